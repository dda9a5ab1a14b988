/** Foreign-id cases of /warehouse/acceptance (see foreign-id-cases.ts). */
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

/** A draft acceptance of company A. */
async function draftOfA(w: Fixtures) {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO acceptances (company_id, year, number, warehouse_id, source, expected_date)
     VALUES ($1, 1998, (random() * 2000000000)::int, $2, 'Фабрика', '1998-06-01') RETURNING id`,
    [w.companyA.id, await warehouseOf(w, w.companyA.id)],
  );
  return rows[0]!.id;
}

/** An acceptance body with `field` holding side's object and everything else A's. */
async function body(w: Fixtures, s: Side, field: 'warehouseId' | 'accountId') {
  const a = w.companyA.id;
  const [size] = await insertCatalogue(w.ctx, field === 'accountId' ? companyOf(w, s) : a, 1, 1);
  return {
    warehouseId: await warehouseOf(w, field === 'warehouseId' ? companyOf(w, s) : a),
    source: 'Фабрика',
    expectedDate: '2026-11-20',
    lines: [{ accountId: size!.accountId, nmId: size!.nmId, chrtId: size!.chrtId, expected: 1 }],
  };
}

const both = (field: 'warehouseId' | 'accountId', name: string, error: string) => ({
  [`POST /api/warehouse/acceptances body.${name}`]: {
    refusal: { status: 400, field: error },
    build: async (w, s) => ({ url: '/api/warehouse/acceptances', body: await body(w, s, field) }),
  } satisfies ForeignCase,
  [`PUT /api/warehouse/acceptances/:id body.${name}`]: {
    refusal: { status: 400, field: error },
    build: async (w, s) => ({
      url: `/api/warehouse/acceptances/${await draftOfA(w)}`,
      body: await body(w, s, field),
    }),
  } satisfies ForeignCase,
});

export const acceptanceForeignCases: Record<string, ForeignCase> = {
  ...both('warehouseId', 'warehouseId', 'warehouseId'),
  ...both('accountId', 'lines[].accountId', 'lines'),
  // A hand count of another company's size: refused like a size missing from the catalogue.
  'PUT /api/warehouse/acceptances/:id/count body.accountId': {
    refusal: { status: 400, field: 'accountId' },
    build: async (w, s) => {
      const [size] = await insertCatalogue(w.ctx, companyOf(w, s), 1, 1);
      return {
        url: `/api/warehouse/acceptances/${await draftOfA(w)}/count`,
        body: {
          accountId: size!.accountId,
          nmId: size!.nmId,
          chrtId: size!.chrtId,
          counted: 1,
          defect: 0,
        },
      };
    },
  },
};
