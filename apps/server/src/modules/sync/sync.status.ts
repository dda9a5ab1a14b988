import {
  isSyncActive,
  type ActiveSync,
  type CompanySync,
  type SyncHealth,
  type WbDatasetKey,
} from '@wb/shared';
import type { DbOrTx } from '../../db/client';
import { liveOf } from './sync.live';
import { companyStates } from './sync.repository';

const PROBLEMS_SHOWN = 10;
const ACTIVE_SHOWN = 10;
/** Running first, then waiting for WB's limit, then queued. */
const ACTIVE_ORDER = ['running', 'waiting', 'queued'];

/**
 * The current company's sync at a glance (the header indicator): one query over its accounts
 * with sync on and the datasets the engine syncs. A dataset is a problem while its last error is
 * newer than its last success; paused datasets are left out.
 */
export async function companySync(db: DbOrTx, companyId: string): Promise<CompanySync> {
  const rows = await companyStates(db, companyId);
  const accounts = new Set(rows.map((r) => r.account_id)).size;
  const states = rows.filter((r) => r.dataset !== null);
  const problems = states
    .filter(
      (r) =>
        r.last_error !== null &&
        (r.last_success_at === null ||
          (r.last_error_at !== null &&
            Date.parse(r.last_error_at) > Date.parse(r.last_success_at))),
    )
    .sort((a, b) => Date.parse(b.last_error_at ?? '') - Date.parse(a.last_error_at ?? '') || 0)
    .map((r) => ({
      accountId: r.account_id,
      accountName: r.account_name,
      dataset: r.dataset as WbDatasetKey,
      error: r.last_error!,
      at: r.last_error_at ? new Date(r.last_error_at).toISOString() : null,
    }));
  const active: ActiveSync[] = states
    .map((r) => ({
      accountId: r.account_id,
      accountName: r.account_name,
      dataset: r.dataset as WbDatasetKey,
      progress: liveOf(r.live).progress,
    }))
    .filter((a) => isSyncActive(a.progress.phase))
    .sort(
      (a, b) => ACTIVE_ORDER.indexOf(a.progress.phase) - ACTIVE_ORDER.indexOf(b.progress.phase),
    );
  const successes = states.flatMap((r) =>
    r.last_success_at ? [Date.parse(r.last_success_at)] : [],
  );
  const health: SyncHealth =
    accounts === 0 ? 'none' : problems.length ? 'problem' : active.length ? 'syncing' : 'ok';
  return {
    health,
    accounts,
    pending: active.length,
    active: active.slice(0, ACTIVE_SHOWN),
    lastSuccessAt: successes.length ? new Date(Math.max(...successes)).toISOString() : null,
    problems: problems.slice(0, PROBLEMS_SHOWN),
  };
}
