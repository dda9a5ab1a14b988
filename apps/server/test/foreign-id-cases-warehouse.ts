/** Foreign-id cases of /warehouse operations (see foreign-id-cases.ts). */
import { randomUUID } from 'node:crypto';
import type { ForeignCase, Fixtures, Side } from './foreign-id-cases';
import { insertCatalogue } from './fixtures/warehouse';

const companyOf = (w: Fixtures, s: Side) =>
  ({ own: w.companyA, foreign: w.companyB, other: w.companyC })[s].id;

async function warehouseOf(w: Fixtures, companyId: string) {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO warehouses (company_id, name, type) VALUES ($1, $2, 'own') RETURNING id`,
    [companyId, `Склад ${randomUUID().slice(0, 8)}`],
  );
  return rows[0]!.id;
}

async function draftOfA(w: Fixtures) {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO warehouse_operations (company_id, year, number, kind, date, warehouse_id)
     VALUES ($1, 1998, (random() * 2000000000)::int, 'receipt', '1998-06-01', $2) RETURNING id`,
    [w.companyA.id, await warehouseOf(w, w.companyA.id)],
  );
  return rows[0]!.id;
}

/** A move draft's body with `field` holding side's object and everything else A's. */
async function body(w: Fixtures, s: Side, field: 'warehouseId' | 'toWarehouseId' | 'accountId') {
  const a = w.companyA.id;
  const [size] = await insertCatalogue(w.ctx, field === 'accountId' ? companyOf(w, s) : a, 1, 1);
  return {
    kind: 'move',
    date: '2026-11-20',
    warehouseId: await warehouseOf(w, field === 'warehouseId' ? companyOf(w, s) : a),
    toWarehouseId: await warehouseOf(w, field === 'toWarehouseId' ? companyOf(w, s) : a),
    lines: [{ accountId: size!.accountId, nmId: size!.nmId, chrtId: size!.chrtId, quantity: 1 }],
  };
}

const both = (
  field: 'warehouseId' | 'toWarehouseId' | 'accountId',
  name: string,
  error: string,
) => ({
  [`POST /api/warehouse/operations body.${name}`]: {
    refusal: { status: 400, field: error },
    build: async (w, s) => ({ url: '/api/warehouse/operations', body: await body(w, s, field) }),
  } satisfies ForeignCase,
  [`PUT /api/warehouse/operations/:id body.${name}`]: {
    refusal: { status: 400, field: error },
    build: async (w, s) => ({
      url: `/api/warehouse/operations/${await draftOfA(w)}`,
      body: await body(w, s, field),
    }),
  } satisfies ForeignCase,
});

/** A warehouse of side's company holding a size of it: its name shows in the stock grid. */
async function stockedWarehouse(w: Fixtures, s: Side) {
  const companyId = companyOf(w, s);
  const [size] = await insertCatalogue(w.ctx, companyId, 1, 1);
  const id = await warehouseOf(w, companyId);
  await w.ctx.database.pool.query(
    `INSERT INTO stock_balances (company_id, warehouse_id, account_id, nm_id, chrt_id, on_hand, value)
     VALUES ($1, $2, $3, $4, $5, 1, 10)`,
    [companyId, id, size!.accountId, size!.nmId, size!.chrtId],
  );
  const { rows } = await w.ctx.database.pool.query<{ name: string }>(
    'SELECT name FROM warehouses WHERE id = $1',
    [id],
  );
  return { id, name: rows[0]!.name };
}

const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 50 }));

export const warehouseForeignCases: Record<string, ForeignCase> = {
  ...both('warehouseId', 'warehouseId', 'warehouseId'),
  ...both('toWarehouseId', 'toWarehouseId', 'toWarehouseId'),
  ...both('accountId', 'lines[].accountId', 'lines'),
  // The stock grid's warehouse filter: another company's warehouse matches no rows.
  'GET /api/warehouse/stock query.warehouseId': {
    refusal: { empty: true },
    build: async (w, s) => {
      const { id, name } = await stockedWarehouse(w, s);
      return { url: `/api/warehouse/stock?warehouseId=${id}&list=${list}`, mark: name };
    },
  },
  'GET /api/warehouse/stock/export query.warehouseId': {
    refusal: { empty: true },
    build: async (w, s) => {
      const { id, name } = await stockedWarehouse(w, s);
      return {
        url: `/api/warehouse/stock/export?format=csv&warehouseId=${id}&list=${list}`,
        mark: name,
      };
    },
  },
};
