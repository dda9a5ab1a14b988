/** Foreign-id cases of /transportations and /logistics-groups (see foreign-id-cases.ts). */
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

/** A planned transportation of the side's company (no items). */
async function transportationOf(w: Fixtures, companyId: string) {
  const [size] = await insertCatalogue(w.ctx, companyId, 1, 1);
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO transportations (company_id, year, number, account_id, warehouse_id, wb_warehouse, planned_date)
     VALUES ($1, 1998, (random() * 2000000000)::int, $2, $3, 'Коледино', '1998-06-01') RETURNING id`,
    [companyId, size!.accountId, await warehouseOf(w, companyId)],
  );
  return rows[0]!.id;
}

/** A transportation body with `field` holding the side's object and everything else A's. */
async function body(w: Fixtures, s: Side, field: 'warehouseId' | 'accountId') {
  const a = w.companyA.id;
  const [size] = await insertCatalogue(w.ctx, field === 'accountId' ? companyOf(w, s) : a, 1, 1);
  return {
    accountId: size!.accountId,
    warehouseId: await warehouseOf(w, field === 'warehouseId' ? companyOf(w, s) : a),
    wbWarehouse: 'Коледино',
    plannedDate: '2026-11-20',
    items: [{ nmId: size!.nmId, chrtId: size!.chrtId, boxNo: 1, quantity: 1 }],
  };
}

const both = (field: 'warehouseId' | 'accountId') => ({
  [`POST /api/transportations body.${field}`]: {
    refusal: { status: 400, field },
    build: async (w, s) => ({ url: '/api/transportations', body: await body(w, s, field) }),
  } satisfies ForeignCase,
  [`PUT /api/transportations/:id body.${field}`]: {
    refusal: { status: 400, field },
    build: async (w, s) => ({
      url: `/api/transportations/${await transportationOf(w, w.companyA.id)}`,
      body: await body(w, s, field),
    }),
  } satisfies ForeignCase,
});

const groupBody = async (w: Fixtures, s: Side) => ({
  name: 'Рейс',
  date: '2026-11-20',
  transportationIds: [await transportationOf(w, companyOf(w, s))],
});

async function groupOfA(w: Fixtures) {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO logistics_groups (company_id, name, date) VALUES ($1, 'Рейс', '1998-06-01') RETURNING id`,
    [w.companyA.id],
  );
  return rows[0]!.id;
}

export const transportationForeignCases: Record<string, ForeignCase> = {
  ...both('warehouseId'),
  ...both('accountId'),
  'POST /api/logistics-groups body.transportationIds[]': {
    refusal: { status: 400, field: 'transportationIds' },
    build: async (w, s) => ({ url: '/api/logistics-groups', body: await groupBody(w, s) }),
  },
  'PUT /api/logistics-groups/:id body.transportationIds[]': {
    refusal: { status: 400, field: 'transportationIds' },
    build: async (w, s) => ({
      url: `/api/logistics-groups/${await groupOfA(w)}`,
      body: await groupBody(w, s),
    }),
  },
};
