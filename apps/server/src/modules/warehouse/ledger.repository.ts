/**
 * The stock ledger's SQL (docs/domain.md#own-warehouse): balances locked in key order, movements,
 * FIFO layers and what each out-movement took from them.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A product size in a warehouse: the key of a balance. */
export interface StockKey {
  warehouseId: string;
  accountId: string;
  nmId: number;
  chrtId: string;
}

export interface Balance {
  onHand: number;
  reserved: number;
  value: string;
}

export const keyOf = (k: Pick<StockKey, 'warehouseId' | 'accountId' | 'chrtId'>) =>
  `${k.warehouseId}:${k.accountId}:${k.chrtId}`;

/** Keys in the one order every transaction locks them in (no deadlock between postings). */
export function sortKeys<K extends StockKey>(keys: K[]): K[] {
  const unique = new Map(keys.map((k) => [keyOf(k), k]));
  return [...unique.values()].sort((a, b) =>
    a.warehouseId !== b.warehouseId
      ? a.warehouseId < b.warehouseId
        ? -1
        : 1
      : a.accountId !== b.accountId
        ? a.accountId < b.accountId
          ? -1
          : 1
        : BigInt(a.chrtId) < BigInt(b.chrtId)
          ? -1
          : BigInt(a.chrtId) > BigInt(b.chrtId)
            ? 1
            : 0,
  );
}

const keysJson = (keys: StockKey[]) =>
  JSON.stringify(
    keys.map((k, o) => ({ w: k.warehouseId, a: k.accountId, n: k.nmId, c: k.chrtId, o })),
  );

/**
 * Creates the missing balance rows and locks all of them (`FOR UPDATE`), in key order: a second
 * posting of the same sizes waits here and then reads what the first left.
 */
export async function lockBalances(
  tx: DbOrTx,
  companyId: string,
  keys: StockKey[],
): Promise<Map<string, Balance>> {
  const sorted = sortKeys(keys);
  if (sorted.length === 0) return new Map();
  const json = keysJson(sorted);
  await tx.execute(sql`
    INSERT INTO stock_balances (company_id, warehouse_id, account_id, nm_id, chrt_id)
    SELECT ${companyId}, k.w, k.a, k.n, k.c
      FROM jsonb_to_recordset(${json}::jsonb) AS k(w uuid, a uuid, n bigint, c numeric, o integer)
     ORDER BY k.o
    ON CONFLICT DO NOTHING`);
  const { rows } = await tx.execute<{
    warehouse_id: string;
    account_id: string;
    chrt_id: string;
    on_hand: number;
    reserved: number;
    value: string;
  }>(sql`
    SELECT b.warehouse_id, b.account_id, b.chrt_id::text, b.on_hand, b.reserved, b.value
      FROM stock_balances b
      JOIN jsonb_to_recordset(${json}::jsonb) AS k(w uuid, a uuid, c numeric)
        ON b.warehouse_id = k.w AND b.account_id = k.a AND b.chrt_id = k.c
     WHERE b.company_id = ${companyId}
     ORDER BY b.warehouse_id, b.account_id, b.chrt_id
       FOR UPDATE OF b`);
  return new Map(
    rows.map((r) => [
      keyOf({ warehouseId: r.warehouse_id, accountId: r.account_id, chrtId: r.chrt_id }),
      { onHand: Number(r.on_hand), reserved: Number(r.reserved), value: r.value },
    ]),
  );
}

export async function changeBalance(
  tx: DbOrTx,
  companyId: string,
  key: StockKey,
  quantity: number,
  cost: string,
): Promise<void> {
  await tx.execute(sql`
    UPDATE stock_balances
       SET on_hand = on_hand + ${quantity}, value = value + ${cost}::numeric, updated_at = now()
     WHERE company_id = ${companyId} AND warehouse_id = ${key.warehouseId}
       AND account_id = ${key.accountId} AND chrt_id = ${key.chrtId}`);
}

export async function insertMovement(
  tx: DbOrTx,
  companyId: string,
  operationId: string,
  key: StockKey,
  quantity: number,
  cost: string,
  reversesId: number | null = null,
): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO stock_movements
      (company_id, operation_id, warehouse_id, account_id, nm_id, chrt_id, quantity, cost, reverses_id)
    VALUES (${companyId}, ${operationId}, ${key.warehouseId}, ${key.accountId}, ${key.nmId},
            ${key.chrtId}, ${quantity}, ${cost}::numeric, ${reversesId})
    RETURNING id`);
  return Number(rows[0]!.id);
}

/** Units that came in together at one cost (a layer, or a part of one being moved). */
export interface Chunk {
  quantity: number;
  unitCost: string;
  receivedAt: Date;
}

export async function insertLayers(
  tx: DbOrTx,
  companyId: string,
  key: StockKey,
  movementId: number,
  chunks: Chunk[],
): Promise<void> {
  if (chunks.length === 0) return;
  const json = JSON.stringify(
    chunks.map((c) => ({ q: c.quantity, u: c.unitCost, r: c.receivedAt.toISOString() })),
  );
  await tx.execute(sql`
    INSERT INTO stock_layers
      (company_id, warehouse_id, account_id, nm_id, chrt_id, movement_id, received_at, unit_cost, quantity, remaining)
    SELECT ${companyId}, ${key.warehouseId}, ${key.accountId}, ${key.nmId}, ${key.chrtId},
           ${movementId}, c.r, c.u, c.q, c.q
      FROM jsonb_to_recordset(${json}::jsonb) AS c(q integer, u numeric, r timestamptz)`);
}

export interface OpenLayer {
  id: number;
  unitCost: string;
  remaining: number;
  receivedAt: Date;
}

/**
 * A size's layers with units left, in the order they are taken: those brought by `prefer` (the
 * movement a cancellation reverses) first, then the oldest.
 */
export async function openLayers(
  tx: DbOrTx,
  companyId: string,
  key: StockKey,
  prefer: number | null = null,
): Promise<OpenLayer[]> {
  const { rows } = await tx.execute<{
    id: string;
    unit_cost: string;
    remaining: number;
    received_at: string | Date;
  }>(
    sql`
    SELECT id, unit_cost, remaining, received_at
      FROM stock_layers
     WHERE company_id = ${companyId} AND warehouse_id = ${key.warehouseId}
       AND account_id = ${key.accountId} AND chrt_id = ${key.chrtId} AND remaining > 0
     ORDER BY (movement_id = ${prefer ?? -1}) DESC, received_at, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    unitCost: r.unit_cost,
    remaining: Number(r.remaining),
    receivedAt: new Date(r.received_at),
  }));
}

/** Takes units from layers and records which (a cancellation gives them back). */
export async function takeFromLayers(
  tx: DbOrTx,
  companyId: string,
  movementId: number,
  takes: { layerId: number; quantity: number }[],
): Promise<void> {
  if (takes.length === 0) return;
  const json = JSON.stringify(takes.map((t) => ({ l: t.layerId, q: t.quantity })));
  await tx.execute(sql`
    UPDATE stock_layers l SET remaining = l.remaining - t.q
      FROM jsonb_to_recordset(${json}::jsonb) AS t(l bigint, q integer)
     WHERE l.id = t.l AND l.company_id = ${companyId}`);
  await tx.execute(sql`
    INSERT INTO stock_layer_takes (company_id, movement_id, layer_id, quantity)
    SELECT ${companyId}, ${movementId}, t.l, t.q
      FROM jsonb_to_recordset(${json}::jsonb) AS t(l bigint, q integer)`);
}

/** Gives an out-movement's units back to the layers it took them from; returns their value. */
export async function giveBack(tx: DbOrTx, companyId: string, movementId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE stock_layers l SET remaining = l.remaining + t.quantity
      FROM stock_layer_takes t
     WHERE t.movement_id = ${movementId} AND t.company_id = ${companyId} AND l.id = t.layer_id`);
}

export interface MovementRow extends StockKey {
  id: number;
  quantity: number;
  cost: string;
  reversesId: number | null;
}

/** An operation's movements in the order they were written. */
export async function movementRows(
  tx: DbOrTx,
  companyId: string,
  operationId: string,
): Promise<MovementRow[]> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    SELECT id, warehouse_id, account_id, nm_id, chrt_id::text, quantity, cost, reverses_id
      FROM stock_movements
     WHERE company_id = ${companyId} AND operation_id = ${operationId}
     ORDER BY id`);
  return rows.map((r) => ({
    id: Number(r.id),
    warehouseId: String(r.warehouse_id),
    accountId: String(r.account_id),
    nmId: Number(r.nm_id),
    chrtId: String(r.chrt_id),
    quantity: Number(r.quantity),
    cost: String(r.cost),
    reversesId: r.reverses_id === null ? null : Number(r.reverses_id),
  }));
}

/**
 * The unit cost a size came in at most recently in the company (any warehouse): the cost of a
 * return or a count's surplus when the line gives none. Null when it never came in.
 */
export async function lastUnitCost(
  tx: DbOrTx,
  companyId: string,
  key: Pick<StockKey, 'accountId' | 'chrtId'>,
): Promise<string | null> {
  const { rows } = await tx.execute<{ unit_cost: string }>(sql`
    SELECT unit_cost FROM stock_layers
     WHERE company_id = ${companyId} AND account_id = ${key.accountId} AND chrt_id = ${key.chrtId}
     ORDER BY received_at DESC, id DESC LIMIT 1`);
  return rows[0]?.unit_cost ?? null;
}
