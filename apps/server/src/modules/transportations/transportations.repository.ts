/** SQL of transportations, their boxes, items, events and acceptance (the services own the transactions). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nextDocumentNumber } from '../../db/document-numbers';
import {
  transportationAcceptance,
  transportationBoxes,
  transportationEvents,
  transportationItems,
  transportationNumbers,
  transportations,
} from './transportations.table';

export type TransportationRecord = typeof transportations.$inferSelect;
export type ItemRecord = typeof transportationItems.$inferSelect;
export type HeaderValues = Pick<
  TransportationRecord,
  | 'accountId'
  | 'warehouseId'
  | 'wbWarehouse'
  | 'plannedDate'
  | 'carrier'
  | 'cost'
  | 'volume'
  | 'weight'
  | 'comment'
>;

export const nextNumber = (db: DbOrTx, companyId: string, year: number) =>
  nextDocumentNumber(db, transportationNumbers, companyId, year);

export async function insertTransportation(
  db: DbOrTx,
  companyId: string,
  values: HeaderValues & Pick<TransportationRecord, 'year' | 'number' | 'authorId'>,
) {
  const [row] = await db
    .insert(transportations)
    .values({ companyId, ...values })
    .returning({ id: transportations.id });
  return row!.id;
}

export async function updateTransportation(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<Omit<TransportationRecord, 'id' | 'companyId' | 'createdAt'>>,
) {
  await db
    .update(transportations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(transportations.companyId, companyId), eq(transportations.id, id)));
}

export async function transportationRow(db: DbOrTx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(transportations)
    .where(and(eq(transportations.companyId, companyId), eq(transportations.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export type ItemValues = Pick<ItemRecord, 'accountId' | 'nmId' | 'chrtId' | 'boxNo' | 'quantity'>;

/**
 * Replaces the items and the boxes they fill. A box that stays keeps its barcode (a label
 * already printed stays true); a new box gets `boxCode(n)`.
 */
export async function replaceItems(
  db: DbOrTx,
  companyId: string,
  transportationId: string,
  items: ItemValues[],
  pallets: Map<number, number>,
  boxCode: (boxNo: number) => string,
) {
  const scope = (t: typeof transportationItems | typeof transportationBoxes) =>
    and(eq(t.companyId, companyId), eq(t.transportationId, transportationId));
  await db.delete(transportationItems).where(scope(transportationItems));
  const boxNos = [...new Set(items.map((i) => i.boxNo))].sort((a, b) => a - b);
  await db.execute(sql`
    DELETE FROM transportation_boxes
     WHERE company_id = ${companyId} AND transportation_id = ${transportationId}
       AND NOT (box_no = ANY (${`{${boxNos.join(',')}}`}::int[]))`);
  for (const boxNo of boxNos) {
    await db
      .insert(transportationBoxes)
      .values({
        companyId,
        transportationId,
        boxNo,
        barcode: boxCode(boxNo),
        palletNo: pallets.get(boxNo) ?? null,
      })
      .onConflictDoUpdate({
        target: [transportationBoxes.transportationId, transportationBoxes.boxNo],
        set: { palletNo: pallets.get(boxNo) ?? null },
      });
  }
  if (items.length === 0) return;
  await db
    .insert(transportationItems)
    .values(items.map((l, i) => ({ ...l, companyId, transportationId, lineNo: i + 1 })));
}

export async function itemRecords(db: DbOrTx, companyId: string, transportationId: string) {
  return db
    .select()
    .from(transportationItems)
    .where(
      and(
        eq(transportationItems.companyId, companyId),
        eq(transportationItems.transportationId, transportationId),
      ),
    )
    .orderBy(asc(transportationItems.lineNo));
}

/** The items with what people read about their sizes. */
export async function itemView(db: DbOrTx, companyId: string, transportationId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT i.id, i.line_no, i.nm_id, i.chrt_id::text AS chrt_id, p.title, p.vendor_code,
           ps.tech_size, ps.barcodes[1] AS barcode, i.box_no, i.quantity
      FROM transportation_items i
      LEFT JOIN products p ON p.account_id = i.account_id AND p.nm_id = i.nm_id
      LEFT JOIN product_sizes ps ON ps.account_id = i.account_id AND ps.chrt_id = i.chrt_id
     WHERE i.company_id = ${companyId} AND i.transportation_id = ${transportationId}
     ORDER BY i.box_no, i.line_no`);
  return rows;
}

export async function boxRows(db: DbOrTx, companyId: string, transportationId: string) {
  return db
    .select()
    .from(transportationBoxes)
    .where(
      and(
        eq(transportationBoxes.companyId, companyId),
        eq(transportationBoxes.transportationId, transportationId),
      ),
    )
    .orderBy(asc(transportationBoxes.boxNo));
}

/** Sets the barcodes WB's supply lists for some boxes (its package codes). */
export async function setWbBoxCodes(
  db: DbOrTx,
  companyId: string,
  transportationId: string,
  codes: Map<number, string>,
) {
  for (const [boxNo, barcode] of codes) {
    await db
      .update(transportationBoxes)
      .set({ barcode, fromWb: true })
      .where(
        and(
          eq(transportationBoxes.companyId, companyId),
          eq(transportationBoxes.transportationId, transportationId),
          eq(transportationBoxes.boxNo, boxNo),
        ),
      );
  }
}

/** Litres and kilograms of the items from their products' dimensions; null where any is unknown. */
export async function measuredVolume(
  db: DbOrTx,
  companyId: string,
  items: Pick<ItemRecord, 'accountId' | 'nmId' | 'quantity'>[],
): Promise<{ volume: string | null; weight: string | null }> {
  if (items.length === 0) return { volume: null, weight: null };
  const json = JSON.stringify(items.map((i) => ({ a: i.accountId, n: i.nmId, q: i.quantity })));
  const { rows } = await db.execute<{ volume: string | null; weight: string | null }>(sql`
    SELECT CASE WHEN bool_and(p.length IS NOT NULL AND p.width IS NOT NULL AND p.height IS NOT NULL)
                THEN round(sum(k.q * p.length * p.width * p.height / 1000), 3)::text END AS volume,
           CASE WHEN bool_and(p.weight IS NOT NULL) THEN round(sum(k.q * p.weight), 3)::text END AS weight
      FROM jsonb_to_recordset(${json}::jsonb) AS k(a uuid, n bigint, q int)
      LEFT JOIN products p ON p.account_id = k.a AND p.nm_id = k.n AND p.company_id = ${companyId}`);
  return rows[0] ?? { volume: null, weight: null };
}

export async function insertEvent(
  db: DbOrTx,
  companyId: string,
  transportationId: string,
  status: TransportationRecord['status'],
  userId: string | null,
  note: string | null = null,
) {
  await db
    .insert(transportationEvents)
    .values({ companyId, transportationId, status, userId, note });
}

export async function eventView(db: DbOrTx, companyId: string, transportationId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT e.status, e.at, u.full_name AS user_name, e.note
      FROM transportation_events e LEFT JOIN users u ON u.id = e.user_id
     WHERE e.company_id = ${companyId} AND e.transportation_id = ${transportationId}
     ORDER BY e.at, e.id`);
  return rows;
}

/** Names for a transportation's answer: cabinet, warehouse, author, group, shipment number. */
export async function names(db: DbOrTx, companyId: string, t: TransportationRecord) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT a.name AS account, w.name AS warehouse, u.full_name AS author, g.name AS group_name,
           o.number AS operation_number
      FROM wb_accounts a
      JOIN warehouses w ON w.company_id = ${companyId} AND w.id = ${t.warehouseId}
      LEFT JOIN users u ON u.id = ${t.authorId}
      LEFT JOIN logistics_groups g ON g.company_id = ${companyId} AND g.id = ${t.logisticsGroupId}
      LEFT JOIN warehouse_operations o ON o.company_id = ${companyId} AND o.id = ${t.operationId}
     WHERE a.company_id = ${companyId} AND a.id = ${t.accountId}`);
  return rows[0] ?? {};
}

export type AcceptanceValues = Pick<
  typeof transportationAcceptance.$inferInsert,
  'accountId' | 'nmId' | 'chrtId' | 'barcode' | 'shipped' | 'accepted'
>;

export async function replaceAcceptance(
  db: DbOrTx,
  companyId: string,
  transportationId: string,
  lines: AcceptanceValues[],
) {
  await db
    .delete(transportationAcceptance)
    .where(
      and(
        eq(transportationAcceptance.companyId, companyId),
        eq(transportationAcceptance.transportationId, transportationId),
      ),
    );
  if (lines.length === 0) return;
  await db
    .insert(transportationAcceptance)
    .values(lines.map((l) => ({ ...l, companyId, transportationId })));
}

export async function acceptanceView(db: DbOrTx, companyId: string, transportationId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT x.nm_id, x.chrt_id::text AS chrt_id, p.title, ps.tech_size, x.barcode, x.shipped, x.accepted
      FROM transportation_acceptance x
      LEFT JOIN products p ON p.account_id = x.account_id AND p.nm_id = x.nm_id
      LEFT JOIN product_sizes ps ON ps.account_id = x.account_id AND ps.chrt_id = x.chrt_id
     WHERE x.company_id = ${companyId} AND x.transportation_id = ${transportationId}
     ORDER BY x.shipped - x.accepted DESC, x.nm_id, x.chrt_id`);
  return rows;
}

/** Units per size of the items with the size's barcodes (to match WB's goods). */
export async function unitsBySize(db: DbOrTx, companyId: string, transportationId: string) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT i.account_id, i.nm_id, i.chrt_id::text AS chrt_id, sum(i.quantity)::int AS units,
           coalesce(ps.barcodes, '{}') AS barcodes
      FROM transportation_items i
      LEFT JOIN product_sizes ps ON ps.account_id = i.account_id AND ps.chrt_id = i.chrt_id
     WHERE i.company_id = ${companyId} AND i.transportation_id = ${transportationId}
     GROUP BY i.account_id, i.nm_id, i.chrt_id, ps.barcodes
     ORDER BY i.nm_id, i.chrt_id`);
  return rows.map((r) => ({
    accountId: String(r.account_id),
    nmId: Number(r.nm_id),
    chrtId: String(r.chrt_id),
    units: Number(r.units),
    barcodes: (r.barcodes as string[] | null) ?? [],
  }));
}

/** Whether the warehouse and the cabinet are the company's. */
export async function ownedRefs(
  db: DbOrTx,
  companyId: string,
  warehouseId: string,
  accountId: string,
) {
  const { rows } = await db.execute<{ w: number; a: number }>(sql`
    SELECT (SELECT count(*) FROM warehouses WHERE company_id = ${companyId} AND id = ${warehouseId})::int AS w,
           (SELECT count(*) FROM wb_accounts WHERE company_id = ${companyId} AND id = ${accountId})::int AS a`);
  return rows[0]!;
}
