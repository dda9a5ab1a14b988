import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { HIDDEN_WB_WAREHOUSE_ID } from './wb-stocks.table';

/**
 * Per account of the company with a stocks sync: the snapshot its last finished run took
 * (`cursor.snapshotAt`), its last success, and its last error when newer than that success.
 */
export async function stockSyncStates(db: DbOrTx, companyId: string) {
  const { rows } = await db.execute<{
    account_id: string;
    account: string;
    snapshot_at: string | null;
    last_success_at: Date | string | null;
    last_error: string | null;
  }>(sql`
    SELECT a.id AS account_id, a.name AS account,
           CASE WHEN st.cursor ->> 'finished' = 'true' AND st.last_success_at IS NOT NULL
                THEN st.cursor ->> 'snapshotAt' END AS snapshot_at,
           st.last_success_at,
           CASE WHEN st.last_error_at > coalesce(st.last_success_at, '-infinity')
                THEN st.last_error END AS last_error
      FROM wb_accounts a
      JOIN sync_state st ON st.account_id = a.id AND st.dataset = 'stocks'
     WHERE a.company_id = ${companyId}::uuid
     ORDER BY a.name, a.id`);
  return rows;
}

/** Whether WB sent the company's stocks in the "warehouse hidden" mode (the aggregate warehouse). */
export async function hasHiddenWarehouse(db: DbOrTx, companyId: string): Promise<boolean> {
  const { rows } = await db.execute<{ hidden: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM wb_stocks s
       WHERE s.company_id = ${companyId}::uuid AND s.source = 'wb'
         AND s.warehouse_id = ${HIDDEN_WB_WAREHOUSE_ID} AND s.raw <> '{}'::jsonb) AS hidden`);
  return rows[0]?.hidden === true;
}

// ---------------------------------------------------------------- history

/** The stock keys of a history: a product of the company, a size and a warehouse when given. */
export interface HistoryKey {
  companyId: string;
  nmId: number;
  chrtId?: string | undefined;
  warehouseId?: number | undefined;
}

/** A key's values at a time (a snapshot) or at the end of a day (the daily rollup). */
export type HistoryRow = {
  account_id: string;
  chrt_id: string;
  warehouse_id: string;
  at: Date | string;
  quantity: number | null;
  in_way_to_client: number | null;
  in_way_from_client: number | null;
};

function keyWhere(k: HistoryKey): SQL {
  const where: SQL[] = [
    sql`company_id = ${k.companyId}::uuid`,
    sql`nm_id = ${k.nmId}`,
    sql`source = 'wb'`,
  ];
  if (k.chrtId !== undefined) where.push(sql`chrt_id = ${k.chrtId}::numeric`);
  if (k.warehouseId !== undefined) where.push(sql`warehouse_id = ${k.warehouseId}`);
  return sql.join(where, sql` AND `);
}

const cols = sql`account_id, chrt_id::text AS chrt_id, warehouse_id, quantity, in_way_to_client,
    in_way_from_client`;

/** Each key's last snapshot before `start`. */
export async function snapshotsBefore(db: DbOrTx, k: HistoryKey, start: Date) {
  const { rows } = await db.execute<HistoryRow>(sql`
    SELECT DISTINCT ON (account_id, chrt_id, warehouse_id) ${cols}, taken_at AS at
      FROM stock_snapshots WHERE ${keyWhere(k)} AND taken_at < ${start.toISOString()}
     ORDER BY account_id, chrt_id, warehouse_id, taken_at DESC`);
  return rows;
}

/** The keys' snapshots from `start` to before `until`, in time order. */
export async function snapshotsBetween(db: DbOrTx, k: HistoryKey, start: Date, until: Date) {
  const { rows } = await db.execute<HistoryRow>(sql`
    SELECT ${cols}, taken_at AS at FROM stock_snapshots
     WHERE ${keyWhere(k)} AND taken_at >= ${start.toISOString()}
       AND taken_at < ${until.toISOString()}
     ORDER BY taken_at`);
  return rows;
}

/** Each key's last daily row before the Moscow day `from`. */
export async function dailyBefore(db: DbOrTx, k: HistoryKey, from: string) {
  const { rows } = await db.execute<HistoryRow>(sql`
    SELECT DISTINCT ON (account_id, chrt_id, warehouse_id) ${cols}, day::text AS at
      FROM stock_daily WHERE ${keyWhere(k)} AND day < ${from}::date
     ORDER BY account_id, chrt_id, warehouse_id, day DESC`);
  return rows;
}

/** The keys' daily rows of the Moscow days `from` to `to` (both included), in day order. */
export async function dailyBetween(db: DbOrTx, k: HistoryKey, from: string, to: string) {
  const { rows } = await db.execute<HistoryRow>(sql`
    SELECT ${cols}, day::text AS at FROM stock_daily
     WHERE ${keyWhere(k)} AND day >= ${from}::date AND day <= ${to}::date
     ORDER BY day`);
  return rows;
}

// ---------------------------------------------------------------- read by products

/**
 * The stocks of one product of an account per warehouse and size (with the size's name), the
 * largest first; `hidden` marks WB's aggregate warehouse of the "warehouse hidden" mode.
 */
export async function stocksOfProduct(
  db: DbOrTx,
  ref: { companyId: string; accountId: string; nmId: number },
) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT s.source, s.warehouse_id, s.warehouse_name, s.chrt_id, ps.tech_size, s.quantity,
           s.in_way_to_client, s.in_way_from_client, s.taken_at
      FROM wb_stocks s
      LEFT JOIN product_sizes ps ON ps.account_id = s.account_id AND ps.chrt_id = s.chrt_id
     WHERE s.company_id = ${ref.companyId}::uuid AND s.account_id = ${ref.accountId}::uuid
       AND s.nm_id = ${ref.nmId}
     ORDER BY coalesce(s.quantity, 0) DESC, s.source, s.warehouse_name NULLS LAST, s.chrt_id`);
  return rows.map((r): Record<string, unknown> & { hidden: boolean } => ({
    ...r,
    hidden: r.source === 'wb' && Number(r.warehouse_id) === HIDDEN_WB_WAREHOUSE_ID,
  }));
}

/** The stock history's partitions of this month and the next (migration 0017's function). */
export async function ensureSnapshotPartitions(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT stock_snapshots_ensure_month(now()),
    stock_snapshots_ensure_month(now() + interval '1 month')`);
}
