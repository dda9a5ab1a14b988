/**
 * Authorization-matrix cases of the management accounts' routes besides the generated list cases
 * (see matrix-cases.ts for the shape): writes on objects made fresh for every request, so another
 * company's id answers 404.
 */
import { randomUUID } from 'node:crypto';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

const companyless = (a: Actor) => a.principal !== null && a.company === null;

function onObject(
  make: (w: World, companyId: string) => Promise<{ url: string; body?: unknown }>,
  allowedErrors?: string[],
): MatrixCase {
  return {
    foreign: true,
    ...(allowedErrors ? { allowedErrors } : {}),
    build: async (w: World, a: Actor, s: Scope) =>
      companyless(a) ? null : make(w, target(w, a, s).company.id),
  };
}

/** A request in the caller's own company (its objects made there first). */
function inOwn(
  make: (w: World, companyId: string) => Promise<{ url: string; body?: unknown }>,
  allowedErrors?: string[],
): MatrixCase {
  return {
    ...(allowedErrors ? { allowedErrors } : {}),
    build: async (w, a) => (companyless(a) ? null : make(w, target(w, a, 'own').company.id)),
  };
}

async function one(w: World, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(sql, params);
  return rows[0]!.id;
}

const account = (w: World, c: string) =>
  one(
    w,
    `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date)
     VALUES ($1, $2, 'bank', 'RUB', '2026-01-01') RETURNING id`,
    [c, `Счёт ${randomUUID().slice(0, 8)}`],
  );
const category = (w: World, c: string) =>
  one(
    w,
    `INSERT INTO finance_categories (company_id, name, kind, pnl_line)
     VALUES ($1, $2, 'expense', 'rent') RETURNING id`,
    [c, `Статья ${randomUUID().slice(0, 8)}`],
  );
const counterparty = (w: World, c: string) =>
  one(
    w,
    `INSERT INTO counterparties (company_id, name) VALUES ($1, 'ООО Поставщик') RETURNING id`,
    [c],
  );
const rule = async (w: World, c: string) =>
  one(
    w,
    `INSERT INTO finance_rules (company_id, name, match, pattern, category_id)
     VALUES ($1, 'Аренда', 'purpose', 'аренда', $2) RETURNING id`,
    [c, await category(w, c)],
  );
const transaction = async (w: World, c: string) =>
  one(
    w,
    `INSERT INTO finance_transactions (company_id, date, kind, amount, currency, account_id)
     VALUES ($1, '2026-03-01', 'expense', 100, 'RUB', $2) RETURNING id`,
    [c, await account(w, c)],
  );

const accountBody = () => ({
  name: `Касса ${randomUUID().slice(0, 8)}`,
  type: 'cash',
  openingDate: '2026-01-01',
});
const categoryBody = () => ({
  name: `Аренда ${randomUUID().slice(0, 8)}`,
  kind: 'expense',
  pnlLine: 'rent',
});
const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 5 }));

export const financesCases: Record<string, MatrixCase> = {
  'GET /api/finances/options': inOwn(async () => ({ url: '/api/finances/options' })),
  'POST /api/finances/accounts': inOwn(async () => ({
    url: '/api/finances/accounts',
    body: accountBody(),
  })),
  'PUT /api/finances/accounts/:id': onObject(async (w, c) => ({
    url: `/api/finances/accounts/${await account(w, c)}`,
    body: accountBody(),
  })),
  'DELETE /api/finances/accounts/:id': onObject(async (w, c) => ({
    url: `/api/finances/accounts/${await account(w, c)}`,
  })),
  // A bank account has no WB balance: the own answer is a 400, a foreign one a 404.
  'POST /api/finances/accounts/:id/wb-balance': onObject(
    async (w, c) => ({ url: `/api/finances/accounts/${await account(w, c)}/wb-balance`, body: {} }),
    ['VALIDATION_FAILED'],
  ),
  // A list: another company's account id shows no rows (tested in finances.int.test.ts).
  'GET /api/finances/accounts/:id/statement': inOwn(async (w, c) => ({
    url: `/api/finances/accounts/${await account(w, c)}/statement?list=${list}`,
  })),
  'GET /api/finances/accounts/:id/statement/export': inOwn(async (w, c) => ({
    url: `/api/finances/accounts/${await account(w, c)}/statement/export?format=csv&list=${list}`,
  })),
  'POST /api/finances/categories': inOwn(async () => ({
    url: '/api/finances/categories',
    body: categoryBody(),
  })),
  'PUT /api/finances/categories/:id': onObject(async (w, c) => ({
    url: `/api/finances/categories/${await category(w, c)}`,
    body: categoryBody(),
  })),
  'DELETE /api/finances/categories/:id': onObject(async (w, c) => ({
    url: `/api/finances/categories/${await category(w, c)}`,
  })),
  'POST /api/finances/counterparties': inOwn(
    async () => ({
      url: '/api/finances/counterparties',
      body: { name: 'ПАО Сбербанк', inn: '7707083893' },
    }),
    ['FINANCE_DUPLICATE'],
  ),
  'PUT /api/finances/counterparties/:id': onObject(async (w, c) => ({
    url: `/api/finances/counterparties/${await counterparty(w, c)}`,
    body: { name: 'ООО Новое имя' },
  })),
  'DELETE /api/finances/counterparties/:id': onObject(async (w, c) => ({
    url: `/api/finances/counterparties/${await counterparty(w, c)}`,
  })),
  'POST /api/finances/rules': inOwn(async (w, c) => ({
    url: '/api/finances/rules',
    body: { name: 'Аренда', match: 'purpose', pattern: 'аренда', categoryId: await category(w, c) },
  })),
  'PUT /api/finances/rules/:id': onObject(async (w, c) => ({
    url: `/api/finances/rules/${await rule(w, c)}`,
    body: { name: 'Аренда', match: 'purpose', pattern: 'аренд', categoryId: await category(w, c) },
  })),
  'DELETE /api/finances/rules/:id': onObject(async (w, c) => ({
    url: `/api/finances/rules/${await rule(w, c)}`,
  })),
  'GET /api/finances/transactions/:id': onObject(async (w, c) => ({
    url: `/api/finances/transactions/${await transaction(w, c)}`,
  })),
  'POST /api/finances/transactions': inOwn(async (w, c) => ({
    url: '/api/finances/transactions',
    body: { date: '2026-03-02', kind: 'income', amount: '10', accountId: await account(w, c) },
  })),
  'PUT /api/finances/transactions/:id': onObject(async (w, c) => ({
    url: `/api/finances/transactions/${await transaction(w, c)}`,
    body: { date: '2026-03-02', kind: 'expense', amount: '20', accountId: await account(w, c) },
  })),
  'DELETE /api/finances/transactions/:id': onObject(async (w, c) => ({
    url: `/api/finances/transactions/${await transaction(w, c)}`,
  })),
};
