import type { AccountSync } from '@wb/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { SYNC_DATASETS } from './sync.service';
import { syncState } from './sync.table';

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
  const states = await db
    .select({
      state: syncState,
      // Running now, or stopped for WB's limit with more to read (deferred). Qualified by hand:
      // drizzle writes a one-table query's columns bare, and a bare name here would mean r's.
      running: sql<boolean>`coalesce((select r.status from sync_runs r
        where r.account_id = sync_state.account_id and r.dataset = sync_state.dataset
        order by r.started_at desc limit 1) in ('running', 'deferred'), false)`,
    })
    .from(syncState)
    .where(eq(syncState.accountId, accountId));
  const now = Date.now();
  return {
    accountId,
    datasets: SYNC_DATASETS.flatMap((d) => {
      const found = states.find((s) => s.state.dataset === d.key);
      if (!found) return [];
      const s = found.state;
      return [
        {
          dataset: d.key,
          pending: found.running || (!s.paused && s.nextRunAt.getTime() <= now),
          paused: s.paused,
          lastSuccessAt: s.lastSuccessAt?.toISOString() ?? null,
          lastError: s.lastError,
          lastErrorAt: s.lastErrorAt?.toISOString() ?? null,
          skippedReason: s.skippedReason,
          nextRunAt: s.nextRunAt.toISOString(),
          rowsTotal: s.rowsTotal,
        },
      ];
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
