import type { CategoryKind, PnlLine } from '@wb/shared';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { findCompanyByName } from '../companies/companies.repository';
import { saveCategory, saveRule } from '../finances/finance-settings.service';
import * as finances from '../finances/finances.repository';
import { createAccount } from '../finances/finances.service';
import { importStatement } from '../finances/statements/statements.service';
import {
  DEMO_BANK_ACCOUNT,
  DEMO_COUNTERPARTIES as C,
  demoStatementFile,
  demoStatementName,
} from './demo-statement-file';
import { DEMO_COMPANY } from './demo.seed';

/** The demo company as its bank names it (the seed's requisites). */
const PAYER = { name: 'ООО «Ромашка»', inn: '7707083893' };
const ACCOUNT_NAME = `Т-Банк, расчётный ${DEMO_BANK_ACCOUNT}`;

interface DemoCategory {
  name: string;
  kind: CategoryKind;
  pnlLine: PnlLine;
  /** Rules giving it: a counterparty's ИНН or a word of the purpose. */
  inns?: string[];
  purpose?: string;
}

/** The categories the demo's rules give the statement's rows, so they reach the P&L. */
const CATEGORIES: DemoCategory[] = [
  { name: 'Аренда склада', kind: 'expense', pnlLine: 'rent', inns: [C.warehouse.inn] },
  { name: 'Зарплата', kind: 'expense', pnlLine: 'salaries', purpose: 'заработн' },
  { name: 'Налоги и взносы', kind: 'expense', pnlLine: 'taxesPaid', inns: [C.tax.inn] },
  { name: 'Закупка товара', kind: 'expense', pnlLine: 'purchases', inns: [C.textile.inn] },
  {
    name: 'Упаковка и этикетки',
    kind: 'expense',
    pnlLine: 'otherExpenses',
    inns: [C.packaging.inn, C.labels.inn],
  },
  {
    name: 'Доставка до складов WB',
    kind: 'expense',
    pnlLine: 'logisticsOutsideWb',
    inns: [C.transport.inn],
  },
  {
    name: 'Услуги: фото и бухгалтерия',
    kind: 'expense',
    pnlLine: 'services',
    inns: [C.photo.inn, C.accounting.inn],
  },
  { name: 'Реклама вне WB', kind: 'expense', pnlLine: 'advertising', inns: [C.ads.inn] },
  { name: 'Банковские комиссии', kind: 'expense', pnlLine: 'bankFees', purpose: 'комиссия' },
  { name: 'Оптовые продажи', kind: 'income', pnlLine: 'revenueOther', inns: [C.buyer.inn] },
  { name: 'Проценты банка', kind: 'income', pnlLine: 'revenueOther', purpose: 'процентов' },
];

/** Finds or adds the demo's categories and rules (by name: a later start adds nothing). */
async function ensureRules(database: Database, companyId: string, ctx: AuditContext) {
  const categories = await finances.categoryRows(database.db, companyId);
  const rules = new Set((await finances.ruleRows(database.db, companyId)).map((r) => r.name));
  for (const c of CATEGORIES) {
    const found = categories.find(
      (x) => x.kind === c.kind && x.name.toLowerCase() === c.name.toLowerCase(),
    );
    const categoryId =
      found?.id ??
      (
        await saveCategory(
          database,
          companyId,
          null,
          { name: c.name, kind: c.kind, pnlLine: c.pnlLine },
          ctx,
        )
      ).id;
    const wanted = [
      ...(c.inns ?? []).map((inn) => ({ name: `${c.name}: ИНН ${inn}`, inn })),
      ...(c.purpose ? [{ name: `${c.name}: «${c.purpose}»`, pattern: c.purpose }] : []),
    ];
    for (const rule of wanted.filter((r) => !rules.has(r.name))) {
      await saveRule(
        database,
        companyId,
        null,
        {
          name: rule.name,
          match: 'inn' in rule ? 'counterparty' : 'purpose',
          inn: 'inn' in rule ? rule.inn : null,
          pattern: 'pattern' in rule ? rule.pattern : null,
          isRegex: false,
          kind: c.kind,
          categoryId,
          priority: 100,
        },
        ctx,
      );
    }
  }
}

/**
 * The demo company's bank account and a quarter of its payments, imported from the 1C statement
 * the demo generates through the product's own import (so the rules give the categories and
 * the counterparties are found by ИНН). Each start imports the statement up to yesterday; the
 * days imported before add nothing. Returns the line `npm start` prints.
 */
export async function ensureDemoStatement(database: Database): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo bank statement: none (no demo company)';
  const ctx: AuditContext = { actorUserId: null, companyId: company.id, ip: null, requestId: null };
  const file = demoStatementFile(PAYER);
  const found = (await finances.accountRows(database.db, company.id)).find(
    (a) => a.name === ACCOUNT_NAME,
  );
  const accountId =
    found?.id ??
    (
      await createAccount(
        database,
        company.id,
        {
          name: ACCOUNT_NAME,
          type: 'bank',
          currency: 'RUB',
          openingBalance: file.opening,
          openingDate: file.from,
          archived: false,
        },
        ctx,
      )
    ).id;
  await ensureRules(database, company.id, ctx);
  const result = await importStatement(
    database,
    company.id,
    { fileName: demoStatementName(file.from, file.to), mimeType: 'text/plain', bytes: file.bytes },
    { accountId },
    ctx,
  );
  return `demo bank statement: «${ACCOUNT_NAME}», ${result.inserted} transactions added, ${result.skipped} already there (${file.from}…${file.to})`;
}
