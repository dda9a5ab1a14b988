/** Authorization-matrix cases of /orders and the saved grid views (see matrix-cases.ts). */
import { randomUUID } from 'node:crypto';
import { insertAccount } from './connections';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
const companyless = (a: Actor) => a.principal !== null && a.company === null;

const STATE = {
  sort: [],
  page: 1,
  pageSize: 50,
  widths: {},
  pins: { left: [], right: [] },
  density: 'standard',
};

/** A view of the target company's owner: the caller's own when it is that owner. */
async function viewOf(w: World, a: Actor, s: Scope): Promise<string> {
  const company = target(w, a, s).company;
  const userId =
    s === 'own' && a.user ? a.user.id : company.id === w.companyA.id ? w.ownerA.id : w.ownerB.id;
  const { rows } = await w.ctx.database.pool.query(
    `INSERT INTO saved_views (user_id, company_id, resource, name, state)
     VALUES ($1, $2, 'orders', $3, $4) RETURNING id`,
    [userId, company.id, `Вид ${randomUUID().slice(0, 8)}`, JSON.stringify(STATE)],
  );
  return rows[0].id as string;
}

/** One WB account per company of the world, made on first use. */
const accounts = new WeakMap<World, Map<string, Promise<string>>>();

/** A fresh order line of the target company (its srid is the path id). */
async function orderOf(w: World, a: Actor, s: Scope): Promise<string> {
  const companyId = target(w, a, s).company.id;
  let byCompany = accounts.get(w);
  if (!byCompany) accounts.set(w, (byCompany = new Map()));
  let account = byCompany.get(companyId);
  if (!account) {
    account = insertAccount(w.ctx.database, companyId).then((row) => row.id);
    byCompany.set(companyId, account);
  }
  const srid = `m-${randomUUID()}`;
  await w.ctx.database.pool.query(
    `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, raw)
     VALUES ($1, $2, $3, now(), now(), '{}')`,
    [companyId, await account, srid],
  );
  return srid;
}

const onView = (method: 'PUT' | 'DELETE'): MatrixCase => ({
  foreign: true,
  build: async (w, a, s) => {
    if (companyless(a)) return null;
    const id = a.principal ? await viewOf(w, a, s) : randomUUID();
    return method === 'PUT'
      ? {
          url: `/api/saved-views/${id}`,
          body: { name: `Новое ${randomUUID().slice(0, 6)}`, state: STATE },
        }
      : { url: `/api/saved-views/${id}` };
  },
});

export const ordersCases: Record<string, MatrixCase> = {
  'GET /api/orders/:srid': {
    foreign: true,
    build: async (w, a, s) =>
      companyless(a) ? null : { url: `/api/orders/${encodeURIComponent(await orderOf(w, a, s))}` },
  },
  'GET /api/saved-views': {
    build: async (_w, a) => (companyless(a) ? null : { url: '/api/saved-views?resource=orders' }),
  },
  'POST /api/saved-views': {
    build: async (_w, a) =>
      companyless(a)
        ? null
        : {
            url: '/api/saved-views',
            body: { resource: 'orders', name: `Вид ${randomUUID().slice(0, 8)}`, state: STATE },
          },
  },
  'PUT /api/saved-views/:id': onView('PUT'),
  'DELETE /api/saved-views/:id': onView('DELETE'),
};
