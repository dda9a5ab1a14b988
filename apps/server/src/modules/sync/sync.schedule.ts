import { isSyncActive, type AccountSync, type WbDatasetKey } from '@wb/shared';
import type { DbOrTx } from '../../db/client';
import { isoOrNull } from '../../lib/list-query';
import { accountsWithSeller, isCompanyAccount } from '../wb-accounts/wb-accounts.repository';
import { accountNotFound } from './sync.errors';
import { liveOf } from './sync.live';
import { SYNC_DATASETS } from './sync.registry';
import * as repo from './sync.repository';

/** Every synced dataset of every account with a known seller has its state row. */
export async function ensureStates(db: DbOrTx, accountId?: string): Promise<void> {
  const accounts = await accountsWithSeller(db, accountId);
  await repo.insertStates(
    db,
    accounts.flatMap((a) =>
      SYNC_DATASETS.map((d) => ({ accountId: a.id, companyId: a.companyId, dataset: d.key })),
    ),
  );
}

/** Account × dataset pairs due now: sync on, not paused, next run reached. */
export async function dueStates(db: DbOrTx, now = new Date()) {
  await ensureStates(db);
  return repo.duePairs(db, now);
}

/** The account's datasets as /accounts-wb shows them. Company-scoped. */
export async function accountSync(
  db: DbOrTx,
  companyId: string,
  accountId: string,
): Promise<AccountSync> {
  if (!(await isCompanyAccount(db, companyId, accountId))) throw accountNotFound();
  await ensureStates(db, accountId);
  const rows = await repo.accountStates(db, companyId, accountId);
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
  await repo.makeAccountDue(db, accountId, new Date());
  return SYNC_DATASETS.map((d) => ({ accountId, dataset: d.key }));
}
