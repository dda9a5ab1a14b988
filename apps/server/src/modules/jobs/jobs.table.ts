import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per job execution (for /admin/cron-report): start, end, result, error. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The queue's job id; a retried job keeps its id and gets one row per attempt. */
    jobId: uuid('job_id').notNull(),
    attempt: integer('attempt').notNull().default(1),
    /** Set when the job was created by a schedule declared in code. */
    schedule: text('schedule'),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the queue gives up on this attempt; a run still "running" after it was abandoned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** host:pid:random of the worker that ran it. */
    worker: text('worker').notNull(),
  },
  (t) => [
    check('job_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
    index('job_runs_started_at_idx').on(t.startedAt.desc()),
    index('job_runs_name_started_at_idx').on(t.name, t.startedAt.desc()),
    index('job_runs_running_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'running'`),
    index('job_runs_failed_idx')
      .on(t.startedAt.desc())
      .where(sql`${t.status} = 'failed'`),
  ],
);
