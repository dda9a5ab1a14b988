/** Authorization-matrix cases of /warehouse (see matrix-cases.ts): permission `warehouse`, company-scoped. */
import { randomInt, randomUUID } from 'node:crypto';
import { insertCatalogue, type Size } from './fixtures/warehouse';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
export const companyless = (a: Actor) => a.principal !== null && a.company === null;

/** One size of the catalogue per company of the world, made on first use. */
const catalogues = new WeakMap<World, Map<string, Promise<Size>>>();

export async function sizeOf(w: World, companyId: string): Promise<Size> {
  let byCompany = catalogues.get(w);
  if (!byCompany) catalogues.set(w, (byCompany = new Map()));
  let size = byCompany.get(companyId);
  if (!size) {
    size = insertCatalogue(w.ctx, companyId, 1, 1).then((s) => s[0]!);
    byCompany.set(companyId, size);
  }
  return size;
}

export async function warehouseOf(w: World, companyId: string): Promise<string> {
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO warehouses (company_id, name, type) VALUES ($1, $2, 'own') RETURNING id`,
    [companyId, `Склад ${randomUUID().slice(0, 8)}`],
  );
  return rows[0]!.id;
}

/** A draft receipt of one unit of the company's size into a fresh warehouse. */
async function draftOf(w: World, a: Actor, s: Scope): Promise<string> {
  const companyId = target(w, a, s).company.id;
  const [size, warehouseId] = [await sizeOf(w, companyId), await warehouseOf(w, companyId)];
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO warehouse_operations (company_id, year, number, kind, date, warehouse_id)
     VALUES ($1, 1999, $2, 'receipt', '1999-06-01', $3) RETURNING id`,
    [companyId, randomInt(1, 2 ** 31 - 1), warehouseId],
  );
  const id = rows[0]!.id;
  await w.ctx.database.pool.query(
    `INSERT INTO warehouse_operation_lines (company_id, operation_id, line_no, account_id, nm_id, chrt_id, quantity, unit_cost)
     VALUES ($1, $2, 1, $3, $4, $5, 1, 10)`,
    [companyId, id, size.accountId, size.nmId, size.chrtId],
  );
  return id;
}

const body = async (w: World, a: Actor) => {
  const companyId = target(w, a, 'own').company.id;
  const size = await sizeOf(w, companyId);
  return {
    kind: 'receipt',
    date: '2026-11-20',
    warehouseId: await warehouseOf(w, companyId),
    lines: [
      {
        accountId: size.accountId,
        nmId: size.nmId,
        chrtId: size.chrtId,
        quantity: 2,
        unitCost: '10',
      },
    ],
  };
};

const tenant = (url: string): MatrixCase => ({
  build: async (_w, a) => (companyless(a) ? null : { url }),
});

/** A request about the caller's own object, or the other company's (404). */
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

const freshWarehouse = (w: World, a: Actor, s: Scope) => warehouseOf(w, target(w, a, s).company.id);
const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 5 }));
const csv = (barcode: string) => {
  const form = new FormData();
  form.append('file', new Blob([`Баркод;Количество\r\n${barcode};3\r\n`]), 'lines.csv');
  return form;
};

export const warehouseCases: Record<string, MatrixCase> = {
  // A filter by another company's warehouse shows no rows (foreign-id-cases-warehouse.ts).
  'GET /api/warehouse/stock': {
    build: async (w, a, s) =>
      companyless(a)
        ? null
        : { url: `/api/warehouse/stock?warehouseId=${await freshWarehouse(w, a, s)}&list=${list}` },
  },
  'GET /api/warehouse/stock/export': {
    build: async (w, a, s) =>
      companyless(a)
        ? null
        : {
            url: `/api/warehouse/stock/export?format=csv&warehouseId=${await freshWarehouse(w, a, s)}&list=${list}`,
          },
  },
  'GET /api/warehouse/warehouses': tenant('/api/warehouse/warehouses'),
  'POST /api/warehouse/warehouses': {
    build: async (_w, a) =>
      companyless(a)
        ? null
        : {
            url: '/api/warehouse/warehouses',
            body: { name: `Склад ${randomUUID()}`, type: 'own' },
          },
  },
  'PUT /api/warehouse/warehouses/:id': onObject(
    freshWarehouse,
    (id) => `/api/warehouse/warehouses/${id}`,
    async () => ({ name: `Склад ${randomUUID()}`, type: 'fulfilment' }),
  ),
  'DELETE /api/warehouse/warehouses/:id': onObject(
    freshWarehouse,
    (id) => `/api/warehouse/warehouses/${id}`,
  ),
  'GET /api/warehouse/barcodes/:barcode': onObject(
    async (w, a, s) => (await sizeOf(w, target(w, a, s).company.id)).barcode,
    (barcode) => `/api/warehouse/barcodes/${barcode}`,
  ),
  'GET /api/warehouse/items': tenant('/api/warehouse/items?q=Футболка'),
  'GET /api/warehouse/operations/:id': onObject(draftOf, (id) => `/api/warehouse/operations/${id}`),
  'POST /api/warehouse/operations': {
    build: async (w, a) =>
      companyless(a) ? null : { url: '/api/warehouse/operations', body: await body(w, a) },
  },
  'PUT /api/warehouse/operations/:id': onObject(
    draftOf,
    (id) => `/api/warehouse/operations/${id}`,
    body,
  ),
  'POST /api/warehouse/operations/:id/post': onObject(
    draftOf,
    (id) => `/api/warehouse/operations/${id}/post`,
  ),
  'POST /api/warehouse/operations/:id/cancel': onObject(
    draftOf,
    (id) => `/api/warehouse/operations/${id}/cancel`,
  ),
  // The lines of another company's operation: the list engine's tenant condition leaves none.
  'GET /api/warehouse/operations/:id/lines': {
    build: async (w, a, s) =>
      companyless(a)
        ? null
        : { url: `/api/warehouse/operations/${await draftOf(w, a, s)}/lines?list=${list}` },
  },
  'GET /api/warehouse/operations/:id/lines/export': {
    build: async (w, a, s) =>
      companyless(a)
        ? null
        : {
            url: `/api/warehouse/operations/${await draftOf(w, a, s)}/lines/export?format=csv&list=${list}`,
          },
  },
  'POST /api/warehouse/operations/import-lines': {
    build: async (w, a) =>
      companyless(a)
        ? null
        : {
            url: '/api/warehouse/operations/import-lines',
            body: csv((await sizeOf(w, target(w, a, 'own').company.id)).barcode),
          },
  },
};
