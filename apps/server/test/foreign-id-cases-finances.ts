/** Foreign-id cases of the management accounts and the statement import (see foreign-id-cases.ts). */
import { randomUUID } from 'node:crypto';
import { insertOrganization } from './connections';
import type { ForeignCase, Fixtures, Side } from './foreign-id-cases';

const companyOf = (w: Fixtures, s: Side) =>
  ({ own: w.companyA, foreign: w.companyB, other: w.companyC })[s].id;

async function one(w: Fixtures, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(sql, params);
  return rows[0]!.id;
}

const tag = () => randomUUID().slice(0, 8);
const account = (w: Fixtures, c: string) =>
  one(
    w,
    `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
     VALUES ($1, $2, 'bank', 'RUB', '2026-01-01') RETURNING id`,
    [c, `Счёт ${tag()}`],
  );
const category = (w: Fixtures, c: string) =>
  one(
    w,
    `INSERT INTO finance_categories (company_id, name, kind, pnl_line)
     VALUES ($1, $2, 'expense', 'rent') RETURNING id`,
    [c, `Статья ${tag()}`],
  );
const counterparty = (w: Fixtures, c: string) =>
  one(w, `INSERT INTO counterparties (company_id, name) VALUES ($1, $2) RETURNING id`, [
    c,
    `Контрагент ${tag()}`,
  ]);
const organization = async (w: Fixtures, c: string) =>
  (await insertOrganization(w.ctx.database, c, `ООО «${tag()}»`)).id;

/** An object of A to change (created fresh for every request). */
const ofA = {
  accounts: account,
  categories: category,
  rules: async (w: Fixtures, c: string) =>
    one(
      w,
      `INSERT INTO finance_rules (company_id, name, match, pattern, category_id)
       VALUES ($1, 'Аренда', 'purpose', 'аренда', $2) RETURNING id`,
      [c, await category(w, c)],
    ),
  transactions: async (w: Fixtures, c: string) =>
    one(
      w,
      `INSERT INTO finance_transactions (company_id, date, kind, amount, currency, account_id)
       VALUES ($1, '2026-03-01', 'expense', 100, 'RUB', $2) RETURNING id`,
      [c, await account(w, c)],
    ),
} as const;
type Resource = keyof typeof ofA;

/** Each resource's body, every id A's except `field`, which holds side's object. */
const bodies: Record<Resource, (w: Fixtures, s: Side, field: string) => Promise<object>> = {
  accounts: async (w, s) => ({
    name: `Касса ${tag()}`,
    type: 'cash',
    openingDate: '2026-01-01',
    organizationId: await organization(w, companyOf(w, s)),
  }),
  categories: async (w, s) => ({
    name: `Статья ${tag()}`,
    kind: 'expense',
    pnlLine: 'rent',
    parentId: await category(w, companyOf(w, s)),
  }),
  rules: async (w, s) => ({
    name: `Правило ${tag()}`,
    match: 'purpose',
    pattern: 'аренда',
    categoryId: await category(w, companyOf(w, s)),
  }),
  transactions: async (w, s, field) => {
    const a = w.companyA.id;
    const at = (f: string) => (f === field ? companyOf(w, s) : a);
    return {
      date: '2026-03-02',
      kind: field === 'targetAccountId' ? 'transfer' : 'expense',
      amount: '10.00',
      accountId: await account(w, at('accountId')),
      ...(field === 'targetAccountId'
        ? { targetAccountId: await account(w, at('targetAccountId')) }
        : { categoryId: await category(w, at('categoryId')) }),
      counterpartyId: await counterparty(w, at('counterpartyId')),
      organizationId: await organization(w, at('organizationId')),
    };
  },
};

function cases(resource: Resource, fields: readonly string[]): Record<string, ForeignCase> {
  const url = `/api/finances/${resource}`;
  return Object.fromEntries(
    fields.flatMap((field) => [
      [
        `POST ${url} body.${field}`,
        {
          refusal: { status: 400, field },
          build: async (w, s) => ({ url, body: await bodies[resource](w, s, field) }),
        } satisfies ForeignCase,
      ],
      [
        `PUT ${url}/:id body.${field}`,
        {
          refusal: { status: 400, field },
          build: async (w, s) => ({
            url: `${url}/${await ofA[resource](w, w.companyA.id)}`,
            body: await bodies[resource](w, s, field),
          }),
        } satisfies ForeignCase,
      ],
    ]),
  );
}

/** A one-row CSV statement for side's account: another company's account is not found. */
const statement = (path: string): ForeignCase => ({
  refusal: { status: 404 },
  build: async (w, s) => {
    const form = new FormData();
    form.append('accountId', await account(w, companyOf(w, s)));
    form.append(
      'file',
      new Blob(['Дата;Номер документа;Сумма;Назначение платежа\r\n01.11.2026;1;-100;Тест\r\n']),
      'statement.csv',
    );
    return { url: `/api/finances/statements/${path}`, body: form };
  },
});

export const financesForeignCases: Record<string, ForeignCase> = {
  ...cases('accounts', ['organizationId']),
  ...cases('categories', ['parentId']),
  ...cases('rules', ['categoryId']),
  ...cases('transactions', [
    'accountId',
    'targetAccountId',
    'categoryId',
    'counterpartyId',
    'organizationId',
  ]),
  'POST /api/finances/statements/preview body.accountId': statement('preview'),
  'POST /api/finances/statements/import body.accountId': statement('import'),
};
