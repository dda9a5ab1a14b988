/**
 * Authorization-matrix cases of /transportations and /logistics-groups (see matrix-cases.ts):
 * permission `transportation`, company-scoped. Objects are inserted directly in the scope's
 * company; a transportation packing one unit of the company's size (in stock, so shipping works).
 */
import { randomInt } from 'node:crypto';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';
import { companyless, sizeOf, warehouseOf } from './matrix-cases-warehouse';

type Status = 'planned' | 'packing' | 'shipped';

/** A transportation of the scope's company in `status`, one unit of its size in box 1 (in stock). */
export async function transportationOf(
  w: World,
  a: Actor,
  s: Scope,
  status: Status = 'packing',
  withItems = true,
): Promise<string> {
  const companyId = target(w, a, s).company.id;
  const [size, warehouseId] = [await sizeOf(w, companyId), await warehouseOf(w, companyId)];
  const q = (text: string, values: unknown[]) => w.ctx.database.pool.query(text, values);
  const { rows } = await q(
    `INSERT INTO transportations (company_id, year, number, status, account_id, warehouse_id, wb_warehouse, planned_date, volume)
     VALUES ($1, 1999, $2, $3, $4, $5, 'Коледино', '1999-06-01', 10) RETURNING id`,
    [companyId, randomInt(1, 2 ** 31 - 1), status, size.accountId, warehouseId],
  );
  const id = (rows[0] as { id: string }).id;
  if (!withItems) return id;
  await q(
    `INSERT INTO transportation_items (company_id, transportation_id, line_no, account_id, nm_id, chrt_id, box_no, quantity)
     VALUES ($1, $2, 1, $3, $4, $5, 1, 1)`,
    [companyId, id, size.accountId, size.nmId, size.chrtId],
  );
  await q(
    `INSERT INTO transportation_boxes (company_id, transportation_id, box_no, barcode) VALUES ($1, $2, 1, 'TR1999-1-1')`,
    [companyId, id],
  );
  // One unit on hand, through a posted receipt's movement, layer and balance.
  const op = await q(
    `INSERT INTO warehouse_operations (company_id, year, number, kind, status, date, warehouse_id)
     VALUES ($1, 1999, $2, 'receipt', 'posted', '1999-06-01', $3) RETURNING id`,
    [companyId, randomInt(1, 2 ** 31 - 1), warehouseId],
  );
  const mv = await q(
    `INSERT INTO stock_movements (company_id, operation_id, warehouse_id, account_id, nm_id, chrt_id, quantity, cost)
     VALUES ($1, $2, $3, $4, $5, $6, 1, 10) RETURNING id`,
    [
      companyId,
      (op.rows[0] as { id: string }).id,
      warehouseId,
      size.accountId,
      size.nmId,
      size.chrtId,
    ],
  );
  await q(
    `INSERT INTO stock_layers (company_id, warehouse_id, account_id, nm_id, chrt_id, movement_id, received_at, unit_cost, quantity, remaining)
     VALUES ($1, $2, $3, $4, $5, $6, now(), 10, 1, 1)`,
    [
      companyId,
      warehouseId,
      size.accountId,
      size.nmId,
      size.chrtId,
      (mv.rows[0] as { id: number }).id,
    ],
  );
  await q(
    `INSERT INTO stock_balances (company_id, warehouse_id, account_id, nm_id, chrt_id, on_hand, value)
     VALUES ($1, $2, $3, $4, $5, 1, 10)`,
    [companyId, warehouseId, size.accountId, size.nmId, size.chrtId],
  );
  return id;
}

async function groupOf(w: World, a: Actor, s: Scope): Promise<string> {
  const companyId = target(w, a, s).company.id;
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `INSERT INTO logistics_groups (company_id, name, date, cost) VALUES ($1, 'Рейс', '1999-06-01', 100) RETURNING id`,
    [companyId],
  );
  return rows[0]!.id;
}

const body = async (w: World, a: Actor) => {
  const companyId = target(w, a, 'own').company.id;
  const size = await sizeOf(w, companyId);
  return {
    accountId: size.accountId,
    warehouseId: await warehouseOf(w, companyId),
    wbWarehouse: 'Коледино',
    plannedDate: '2026-11-20',
    items: [{ nmId: size.nmId, chrtId: size.chrtId, boxNo: 1, quantity: 1 }],
  };
};
const groupBody = async () => ({ name: 'Рейс', date: '2026-11-20', cost: '100' });

/** A request about the caller's own object, or the other company's (404). */
const onObject = (
  make: (w: World, a: Actor, s: Scope) => Promise<string>,
  url: (id: string) => string,
  payload?: (w: World, a: Actor) => Promise<unknown>,
  allowedErrors?: string[],
): MatrixCase => ({
  foreign: true,
  ...(allowedErrors ? { allowedErrors } : {}),
  build: async (w, a, s) => {
    if (companyless(a)) return null;
    const id = await make(w, a, s);
    return { url: url(id), ...(payload ? { body: await payload(w, a) } : {}) };
  },
});

const base = '/api/transportations';
const groups = '/api/logistics-groups';
const packing = (w: World, a: Actor, s: Scope) => transportationOf(w, a, s, 'packing');
const shipped = (w: World, a: Actor, s: Scope) => transportationOf(w, a, s, 'shipped');
const empty = (w: World, a: Actor, s: Scope) => transportationOf(w, a, s, 'planned', false);

export const transportationCases: Record<string, MatrixCase> = {
  // The lists' page and export cases are generated (matrix-cases-lists.ts).
  [`GET ${base}/:id`]: onObject(packing, (id) => `${base}/${id}`),
  [`GET ${base}/:id/labels`]: onObject(packing, (id) => `${base}/${id}/labels`),
  [`POST ${base}`]: {
    build: async (w, a) => (companyless(a) ? null : { url: base, body: await body(w, a) }),
  },
  [`PUT ${base}/:id`]: onObject(packing, (id) => `${base}/${id}`, body),
  [`POST ${base}/:id/status`]: onObject(
    packing,
    (id) => `${base}/${id}/status`,
    async () => ({ status: 'shipped' }),
  ),
  [`PUT ${base}/:id/wb-supply`]: onObject(
    packing,
    (id) => `${base}/${id}/wb-supply`,
    async () => ({ supplyId: '123456' }),
  ),
  // Nothing to put in a draft: refused before WB is asked (matrix-cases-effective.ts makes one).
  [`POST ${base}/:id/wb-draft`]: onObject(empty, (id) => `${base}/${id}/wb-draft`, undefined, [
    'VALIDATION_FAILED',
  ]),
  // No supply linked: refused (matrix-cases-effective.ts records an acceptance).
  [`POST ${base}/:id/wb-acceptance`]: onObject(
    shipped,
    (id) => `${base}/${id}/wb-acceptance`,
    undefined,
    ['SUPPLY_NOT_LINKED'],
  ),
  [`GET ${groups}/:id`]: onObject(groupOf, (id) => `${groups}/${id}`),
  [`POST ${groups}`]: {
    build: async (_w, a) => (companyless(a) ? null : { url: groups, body: await groupBody() }),
  },
  [`PUT ${groups}/:id`]: onObject(groupOf, (id) => `${groups}/${id}`, groupBody),
  [`DELETE ${groups}/:id`]: onObject(groupOf, (id) => `${groups}/${id}`),
};
