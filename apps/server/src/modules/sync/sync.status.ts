import type { CompanySync, SyncHealth, WbDatasetKey } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { SYNC_DATASETS } from './sync.service';

const PROBLEMS_SHOWN = 10;

/**
 * The current company's sync at a glance (the header indicator): one query over its accounts
 * with sync on and the datasets the engine syncs. A dataset is a problem while its last error is
 * newer than its last success; paused datasets are left out.
 */
export async function companySync(db: DbOrTx, companyId: string): Promise<CompanySync> {
  const datasets = SYNC_DATASETS.map((d) => d.key);
  const { rows } = await db.execute<{
    account_id: string;
    account_name: string;
    dataset: string;
    last_error: string | null;
    last_error_at: string | null;
    last_success_at: string | null;
    pending: boolean;
  }>(sql`
    SELECT a.id AS account_id, a.name AS account_name, s.dataset, s.last_error,
           to_json(s.last_error_at) #>> '{}' AS last_error_at,
           to_json(s.last_success_at) #>> '{}' AS last_success_at,
           (s.next_run_at <= now() OR (
             SELECT r.status FROM sync_runs r WHERE r.account_id = s.account_id
                AND r.dataset = s.dataset ORDER BY r.started_at DESC LIMIT 1
           ) IN ('running', 'deferred')) AS pending
      FROM wb_accounts a
      LEFT JOIN sync_state s ON s.account_id = a.id AND NOT s.paused
           AND s.dataset = ANY(${`{${datasets.join(',')}}`}::text[])
     WHERE a.company_id = ${companyId} AND a.sync_enabled`);
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
  const pending = states.filter((r) => r.pending).length;
  const successes = states.flatMap((r) =>
    r.last_success_at ? [Date.parse(r.last_success_at)] : [],
  );
  const health: SyncHealth =
    accounts === 0 ? 'none' : problems.length ? 'problem' : pending ? 'syncing' : 'ok';
  return {
    health,
    accounts,
    pending,
    lastSuccessAt: successes.length ? new Date(Math.max(...successes)).toISOString() : null,
    problems: problems.slice(0, PROBLEMS_SHOWN),
  };
}
