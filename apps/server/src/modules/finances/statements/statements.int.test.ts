/**
 * The bank statement import through the API: preview without a write, duplicates against the
 * journal and within the file, all or nothing, re-import adds nothing, rules give categories,
 * counterparties by ИНН, another company's account refused.
 */
import type { FinanceAccount, FinanceCategory } from '@wb/shared';
import type {
  StatementImportResult,
  StatementPreview,
} from '@wb/shared/finances/statements.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/client';
import { statementFixture } from '../../../../test/fixtures/statements/statements';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { createCompany, signIn } from '../../../../test/identity';

let ctx: TestContext;
let owner: TestClient;
let other: TestClient;
let companyId: string;
let tbank: FinanceAccount;
let alfa: FinanceAccount;
let ads: FinanceCategory;
let fees: FinanceCategory;

async function created<T>(client: TestClient, path: string, body: unknown): Promise<T> {
  const res = await client.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Выписки А');
  const b = await createCompany(ctx.database, ctx.config, 'Выписки Б');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
  other = await signIn(ctx.app, b.owner);
  const bank = (name: string) =>
    created<FinanceAccount>(owner, '/api/finances/accounts', {
      name,
      type: 'bank',
      openingDate: '2026-01-01',
    });
  // The Т-Банк account is found by the number in its name; the Альфа one is chosen.
  tbank = await bank('Т-Банк 40702810510000123456');
  alfa = await bank('Альфа, основной');
  const category = (name: string, pnlLine: string) =>
    created<FinanceCategory>(owner, '/api/finances/categories', {
      name,
      kind: 'expense',
      pnlLine,
    });
  ads = await category('Реклама вне WB', 'advertising');
  fees = await category('Банковские комиссии', 'bankFees');
  await created(owner, '/api/finances/rules', {
    name: 'Яндекс — реклама',
    match: 'counterparty',
    inn: '7736207543',
    categoryId: ads.id,
  });
  await created(owner, '/api/finances/rules', {
    name: 'Комиссии банка',
    match: 'purpose',
    pattern: 'комиссия',
    categoryId: fees.id,
  });
});

afterAll(async () => {
  await ctx.close();
});

const form = (fileName: string, bytes: Buffer | string, fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  data.append('file', new Blob([Buffer.from(bytes)]), fileName);
  return data;
};
const fixture = (name: string, fields: Record<string, string> = {}) =>
  form(name, statementFixture(name), fields);

async function preview(body: FormData, client = owner): Promise<StatementPreview> {
  const res = await client.post('/api/finances/statements/preview', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StatementPreview>();
}
const importing = (body: FormData, client = owner) =>
  client.post('/api/finances/statements/import', body);

const q = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);
const journal = async () =>
  (
    await q(
      `SELECT t.date::text, t.kind, t.amount::text, t.source, a.name AS account, c.name AS category,
              p.name AS counterparty, p.inn
         FROM finance_transactions t JOIN finance_accounts a ON a.id = t.account_id
         LEFT JOIN finance_categories c ON c.id = t.category_id
         LEFT JOIN counterparties p ON p.id = t.counterparty_id
        WHERE t.company_id = $1 ORDER BY t.date, t.amount`,
      [companyId],
    )
  ).rows as Record<string, string | null>[];
const auditRows = async () =>
  (
    await q(
      `SELECT entity_id::text, after FROM audit_log
        WHERE company_id = $1 AND action = 'finance_transaction.imported' ORDER BY at`,
      [companyId],
    )
  ).rows as { entity_id: string; after: Record<string, unknown> }[];

describe('/api/finances/statements', () => {
  it('previews a 1C statement: the account by its number, categories, new counterparties; writes nothing', async () => {
    const p = await preview(fixture('tbank-utf8.txt'));
    expect(p).toMatchObject({
      format: '1c',
      encoding: 'utf-8',
      sender: 'Т-Бизнес',
      statementAccounts: ['40702810510000123456'],
      statementAccount: '40702810510000123456',
      account: { id: tbank.id, name: tbank.name, currency: 'RUB' },
      counts: { new: 3, duplicate: 0, repeated: 0, error: 0 },
      newIncome: '12500.00',
      newExpense: '5790.00',
      canImport: true,
      issues: [],
    });
    expect(
      p.rows.map((r) => [r.line, r.kind, r.amount, r.counterparty.inn, r.category?.name ?? null]),
    ).toEqual([
      [18, 'income', '12500.00', '502901234516', null],
      [36, 'expense', '4800.00', '7736207543', 'Реклама вне WB'],
      [52, 'expense', '990.00', '7710140679', 'Банковские комиссии'],
    ]);
    expect(p.rows.every((r) => r.counterparty.id === null && r.status === 'new')).toBe(true);
    expect(await journal()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('imports all new rows with one audit row, and the same file again adds nothing', async () => {
    const res = await importing(fixture('tbank-utf8.txt'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StatementImportResult>()).toEqual({
      inserted: 3,
      skipped: 0,
      accountId: tbank.id,
    });
    const rows = await journal();
    expect(rows).toEqual([
      {
        date: '2026-10-05',
        kind: 'income',
        amount: '12500.00',
        source: 'import',
        account: tbank.name,
        category: null,
        counterparty: 'Индивидуальный предприниматель Петрова Анна Сергеевна',
        inn: '502901234516',
      },
      expect.objectContaining({ date: '2026-10-06', amount: '4800.00', category: ads.name }),
      expect.objectContaining({ date: '2026-10-07', amount: '990.00', category: fees.name }),
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity_id: tbank.id,
      after: { inserted: 3, skipped: 0, format: '1c', income: '12500.00', expense: '5790.00' },
    });

    const again = await preview(fixture('tbank-utf8.txt'));
    expect(again.counts).toEqual({ new: 0, duplicate: 3, repeated: 0, error: 0 });
    expect(again.rows.every((r) => r.counterparty.id !== null)).toBe(true);
    const second = await importing(fixture('tbank-utf8.txt'));
    expect(second.json<StatementImportResult>()).toMatchObject({ inserted: 0, skipped: 3 });
    expect(await journal()).toHaveLength(3);
    expect(await auditRows()).toHaveLength(1);
  });

  it('recognises rows repeated within a file and skips them', async () => {
    const text = new TextDecoder('windows-1251').decode(statementFixture('sber-1251.txt'));
    const first = text.indexOf('СекцияДокумент');
    const end = text.indexOf('КонецДокумента', first) + 'КонецДокумента\r\n'.length;
    const twice = text.slice(0, end) + text.slice(first, end) + text.slice(end);
    const p = await preview(form('twice.txt', twice, { accountId: alfa.id }));
    expect(p.rows.map((r) => r.status)).toEqual(['new', 'repeated', 'new', 'new']);
    // The bank's totals no longer match the documents: a warning, not an error.
    expect(p.issues.map((i) => i.severity)).toEqual(['warning']);
    expect(p.canImport).toBe(true);
  });

  it('refuses a file with a bad row whole: nothing written, the row and line named', async () => {
    const before = await journal();
    const body = () => fixture('broken-1251.txt', { accountId: alfa.id });
    const p = await preview(body());
    expect(p.canImport).toBe(false);
    expect(p.counts).toEqual({ new: 1, duplicate: 0, repeated: 0, error: 5 });
    const res = await importing(body());
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({
      code: 'STATEMENT_NOT_IMPORTABLE',
      message: 'Выписка не импортирована: строка 17: Сумма «12,5,0» — не положительное число',
    });
    expect(await journal()).toEqual(before);
  });

  it('asks for the account of a CSV and of a 1C file with several accounts', async () => {
    const csv = await preview(fixture('generic-signed.csv'));
    expect(csv).toMatchObject({ format: 'csv', account: null, canImport: false });
    expect(csv.issues.map((i) => i.message)).toEqual([
      'Выберите счёт, на который импортировать выписку',
    ]);
    const many = await preview(fixture('alfa-two-accounts-1251.txt', { accountId: alfa.id }));
    expect(many.canImport).toBe(false);
    expect(many.issues.map((i) => i.message)).toEqual([
      'В выписке несколько счетов — выберите, какой из них импортировать',
    ]);
    const one = await preview(
      fixture('alfa-two-accounts-1251.txt', {
        accountId: alfa.id,
        statementAccount: '40702810801300054321',
      }),
    );
    expect(one).toMatchObject({ canImport: true, otherAccountRows: 2 });
    expect(one.rows.map((r) => [r.number, r.amount])).toEqual([['46', '2000.00']]);
    const wrong = await owner.post(
      '/api/finances/statements/preview',
      fixture('alfa-two-accounts-1251.txt', { statementAccount: '40702810000000000000' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(
      'В выписке нет счёта 40702810000000000000',
    );
  });

  it('imports a CSV into the chosen account', async () => {
    const res = await importing(fixture('in-out-columns-1251.csv', { accountId: alfa.id }));
    expect(res.json<StatementImportResult>()).toEqual({
      inserted: 2,
      skipped: 0,
      accountId: alfa.id,
    });
    const rows = (await journal()).filter((r) => r.account === alfa.name);
    expect(rows.map((r) => [r.date, r.kind, r.amount, r.category])).toEqual([
      ['2026-11-05', 'income', '50000.00', null],
      ['2026-11-06', 'expense', '4800.00', ads.name],
    ]);
  });

  it("refuses another company's account and shows it nothing of this one", async () => {
    const res = await other.post(
      '/api/finances/statements/preview',
      fixture('tbank-utf8.txt', { accountId: tbank.id }),
    );
    expect(res.statusCode).toBe(404);
    const theirs = await importing(fixture('tbank-utf8.txt', { accountId: tbank.id }), other);
    expect(theirs.statusCode).toBe(404);
    // Without an account the other company's preview finds none (the name is ours).
    const p = await preview(fixture('tbank-utf8.txt'), other);
    expect(p.account).toBeNull();
    expect(p.rows.every((r) => r.status === 'new' && r.counterparty.id === null)).toBe(true);
    expect(p.rows.map((r) => r.category)).toEqual([null, null, null]);
  });

  it('refuses an empty file and a non-uuid account with a Russian message', async () => {
    const empty = await owner.post('/api/finances/statements/preview', form('x.txt', ''));
    expect([empty.statusCode, empty.json<{ message: string }>().message]).toEqual([
      400,
      'Файл пуст',
    ]);
    const bad = await owner.post(
      '/api/finances/statements/preview',
      fixture('tbank-utf8.txt', { accountId: 'nope' }),
    );
    expect(bad.statusCode).toBe(400);
  });
});
