import { type adminCronReportList, type AdminJobRun } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoOrNull, type ListSource } from '../../lib/list-query';

/** A run still "running" after the queue gave up on it failed too. */
const failed = sql`(j.status = 'failed' OR (j.status = 'running' AND j.expires_at < now()))`;

/**
 * Every run of the scheduled and queued jobs (each column as SQL over `job_runs j`), newest
 * first by default.
 */
export const cronReportSource: ListSource<typeof adminCronReportList> = {
  columns: {
    name: { expr: sql`j.name`, sqlType: 'text', notNull: true },
    schedule: { expr: sql`j.schedule`, sqlType: 'text' },
    startedAt: { expr: sql`j.started_at`, sqlType: 'timestamptz', notNull: true },
    finishedAt: { expr: sql`j.finished_at`, sqlType: 'timestamptz' },
    durationMs: { expr: sql`j.duration_ms`, sqlType: 'bigint' },
    status: { expr: sql`j.status`, sqlType: 'text', notNull: true },
    failed: { expr: sql`(${failed})::text`, sqlType: 'text', notNull: true },
    attempt: { expr: sql`j.attempt`, sqlType: 'bigint', notNull: true },
    error: { expr: sql`j.error`, sqlType: 'text' },
    worker: { expr: sql`j.worker`, sqlType: 'text', notNull: true },
    jobId: { expr: sql`j.job_id::text`, sqlType: 'text', notNull: true },
    id: { expr: sql`j.id`, sqlType: 'bigint', notNull: true },
  },
  from: sql`job_runs j`,
  joins: {},
  tiebreak: [{ expr: sql`j.id`, sqlType: 'bigint' }],
  defaultSort: [{ field: 'startedAt', dir: 'desc' }],
  extra: {},
  mapRow: (r) => ({
    id: Number(r.id),
    name: String(r.name),
    jobId: String(r.jobId),
    attempt: Number(r.attempt),
    schedule: typeof r.schedule === 'string' ? r.schedule : null,
    status: r.status as AdminJobRun['status'],
    startedAt: isoOrNull(r.startedAt)!,
    finishedAt: isoOrNull(r.finishedAt),
    durationMs: r.durationMs === null || r.durationMs === undefined ? null : Number(r.durationMs),
    error: typeof r.error === 'string' ? r.error : null,
    worker: String(r.worker),
    failed: r.failed === 'true',
  }),
};

/** Every job name that has runs (the index on name, started_at answers it). */
export async function cronJobNames(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT DISTINCT name FROM job_runs ORDER BY name`,
  );
  return rows.map((r) => r.name);
}
