/**
 * What other modules read of the synced FBW supplies (docs/wb-notes.md#fbw-supplies): a
 * transportation linked to a supply reads its status and, once WB has accepted it, the accepted
 * quantities of its goods per barcode.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface SyncedSupply {
  supplyId: string | null;
  preorderId: string | null;
  /** 5 = Принято (docs/wb-notes.md#fbw-supplies). */
  statusId: number | null;
  warehouseName: string | null;
  supplyDate: string | null;
  factDate: string | null;
  quantity: number | null;
  acceptedQuantity: number | null;
  goods: {
    barcode: string;
    nmId: number | null;
    quantity: number | null;
    accepted: number | null;
  }[];
}

/** WB's status of an accepted supply. */
export const SUPPLY_ACCEPTED = 5;

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();
const int = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The cabinet's synced supply with that supply (or preorder) number and its goods; null if not synced. */
export async function syncedSupply(
  db: DbOrTx,
  companyId: string,
  accountId: string,
  ref: { supplyId: string | null; preorderId: string | null },
): Promise<SyncedSupply | null> {
  if (!ref.supplyId && !ref.preorderId) return null;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT supply_key, supply_id::text, preorder_id::text, status_id, warehouse_name, supply_date,
           fact_date, quantity, accepted_quantity
      FROM wb_supplies
     WHERE company_id = ${companyId} AND account_id = ${accountId}
       AND (supply_id = ${ref.supplyId}::numeric OR preorder_id = ${ref.preorderId}::numeric)
     ORDER BY (supply_id = ${ref.supplyId}::numeric) DESC NULLS LAST
     LIMIT 1`);
  const s = rows[0];
  if (!s) return null;
  const goods = await db.execute<Record<string, unknown>>(sql`
    SELECT barcode, nm_id, quantity, accepted_quantity
      FROM wb_supply_goods
     WHERE company_id = ${companyId} AND account_id = ${accountId} AND supply_key = ${s.supply_key}
     ORDER BY barcode`);
  return {
    supplyId: (s.supply_id as string | null) ?? null,
    preorderId: (s.preorder_id as string | null) ?? null,
    statusId: int(s.status_id),
    warehouseName: (s.warehouse_name as string | null) ?? null,
    supplyDate: iso(s.supply_date),
    factDate: iso(s.fact_date),
    quantity: int(s.quantity),
    acceptedQuantity: int(s.accepted_quantity),
    goods: goods.rows.map((g) => ({
      barcode: String(g.barcode),
      nmId: int(g.nm_id),
      quantity: int(g.quantity),
      accepted: int(g.accepted_quantity),
    })),
  };
}

/**
 * Units WB accepted from the company's FBW supplies per cabinet × product × Moscow day of the
 * supply's arrival (`fact_date`), for reports (docs/domain.md#product-flow): columns
 * `company_id, account_id, nm_id, day, accepted`. Goods without a card or a date are left out.
 */
export const acceptedUnitsSql = (tenant: SQL, from: string, to: string): SQL => sql`
  SELECT s.company_id, g.account_id, g.nm_id,
         (s.fact_date AT TIME ZONE 'Europe/Moscow')::date AS day,
         sum(g.accepted_quantity)::int AS accepted
    FROM wb_supplies s
    JOIN wb_supply_goods g ON g.account_id = s.account_id AND g.supply_key = s.supply_key
   WHERE s.company_id = ${tenant} AND g.nm_id IS NOT NULL AND g.accepted_quantity > 0
     AND s.fact_date >= (${from}::date::timestamp AT TIME ZONE 'Europe/Moscow')
     AND s.fact_date < ((${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Moscow')
   GROUP BY 1, 2, 3, 4`;
