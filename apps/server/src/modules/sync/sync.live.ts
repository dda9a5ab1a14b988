import type { SyncPhase, SyncProgress, SyncRunStatus } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queuedJobStart } from '../../jobs/queued';
import { isoOrNull } from '../../lib/list-query';

/** The queue of sync runs (sync.jobs.ts) and the singleton key a pair is queued under. */
export const SYNC_RUN_JOB = 'sync.run';
export const syncJobKey = (pair: { accountId: string; dataset: string }) =>
  `${pair.accountId}:${pair.dataset}`;

/** The session advisory lock a run holds on its pair for as long as it runs (sync.service.ts). */
export const syncLockKey = (accountId: string, dataset: string) => `sync:${accountId}:${dataset}`;

/** The pair's columns in the outer query (its sync_state's may be NULL before the row exists). */
export interface LivePair {
  accountId: SQL;
  dataset: SQL;
  /** sync_state.next_run_at: when it is due. */
  nextRunAt: SQL;
  paused: SQL;
  /** The cabinet's own sync switch (wb_accounts.sync_enabled). */
  syncEnabled: SQL;
}

/**
 * The advisory locks held in this database as their bigint keys (pg_locks shows a bigint key
 * as its high and low 32 bits, objsubid 1). Uncorrelated: read once per statement.
 */
const heldLocks = sql`(
  SELECT coalesce(array_agg((l.classid::bigint << 32) | l.objid::bigint), '{}')
    FROM pg_locks l
   WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;

/**
 * When the next run starts, by the phase: now when queued, the end of WB's wait, the start of a
 * job queued for later (the queue takes no second one for the pair), or the scheduler's first
 * minute tick (`sync.schedule` runs every minute) at or after `next_run_at`; none while running
 * (the run sets it when it ends), paused or off.
 */
const nextRun = ({ nextRunAt: due }: LivePair) => sql`CASE lp.phase
  WHEN 'queued' THEN now()
  WHEN 'waiting' THEN lw.until
  WHEN 'scheduled' THEN coalesce(lq.start_after, date_trunc('minute', ${due})
    + CASE WHEN ${due} > date_trunc('minute', ${due}) THEN interval '1 minute' ELSE interval '0' END)
END`;

/**
 * What an account × dataset is doing now (`lp.phase`), as a scalar subquery over the pair's
 * columns of the outer query, from
 * - `lq`: when the pair's queued job may start (a deferred run's job waits for WB's limit);
 * - `lr`: the latest run — "running" counts only while its run holds the pair's lock: a row
 *   stays "running" after its worker was killed (until the pair's next run marks it failed),
 *   and the lock goes with the worker's session;
 * - `lw`: until when it waits for WB's limit.
 * The phase follows what the scheduler and the queue will do: a pair whose next run is due is
 * queued at the scheduler's next tick, so it shows as queued rather than as a time already past;
 * a paused pair, or one of a cabinet with sync off and nothing queued, does not run.
 * A scalar subquery in the outer select list, not joins: a list computes it for the rows of its
 * page only (PostgreSQL evaluates volatile select items — pg_locks is — after the sort and
 * limit), unless it sorts or filters by it; in a subquery's select list it would keep the
 * subquery from being merged into the outer query and be computed for every row.
 */
function live(pair: LivePair, output: SQL, joins: SQL = sql``): SQL {
  const { accountId, dataset } = pair;
  return sql`(
    SELECT ${output}
      FROM (SELECT ${queuedJobStart(SYNC_RUN_JOB, sql`${accountId}::text || ':' || ${dataset}`)}
                   AS start_after OFFSET 0) lq
      LEFT JOIN LATERAL (
        SELECT x.status, x.started_at FROM sync_runs x
         WHERE x.account_id = ${accountId} AND x.dataset = ${dataset}
         ORDER BY x.started_at DESC, x.id DESC LIMIT 1
      ) lr ON true
      CROSS JOIN LATERAL (
        SELECT CASE WHEN lr.status = 'deferred' THEN greatest(${pair.nextRunAt}, lq.start_after) END
                 AS until,
               -- The key syncLockKey names.
               CASE WHEN lr.status = 'running'
                    THEN hashtextextended('sync:' || ${accountId}::text || ':' || ${dataset}, 0)
                           = ANY (${heldLocks}::bigint[])
                    ELSE false END AS alive
      ) lw
      CROSS JOIN LATERAL (
        SELECT CASE
          WHEN lw.alive THEN 'running'
          WHEN coalesce(${pair.paused}, false) THEN 'paused'
          WHEN lw.until > now() THEN 'waiting'
          WHEN lq.start_after <= now() THEN 'queued'
          WHEN lq.start_after > now() THEN 'scheduled'
          WHEN NOT ${pair.syncEnabled} THEN 'off'
          WHEN coalesce(${pair.nextRunAt}, now()) <= now() THEN 'queued'
          ELSE 'scheduled'
        END AS phase
      ) lp
      ${joins})`;
}

/** When the pair's next run starts (see `live`): a list's sortable column. */
export const nextRunSql = (pair: LivePair): SQL => live(pair, nextRun(pair));

/**
 * The pair's progress as one JSON value (read with `liveOf`): the phase, the next run, and
 * the latest sync — the latest run with the runs right before it that stopped for WB's limit
 * (a deferred run is continued by the next one), their pages and rows summed.
 */
export const liveSql = (pair: LivePair): SQL =>
  live(
    pair,
    sql`json_build_object('phase', lp.phase, 'nextRunAt', ${nextRun(pair)}, 'until', lw.until,
      'status', lr.status, 'startedAt', lc.started_at, 'pages', lc.pages, 'rows', lc.rows)`,
    sql`LEFT JOIN LATERAL (
      SELECT min(x.started_at) AS started_at, sum(x.pages) AS pages, sum(x.rows_in) AS rows
        FROM sync_runs x
       WHERE x.account_id = ${pair.accountId} AND x.dataset = ${pair.dataset}
         AND x.started_at <= lr.started_at
         AND x.started_at > coalesce((
           SELECT y.started_at FROM sync_runs y
            WHERE y.account_id = ${pair.accountId} AND y.dataset = ${pair.dataset}
              AND y.started_at < lr.started_at AND y.status <> 'deferred'
            ORDER BY y.started_at DESC LIMIT 1), '-infinity'::timestamptz)
    ) lc ON true`,
  );

interface LiveJson {
  phase: SyncPhase;
  nextRunAt: string | null;
  until: string | null;
  status: SyncRunStatus | null;
  startedAt: string | null;
  pages: number | null;
  rows: number | string | null;
}

/** A `liveSql` value: the pair's progress and when its next run starts. */
export function liveOf(value: unknown): { progress: SyncProgress; nextRunAt: string | null } {
  const v = value as LiveJson;
  return {
    progress: {
      phase: v.phase,
      startedAt: isoOrNull(v.startedAt),
      pages: Number(v.pages ?? 0),
      rows: Number(v.rows ?? 0),
      status: v.status,
      waitingUntil: v.phase === 'waiting' ? isoOrNull(v.until) : null,
    },
    nextRunAt: isoOrNull(v.nextRunAt),
  };
}
