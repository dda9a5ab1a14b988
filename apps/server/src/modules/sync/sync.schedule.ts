import { isSyncActive, type AccountSync, type WbDatasetKey } from '@wb/shared';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isoOrNull } from '../../lib/list-query';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { liveOf, liveSql, type LivePair } from './sync.live';
import { SYNC_DATASETS } from './sync.service';
import { syncState } from './sync.table';

/** The live pair (sync.live.ts) of `a` (wb_accounts) and `st` (sync_state) of a query. */
export const pairOf = (dataset: SQL): LivePair => ({
  accountId: sql`a.id`,
  dataset,
  nextRunAt: sql`st.next_run_at`,
  paused: sql`st.paused`,
  syncEnabled: sql`a.sync_enabled`,
});

/** The dataset keys the engine syncs, as an SQL array (their order). */
export const syncedKeys = () =>
  sql`array[${sql.join(
    SYNC_DATASETS.map((d) => sql`${d.key}`),
    sql`, `,
  )}]::text[]`;

/** Every synced dataset of every account with a known seller has its state row. */
export async function ensureStates(db: DbOrTx, accountId?: string): Promise<void> {
  const accounts = await db
    .select({ id: wbAccounts.id, companyId: wbAccounts.companyId })
    .from(wbAccounts)
    .where(
      and(isNotNull(wbAccounts.sellerId), accountId ? eq(wbAccounts.id, accountId) : undefined),
    );
  const rows = accounts.flatMap((a) =>
    SYNC_DATASETS.map((d) => ({ accountId: a.id, companyId: a.companyId, dataset: d.key })),
  );
  if (rows.length) await db.insert(syncState).values(rows).onConflictDoNothing();
}

/** Account × dataset pairs due now: sync on, not paused, next run reached. */
export async function dueStates(db: DbOrTx, now = new Date()) {
  await ensureStates(db);
  return db
    .select({ accountId: syncState.accountId, dataset: syncState.dataset })
    .from(syncState)
    .innerJoin(wbAccounts, eq(wbAccounts.id, syncState.accountId))
    .where(
      and(
        eq(wbAccounts.syncEnabled, true),
        eq(syncState.paused, false),
        sql`${syncState.nextRunAt} <= ${now}`,
      ),
    );
}

/** The account's datasets as /accounts-wb shows them. Company-scoped. */
export async function accountSync(
  db: DbOrTx,
  companyId: string,
  accountId: string,
): Promise<AccountSync> {
  const [account] = await db
    .select({ id: wbAccounts.id })
    .from(wbAccounts)
    .where(and(eq(wbAccounts.companyId, companyId), eq(wbAccounts.id, accountId)));
  if (!account) throw notFound('Кабинет WB не найден');
  await ensureStates(db, accountId);
  const { rows } = await db.execute(sql`
    SELECT d.dataset, st.paused, st.last_success_at, st.last_error, st.last_error_at,
           st.skipped_reason, st.rows_total, ${liveSql(pairOf(sql`d.dataset`))} AS live
      FROM wb_accounts a
     CROSS JOIN unnest(${syncedKeys()}) WITH ORDINALITY AS d(dataset, ord)
      JOIN sync_state st ON st.account_id = a.id AND st.dataset = d.dataset
     WHERE a.id = ${accountId}::uuid AND a.company_id = ${companyId}::uuid
     ORDER BY d.ord`);
  return {
    accountId,
    datasets: rows.map((r) => {
      const { nextRunAt, progress } = liveOf(r.live);
      return {
        dataset: r.dataset as WbDatasetKey,
        pending: isSyncActive(progress.phase),
        paused: r.paused === true,
        lastSuccessAt: isoOrNull(r.last_success_at),
        lastError: (r.last_error as string | null) ?? null,
        lastErrorAt: isoOrNull(r.last_error_at),
        skippedReason: (r.skipped_reason as string | null) ?? null,
        nextRunAt,
        rowsTotal: Number(r.rows_total),
        progress,
      };
    }),
  };
}

/** Makes every dataset of the account due now; returns the pairs to queue. */
export async function requestSync(db: DbOrTx, companyId: string, accountId: string) {
  await accountSync(db, companyId, accountId); // scope check and state rows
  await db
    .update(syncState)
    .set({ nextRunAt: new Date(), updatedAt: new Date() })
    .where(and(eq(syncState.accountId, accountId), eq(syncState.paused, false)));
  return SYNC_DATASETS.map((d) => ({ accountId, dataset: d.key }));
}
