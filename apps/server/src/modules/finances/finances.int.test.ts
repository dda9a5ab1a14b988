/**
 * The management accounts through the API: validation, conversion at the date's rate, the
 * statement's running balance, audit, and what the bank-statement import calls.
 */
import type { FinanceAccount, ListRequestInput, StatementRow, Transaction } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { categorize, createTransactions } from './transactions.service';

let ctx: TestContext;
let owner: TestClient;
let other: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Финансы А');
  const b = await createCompany(ctx.database, ctx.config, 'Финансы Б');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
  other = await signIn(ctx.app, b.owner);
  await ctx.database.pool.query(
    `INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-03-01', 80), ('USD', '2026-03-10', 90)
     ON CONFLICT (currency, date) DO UPDATE SET rate = excluded.rate`,
  );
});

afterAll(async () => {
  await ctx.close();
});

const count = async (table: string) =>
  Number(
    (
      await ctx.database.pool.query(`SELECT count(*) FROM ${table} WHERE company_id = $1`, [
        companyId,
      ])
    ).rows[0].count,
  );
const url = (path: string, list: ListRequestInput = {}) =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}`;

async function post<T>(client: TestClient, path: string, body: unknown): Promise<T> {
  const res = await client.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

const account = (name: string, extra: Record<string, unknown> = {}) =>
  post<FinanceAccount>(owner, '/api/finances/accounts', {
    name,
    type: 'bank',
    openingDate: '2026-03-01',
    ...extra,
  });

describe('finances', () => {
  it('checks a counterparty’s ИНН checksum and stores nothing on bad input', async () => {
    const bad = await owner.post('/api/finances/counterparties', {
      name: 'ООО Ошибка',
      inn: '7707083894',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.inn?.[0]).toMatch(
      /контрольная сумма/,
    );
    const short = await owner.post('/api/finances/counterparties', { name: 'X', inn: '12345' });
    expect(short.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.inn?.[0]).toBe(
      'ИНН — 10 или 12 цифр',
    );
    expect(await count('counterparties')).toBe(0);
    await post(owner, '/api/finances/counterparties', { name: 'ПАО Сбербанк', inn: '7707083893' });
    await post(owner, '/api/finances/counterparties', { name: 'ИП Иванов', inn: '500100732259' });
    const dup = await owner.post('/api/finances/counterparties', {
      name: 'Ещё',
      inn: '7707083893',
    });
    expect([dup.statusCode, dup.json<{ code: string }>().code]).toEqual([409, 'FINANCE_DUPLICATE']);
  });

  it('refuses a transfer to the same account, a zero amount and an unknown currency', async () => {
    const bank = await account('Расчётный счёт');
    const before = await count('finance_transactions');
    const same = await owner.post('/api/finances/transactions', {
      date: '2026-03-02',
      kind: 'transfer',
      amount: '100',
      accountId: bank.id,
      targetAccountId: bank.id,
    });
    expect(same.statusCode).toBe(400);
    expect(
      same.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.targetAccountId?.[0],
    ).toBe('Счёт зачисления должен отличаться от счёта списания');
    const zero = await owner.post('/api/finances/transactions', {
      date: '2026-03-02',
      kind: 'income',
      amount: '0',
      accountId: bank.id,
    });
    expect(zero.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.amount).toBeDefined();
    const xxx = await owner.post('/api/finances/transactions', {
      date: '2026-03-02',
      kind: 'income',
      amount: '10',
      currency: 'XXX',
      accountId: bank.id,
    });
    expect(xxx.statusCode).toBe(400);
    expect(xxx.json<{ message: string }>().message).toMatch(/XXX/);
    expect(await count('finance_transactions')).toBe(before);
  });

  it('keeps a running balance in the account currency at each date’s rate', async () => {
    const cash = await account('Касса', { type: 'cash', openingBalance: '1000' });
    const usd = await account('Валютный', { currency: 'USD', openingBalance: '10' });
    const income = await post<Transaction>(owner, '/api/finances/transactions', {
      date: '2026-03-05',
      kind: 'income',
      amount: '500.50',
      accountId: cash.id,
    });
    expect(income).toMatchObject({ currency: 'RUB', amountRub: '500.50', incomeRub: '500.50' });
    // 2 USD on 03-12 at 90 = 180 RUB into cash; the USD account goes down by 2.
    const transfer = await post<Transaction>(owner, '/api/finances/transactions', {
      date: '2026-03-12',
      kind: 'transfer',
      amount: '2',
      currency: 'USD',
      accountId: usd.id,
      targetAccountId: cash.id,
    });
    expect(transfer.amountRub).toBe('180.00');
    await post(owner, '/api/finances/transactions', {
      date: '2026-03-06',
      kind: 'expense',
      amount: '1 200,5',
      accountId: cash.id,
    });
    const res = await owner.get(
      url(`/api/finances/accounts/${cash.id}/statement`, { sort: [{ field: 'date', dir: 'asc' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ items: StatementRow[] }>().items;
    expect(rows.map((r) => [r.date, r.amount, r.balance])).toEqual([
      ['2026-03-05', '500.50', '1500.50'],
      ['2026-03-06', '-1200.50', '300.00'],
      ['2026-03-12', '180.00', '480.00'],
    ]);
    // A filter shows fewer rows; the balance after each stays the account's.
    const filtered = await owner.get(
      url(`/api/finances/accounts/${cash.id}/statement`, {
        filter: { op: 'and', items: [{ field: 'kind', op: 'is', value: 'transfer' }] },
      }),
    );
    expect(filtered.json<{ items: StatementRow[] }>().items.map((r) => r.balance)).toEqual([
      '480.00',
    ]);
    const accounts = await owner.get(url('/api/finances/accounts'));
    const byName = new Map(
      accounts.json<{ items: FinanceAccount[] }>().items.map((a) => [a.name, a]),
    );
    expect(byName.get('Касса')?.balance).toBe('480.00');
    expect(byName.get('Валютный')?.balance).toBe('8.00');
    // Another company sees none of it, and cannot use the account.
    const foreign = await other.get(url(`/api/finances/accounts/${cash.id}/statement`));
    expect(foreign.json<{ items: unknown[] }>().items).toEqual([]);
    const stolen = await other.post('/api/finances/transactions', {
      date: '2026-03-05',
      kind: 'income',
      amount: '1',
      accountId: cash.id,
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('edits with an audit row shown as the history', async () => {
    const bank = await account('Карта', { type: 'card' });
    const t = await post<Transaction>(owner, '/api/finances/transactions', {
      date: '2026-03-07',
      kind: 'expense',
      amount: '99',
      accountId: bank.id,
      comment: 'обед',
    });
    const put = await owner.put(`/api/finances/transactions/${t.id}`, {
      date: '2026-03-07',
      kind: 'expense',
      amount: '199',
      accountId: bank.id,
      comment: 'ужин',
    });
    expect(put.statusCode, put.body).toBe(200);
    const detail = await owner.get(`/api/finances/transactions/${t.id}`);
    const body = detail.json<{ transaction: Transaction; history: { action: string }[] }>();
    expect(body.transaction).toMatchObject({ amount: '199.00', comment: 'ужин' });
    expect(body.history.map((h) => h.action)).toEqual([
      'finance_transaction.updated',
      'finance_transaction.created',
    ]);
    expect((await other.get(`/api/finances/transactions/${t.id}`)).statusCode).toBe(404);
  });

  it('categorizes by ИНН or purpose and imports each line once', async () => {
    const bank = await account('Импорт');
    const rent = await post<{ id: string }>(owner, '/api/finances/categories', {
      name: 'Аренда',
      kind: 'expense',
      pnlLine: 'rent',
    });
    const ads = await post<{ id: string }>(owner, '/api/finances/categories', {
      name: 'Реклама',
      kind: 'expense',
      pnlLine: 'advertising',
    });
    await post(owner, '/api/finances/rules', {
      name: 'Арендодатель',
      match: 'counterparty',
      inn: '500100732259',
      categoryId: rent.id,
    });
    await post(owner, '/api/finances/rules', {
      name: 'Реклама',
      match: 'purpose',
      pattern: 'реклам[аы]',
      isRegex: true,
      categoryId: ads.id,
    });
    const db = ctx.database.db;
    expect(
      await categorize(db, companyId, { counterpartyInn: '500100732259', kind: 'expense' }),
    ).toBe(rent.id);
    expect(
      await categorize(db, companyId, { purpose: 'Оплата РЕКЛАМЫ по счёту 5', kind: 'expense' }),
    ).toBe(ads.id);
    expect(await categorize(db, companyId, { purpose: 'Оплата рекламы', kind: 'income' })).toBe(
      null,
    );
    const lines = [
      {
        accountId: bank.id,
        externalId: 'doc-1',
        date: '2026-03-03',
        kind: 'expense' as const,
        amount: '30000',
        counterpartyInn: '500100732259',
        purpose: 'Аренда за март',
      },
      {
        accountId: bank.id,
        externalId: 'doc-2',
        date: '2026-03-04',
        kind: 'expense' as const,
        amount: '5000',
        counterpartyInn: '7736207543',
        counterpartyName: 'ООО Яндекс',
        purpose: 'Реклама',
      },
    ];
    const first = await db.transaction((tx) => createTransactions(tx, companyId, lines));
    expect([first.inserted.length, first.skipped]).toEqual([2, 0]);
    const again = await db.transaction((tx) => createTransactions(tx, companyId, lines));
    expect([again.inserted.length, again.skipped]).toEqual([0, 2]);
    const { rows } = await ctx.database.pool.query(
      `SELECT t.external_id, t.source, t.category_id, cp.name FROM finance_transactions t
         JOIN counterparties cp ON cp.id = t.counterparty_id
        WHERE t.account_id = $1 ORDER BY t.external_id`,
      [bank.id],
    );
    expect(rows).toEqual([
      { external_id: 'doc-1', source: 'import', category_id: rent.id, name: 'ИП Иванов' },
      { external_id: 'doc-2', source: 'import', category_id: ads.id, name: 'ООО Яндекс' },
    ]);
  });
});
