/** Authorization-matrix cases of /warehouse/acceptance (see matrix-cases.ts): permission `warehouse`. */
import { randomInt } from 'node:crypto';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';
import { companyless, sizeOf, warehouseOf } from './matrix-cases-warehouse';

/** An acceptance of the scope's company expecting 2 units of its size; counting has 1 counted. */
async function acceptanceOf(
  w: World,
  a: Actor,
  s: Scope,
  status: 'draft' | 'counting',
): Promise<string> {
  const companyId = target(w, a, s).company.id;
  const [size, warehouseId] = [await sizeOf(w, companyId), await warehouseOf(w, companyId)];
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO acceptances (company_id, year, number, status, warehouse_id, source, expected_date)
     VALUES ($1, 1999, $2, $3, $4, 'Фабрика', '1999-06-01') RETURNING id`,
    [companyId, randomInt(1, 2 ** 31 - 1), status, warehouseId],
  );
  const id = rows[0]!.id;
  await w.ctx.database.pool.query(
    `INSERT INTO acceptance_lines (company_id, acceptance_id, line_no, account_id, nm_id, chrt_id, expected, counted, unit_cost)
     VALUES ($1, $2, 1, $3, $4, $5, 2, $6, 10)`,
    [companyId, id, size.accountId, size.nmId, size.chrtId, status === 'counting' ? 1 : 0],
  );
  return id;
}

const draft = (w: World, a: Actor, s: Scope) => acceptanceOf(w, a, s, 'draft');
const counting = (w: World, a: Actor, s: Scope) => acceptanceOf(w, a, s, 'counting');

const body = async (w: World, a: Actor) => {
  const companyId = target(w, a, 'own').company.id;
  const size = await sizeOf(w, companyId);
  return {
    warehouseId: await warehouseOf(w, companyId),
    source: 'Фабрика',
    expectedDate: '2026-11-20',
    lines: [{ accountId: size.accountId, nmId: size.nmId, chrtId: size.chrtId, expected: 2 }],
  };
};

const ownSize = async (w: World, a: Actor) => sizeOf(w, target(w, a, 'own').company.id);

/** A request about the caller's own acceptance, or the other company's (404). */
const onObject = (
  make: (w: World, a: Actor, s: Scope) => Promise<string>,
  url: (id: string) => string,
  payload?: (w: World, a: Actor) => Promise<unknown>,
): MatrixCase => ({
  foreign: true,
  build: async (w, a, s) => {
    if (companyless(a)) return null;
    const id = await make(w, a, s);
    return { url: url(id), ...(payload ? { body: await payload(w, a) } : {}) };
  },
});

const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 5 }));
const base = '/api/warehouse/acceptances';

export const acceptanceCases: Record<string, MatrixCase> = {
  [`GET ${base}`]: {
    build: async (_w, a) => (companyless(a) ? null : { url: `${base}?list=${list}` }),
  },
  [`GET ${base}/export`]: {
    build: async (_w, a) =>
      companyless(a) ? null : { url: `${base}/export?format=csv&list=${list}` },
  },
  [`GET ${base}/:id`]: onObject(draft, (id) => `${base}/${id}`),
  [`POST ${base}`]: {
    build: async (w, a) => (companyless(a) ? null : { url: base, body: await body(w, a) }),
  },
  [`PUT ${base}/:id`]: onObject(draft, (id) => `${base}/${id}`, body),
  [`POST ${base}/:id/start`]: onObject(draft, (id) => `${base}/${id}/start`),
  [`POST ${base}/:id/scan`]: onObject(
    counting,
    (id) => `${base}/${id}/scan`,
    async (w, a) => ({ barcode: (await ownSize(w, a)).barcode }),
  ),
  [`PUT ${base}/:id/count`]: onObject(
    counting,
    (id) => `${base}/${id}/count`,
    async (w, a) => {
      const s = await ownSize(w, a);
      return { accountId: s.accountId, nmId: s.nmId, chrtId: s.chrtId, counted: 2, defect: 0 };
    },
  ),
  [`POST ${base}/:id/complete`]: onObject(counting, (id) => `${base}/${id}/complete`),
  [`POST ${base}/:id/cancel`]: onObject(counting, (id) => `${base}/${id}/cancel`),
};
