/** Authorization-matrix cases of /products: the grid, its bulk actions and the cost import. */
import { randomInt } from 'node:crypto';
import { insertAccount } from './connections';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
const companyless = (a: Actor) => a.principal !== null && a.company === null;

const list = encodeURIComponent(
  JSON.stringify({
    filter: { op: 'and', items: [{ field: 'tags', op: 'hasNone', value: ['Архив'] }] },
    sort: [{ field: 'cost', dir: 'desc' }],
  }),
);

/** One WB account per company of the world, made on first use. */
const accounts = new WeakMap<World, Map<string, Promise<string>>>();

/** A fresh product of the target company (for anonymous callers: of company A). */
async function productOf(w: World, a: Actor, s: Scope) {
  const companyId = target(w, a, s).company.id;
  let byCompany = accounts.get(w);
  if (!byCompany) accounts.set(w, (byCompany = new Map()));
  let account = byCompany.get(companyId);
  if (!account) {
    account = insertAccount(w.ctx.database, companyId).then((row) => row.id);
    byCompany.set(companyId, account);
  }
  const accountId = await account;
  const nmId = randomInt(1, 2 ** 47);
  await w.ctx.database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, vendor_code, raw)
     VALUES ($1, $2, $3::bigint, 'M-' || $3::text, '{}')`,
    [companyId, accountId, nmId],
  );
  return { companyId, accountId, nmId };
}

async function tagOf(w: World, companyId: string) {
  const { rows } = await w.ctx.database.pool.query(
    `INSERT INTO tags (company_id, name) VALUES ($1, 'Матрица') RETURNING id`,
    [companyId],
  );
  return rows[0].id as string;
}

const csvOf = (nmId: number) => {
  const form = new FormData();
  form.append('file', new Blob([`Артикул WB;Себестоимость\r\n${nmId};100\r\n`]), 'costs.csv');
  return form;
};

/** A request with a product of the caller's company in its body. */
const withProduct =
  (
    url: string,
    body: (p: Awaited<ReturnType<typeof productOf>>, w: World) => unknown,
  ): MatrixCase['build'] =>
  async (w, a, s) => {
    if (companyless(a)) return null;
    const p = await productOf(w, a, s);
    return { url, body: await body(p, w) };
  };

const selection = (p: { accountId: string; nmId: number }) => ({
  keys: [{ accountId: p.accountId, nmId: p.nmId }],
});

export const productsCases: Record<string, MatrixCase> = {
  'GET /api/products': {
    build: async (_w, a) => (companyless(a) ? null : { url: `/api/products?list=${list}` }),
  },
  'GET /api/products/export': {
    build: async (_w, a) =>
      companyless(a) ? null : { url: `/api/products/export?format=xlsx&list=${list}` },
  },
  'GET /api/products/options': {
    build: async (_w, a) => (companyless(a) ? null : { url: '/api/products/options' }),
  },
  'POST /api/products/bulk/tags': {
    build: withProduct('/api/products/bulk/tags', async (p, w) => ({
      selection: selection(p),
      add: [await tagOf(w, p.companyId)],
    })),
  },
  'POST /api/products/bulk/category': {
    build: withProduct('/api/products/bulk/category', (p) => ({
      selection: selection(p),
      categoryId: null,
    })),
  },
  'POST /api/products/bulk/cost': {
    build: withProduct('/api/products/bulk/cost', (p) => ({
      selection: selection(p),
      cost: { unitCost: '100', currency: 'RUB', validFrom: '2026-01-01' },
    })),
  },
  'POST /api/products/cost-import/preview': {
    build: withProduct('/api/products/cost-import/preview', (p) => csvOf(p.nmId)),
  },
  'POST /api/products/cost-import/commit': {
    build: withProduct('/api/products/cost-import/commit', (p) => csvOf(p.nmId)),
  },
  'GET /api/products/cost-import/template': {
    build: async (_w, a) => (companyless(a) ? null : { url: '/api/products/cost-import/template' }),
  },
};
