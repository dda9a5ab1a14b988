/**
 * The demo company's management accounts (docs/domain.md#management-accounts) besides its bank
 * statement (demo-statements.ts imports a quarter of bank payments): a second bank account, cash
 * and a card with the transfers between them, owner's withdrawals, cash and card spending; a
 * category tree mapped to P&L lines (which the statement's rules reuse by name), counterparties
 * and rules; made once. The WB payouts come by themselves: the demo cabinet's realization sync
 * books them on its marketplace account.
 */
import { isValidInn, mskDate } from '@wb/shared';
import type { Database } from '../../db/client';
import { findCompanyByName } from '../companies/companies.repository';
import * as finances from '../finances/finances.repository';
import { DEMO_COMPANY } from './demo.seed';

const DAYS = 90;

/** A 10-digit ИНН with its check digit, from nine digits. */
function inn10(base: string): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((s, w, i) => s + w * Number(base[i]), 0);
  const inn = `${base}${(sum % 11) % 10}`;
  if (!isValidInn(inn)) throw new Error(`demo ИНН ${inn}`);
  return inn;
}

/** A deterministic sequence in [0, 1): the same demo every time. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Kind = 'income' | 'expense';
const CATEGORIES: [name: string, kind: Kind, pnl: string, parent?: string][] = [
  ['Прочие доходы', 'income', 'revenueOther'],
  ['Персонал', 'expense', 'salaries'],
  ['Зарплата', 'expense', 'salaries', 'Персонал'],
  ['Взносы с зарплаты', 'expense', 'taxesPaid', 'Персонал'],
  ['Аренда склада', 'expense', 'rent'],
  ['Закупка товара', 'expense', 'purchases'],
  ['Логистика до склада WB', 'expense', 'logisticsOutsideWb'],
  ['Услуги', 'expense', 'services'],
  ['Фулфилмент', 'expense', 'services', 'Услуги'],
  ['Бухгалтерия', 'expense', 'services', 'Услуги'],
  ['Реклама вне WB', 'expense', 'advertising'],
  // The P&L computes the organization's tax itself (docs/domain.md#pl-report): paying it is not
  // another expense.
  ['Налог УСН', 'expense', 'notInPnl'],
  ['Банковские комиссии', 'expense', 'bankFees'],
  ['Прочие расходы', 'expense', 'otherExpenses'],
  ['Вывод собственнику', 'expense', 'notInPnl'],
];

const COUNTERPARTIES = {
  landlord: ['ООО «Склад-Сервис»', inn10('772801234')],
  supplier: ['ООО «ТекстильОпт»', inn10('502701122')],
  carrier: ['ООО «ТК Магистраль»', inn10('771203456')],
  fulfilment: ['ООО «Фулфилмент Про»', inn10('773309871')],
  accountant: ['ООО «Бухучёт24»', inn10('770405566')],
  blogger: ['ИП Смирнова А. В.', '500100732259'],
  bank: ['ПАО Сбербанк', '7707083893'],
} as const;
type Who = keyof typeof COUNTERPARTIES;

/** Makes the demo's finance data once (skipped when the company has a non-WB account). */
export async function ensureDemoFinances(database: Database, today = mskDate()): Promise<string> {
  const db = database.db;
  const company = await findCompanyByName(db, DEMO_COMPANY);
  if (!company) return 'demo finances: none (no demo company)';
  const companyId = company.id;
  if ((await finances.accountRows(db, companyId)).some((a) => a.type !== 'marketplace'))
    return 'demo finances: already there';
  const start = addDays(today, -DAYS);
  const n = await db.transaction(async (tx) => {
    const account = (name: string, type: 'bank' | 'cash' | 'card', openingBalance: string) =>
      finances.insertAccount(tx, companyId, {
        name,
        type,
        currency: 'RUB',
        openingBalance,
        openingDate: start,
      });
    const bank = await account('Расчётный счёт в Сбербанке', 'bank', '900000');
    const cash = await account('Касса', 'cash', '20000');
    const card = await account('Корпоративная карта', 'card', '0');

    const category: Record<string, string> = {};
    for (const [name, kind, pnlLine, parent] of CATEGORIES) {
      category[name] = await finances.insertCategory(tx, companyId, {
        name,
        kind,
        pnlLine: pnlLine as 'rent',
        parentId: parent ? category[parent]! : null,
      });
    }
    const who = {} as Record<Who, string>;
    for (const [key, [name, inn]] of Object.entries(COUNTERPARTIES) as [
      Who,
      readonly [string, string],
    ][])
      who[key] = await finances.insertCounterparty(tx, companyId, { name, inn, comment: null });
    await finances.insertRule(tx, companyId, {
      name: 'Аренда по ИНН арендодателя',
      match: 'counterparty',
      inn: COUNTERPARTIES.landlord[1],
      categoryId: category['Аренда склада']!,
      priority: 10,
    });
    await finances.insertRule(tx, companyId, {
      name: 'Зарплата по назначению',
      match: 'purpose',
      pattern: 'заработн',
      categoryId: category['Зарплата']!,
      priority: 20,
    });
    await finances.insertRule(tx, companyId, {
      name: 'Комиссии банка',
      match: 'purpose',
      pattern: 'комисси[яи]',
      isRegex: true,
      kind: 'expense',
      categoryId: category['Банковские комиссии']!,
      priority: 30,
    });

    const rnd = random(20_261_127);
    const between = (lo: number, hi: number) => Math.round((lo + rnd() * (hi - lo)) / 10) * 10;
    const rows: finances.TransactionValues[] = [];
    const add = (
      date: string,
      kind: 'income' | 'expense' | 'transfer',
      amount: number,
      accountId: string,
      extra: Partial<finances.TransactionValues> = {},
    ) =>
      rows.push({
        date,
        kind,
        amount: amount.toFixed(2),
        currency: 'RUB',
        accountId,
        source: 'manual',
        ...extra,
      });
    const spend = (
      date: string,
      amount: number,
      from: string,
      cat: string,
      w?: Who,
      purpose?: string,
    ) =>
      add(date, 'expense', amount, from, {
        categoryId: category[cat]!,
        counterpartyId: w ? who[w] : null,
        purpose: purpose ?? null,
      });
    for (let i = 0; i <= DAYS; i++) {
      const date = addDays(start, i);
      const dom = Number(date.slice(8, 10));
      const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (dom === 15) {
        add(date, 'transfer', 50_000, bank, { targetAccountId: card, comment: 'Пополнение карты' });
        spend(date, 60_000, bank, 'Вывод собственнику', undefined, 'Перевод собственнику');
      }
      if (dow === 5 && i % 14 < 7)
        spend(
          date,
          between(20_000, 35_000),
          bank,
          'Фулфилмент',
          'fulfilment',
          'Упаковка и маркировка',
        );
      if (dow === 1)
        add(date, 'transfer', 10_000, bank, { targetAccountId: cash, comment: 'Снятие наличных' });
      if (dow === 3 || dow === 6)
        spend(date, between(500, 2_500), cash, 'Прочие расходы', undefined, 'Курьер, расходники');
      if (dom === 8 || dom === 22)
        spend(
          date,
          between(15_000, 40_000),
          card,
          'Реклама вне WB',
          'blogger',
          'Реклама у блогера',
        );
      if (dom === 18 && rnd() < 0.7)
        add(date, 'income', between(3_000, 12_000), bank, {
          categoryId: category['Прочие доходы']!,
          comment: 'Возврат переплаты поставщиком',
          counterpartyId: who.supplier,
        });
    }
    return (await finances.insertTransactions(tx, companyId, rows)).length;
  });
  return `demo finances: 3 accounts, ${n} transactions over ${DAYS} days`;
}
