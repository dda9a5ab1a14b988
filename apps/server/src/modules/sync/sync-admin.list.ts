import { adminSyncList, type AdminSyncRow } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isoOrNull, listResourceOf, textOrNull, type ListSource } from '../../lib/list-query';
import { liveOf, liveSql, nextRunSql, type LivePair } from './sync.live';
import { pairNotFound } from './sync.errors';
import { syncedKeys, type SyncPair } from './sync.repository';

/**
 * Accounts with a known seller × synced datasets (state rows not created yet show as never
 * run: not paused, due now), with the company, the state, the latest run and what the pair
 * does now (sync.live.ts).
 */
const syncRows = () => sql`(
  SELECT c.id AS company_id, c.name AS company_name, a.id AS account_id, a.name AS account_name,
         a.sync_enabled AS account_sync_enabled, d.dataset, d.ord,
         st.last_success_at, coalesce(st.rows_total, 0) AS rows_total,
         coalesce(st.last_error, CASE WHEN r.status = 'failed' THEN r.error END) AS error,
         st.last_error_at, st.skipped_reason, coalesce(st.paused, false) AS paused,
         (st.last_error IS NOT NULL OR st.skipped_reason IS NOT NULL
           OR coalesce(r.status = 'failed', false)) AS problem,
         r.status AS run_status, r.started_at AS run_started_at, r.finished_at AS run_finished_at,
         r.pages, r.rows_in, r.rows_upserted, r.requests, r.retries, r.rate_limit_wait_ms,
         st.next_run_at AS due_at
    FROM wb_accounts a
   CROSS JOIN unnest(${syncedKeys()}) WITH ORDINALITY AS d(dataset, ord)
    JOIN companies c ON c.id = a.company_id
    LEFT JOIN sync_state st ON st.account_id = a.id AND st.dataset = d.dataset
    LEFT JOIN LATERAL (
      SELECT * FROM sync_runs x WHERE x.account_id = a.id AND x.dataset = d.dataset
       ORDER BY x.started_at DESC, x.id DESC LIMIT 1
    ) r ON true
   WHERE a.seller_id IS NOT NULL
) s`;

// What the pair does now, over the columns of `s`: select items of the list's own query (see
// sync.live.ts), so a page computes them for its rows only.
const pair: LivePair = {
  accountId: sql`s.account_id`,
  dataset: sql`s.dataset`,
  nextRunAt: sql`s.due_at`,
  paused: sql`s.paused`,
  syncEnabled: sql`s.account_sync_enabled`,
};

const flag = (name: string) => sql`(${sql.identifier('s')}.${sql.identifier(name)})::text`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Every account × dataset of every company (each column as SQL over the subquery `s`); by
 * company, account and the engine's order.
 */
export const adminSyncSource: ListSource<typeof adminSyncList> = {
  columns: {
    problem: { expr: flag('problem'), sqlType: 'text', notNull: true },
    companyName: { expr: sql`s.company_name`, sqlType: 'text', notNull: true },
    accountName: { expr: sql`s.account_name`, sqlType: 'text', notNull: true },
    dataset: { expr: sql`s.dataset`, sqlType: 'text', notNull: true },
    lastSuccessAt: { expr: sql`s.last_success_at`, sqlType: 'timestamptz' },
    lagSeconds: {
      expr: sql`floor(extract(epoch FROM greatest(now() - s.last_success_at, interval '0')))::bigint`,
      sqlType: 'bigint',
    },
    rowsTotal: { expr: sql`s.rows_total`, sqlType: 'bigint', notNull: true },
    lastRunStatus: { expr: sql`s.run_status`, sqlType: 'text' },
    lastRunStartedAt: { expr: sql`s.run_started_at`, sqlType: 'timestamptz' },
    lastRunFinishedAt: { expr: sql`s.run_finished_at`, sqlType: 'timestamptz' },
    pages: { expr: sql`s.pages`, sqlType: 'bigint' },
    rowsIn: { expr: sql`s.rows_in`, sqlType: 'bigint' },
    rowsUpserted: { expr: sql`s.rows_upserted`, sqlType: 'bigint' },
    requests: { expr: sql`s.requests`, sqlType: 'bigint' },
    retries: { expr: sql`s.retries`, sqlType: 'bigint' },
    rateLimitWaitMs: { expr: sql`s.rate_limit_wait_ms`, sqlType: 'bigint' },
    error: { expr: sql`s.error`, sqlType: 'text' },
    lastErrorAt: { expr: sql`s.last_error_at`, sqlType: 'timestamptz' },
    skippedReason: { expr: sql`s.skipped_reason`, sqlType: 'text' },
    nextRunAt: { expr: nextRunSql(pair), sqlType: 'timestamptz' },
    paused: { expr: flag('paused'), sqlType: 'text', notNull: true },
    accountSyncEnabled: { expr: flag('account_sync_enabled'), sqlType: 'text', notNull: true },
  },
  from: syncRows(),
  joins: {},
  tiebreak: [
    { expr: sql`s.account_id`, sqlType: 'uuid' },
    { expr: sql`s.ord`, sqlType: 'bigint' },
  ],
  defaultSort: [
    { field: 'companyName', dir: 'asc' },
    { field: 'accountName', dir: 'asc' },
  ],
  extra: {
    companyId: { expr: sql`s.company_id` },
    accountId: { expr: sql`s.account_id` },
    live: { expr: liveSql(pair) },
  },
  mapRow: (r) => ({
    companyId: String(r.companyId),
    companyName: String(r.companyName),
    accountId: String(r.accountId),
    accountName: String(r.accountName),
    accountSyncEnabled: r.accountSyncEnabled === 'true',
    dataset: String(r.dataset),
    lastSuccessAt: isoOrNull(r.lastSuccessAt),
    lagSeconds: num(r.lagSeconds),
    rowsTotal: Number(r.rowsTotal),
    error: textOrNull(r.error),
    lastErrorAt: isoOrNull(r.lastErrorAt),
    skippedReason: textOrNull(r.skippedReason),
    paused: r.paused === 'true',
    nextRunAt: isoOrNull(r.nextRunAt),
    problem: r.problem === 'true',
    lastRunStatus: textOrNull(r.lastRunStatus) as AdminSyncRow['lastRunStatus'],
    lastRunStartedAt: isoOrNull(r.lastRunStartedAt),
    lastRunFinishedAt: isoOrNull(r.lastRunFinishedAt),
    pages: num(r.pages),
    rowsIn: num(r.rowsIn),
    rowsUpserted: num(r.rowsUpserted),
    requests: num(r.requests),
    retries: num(r.retries),
    rateLimitWaitMs: num(r.rateLimitWaitMs),
    progress: liveOf(r.live).progress,
  }),
};

/** One account × dataset as the list shows it (the answer of the row actions). */
export async function getSyncRow(db: DbOrTx, pair: SyncPair): Promise<AdminSyncRow> {
  const resource = listResourceOf(adminSyncList, adminSyncSource, null);
  const select = sql.join(
    [
      ...resource.columns.map((c) => sql`${c.expr} AS ${sql.identifier(c.def.key)}`),
      ...Object.entries(resource.extra).map(([k, x]) => sql`${x.expr} AS ${sql.identifier(k)}`),
    ],
    sql`, `,
  );
  const { rows } = await db.execute(
    sql`SELECT ${select} FROM ${resource.from}
         WHERE s.account_id = ${pair.accountId}::uuid AND s.dataset = ${pair.dataset}`,
  );
  const [row] = rows;
  if (!row) throw pairNotFound();
  return resource.mapRow(row);
}
