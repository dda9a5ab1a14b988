import * as z from 'zod/mini';
import { WB_DATASETS } from '../connections/wb-categories';
import { defineContract } from '../contracts/define';
import { isDateInRange } from '../dates/msk';
import { instantSchema, pageOf, pageQuerySchema } from '../identity/identity.schemas';

const admin = { adminOnly: true, tag: 'admin' } as const;
const datasetKey = z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]]);

export const SYNC_RUN_STATUSES = ['running', 'succeeded', 'deferred', 'failed', 'skipped'] as const;
export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

/** The latest sync_runs row of an account × dataset. */
export const adminSyncRunSchema = z.object({
  status: z.enum(SYNC_RUN_STATUSES),
  startedAt: instantSchema,
  finishedAt: z.nullable(instantSchema),
  pages: z.int(),
  rowsIn: z.number(),
  rowsUpserted: z.number(),
  requests: z.int(),
  retries: z.int(),
  rateLimitWaitMs: z.number(),
  error: z.nullable(z.string()),
});

/** One account × dataset of any company, as /admin/sync shows it. */
export const adminSyncRowSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  accountId: z.uuid(),
  accountName: z.string(),
  /** The account's own "sync on/off" switch (/accounts-wb). */
  accountSyncEnabled: z.boolean(),
  dataset: datasetKey,
  lastSuccessAt: z.nullable(instantSchema),
  /** Seconds from the last success to now; null before the first success. */
  lagSeconds: z.nullable(z.int()),
  rowsTotal: z.number(),
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(instantSchema),
  skippedReason: z.nullable(z.string()),
  paused: z.boolean(),
  nextRunAt: instantSchema,
  /** An error, a skip or a failed last run: needs a look. */
  problem: z.boolean(),
  lastRun: z.nullable(adminSyncRunSchema),
});
export type AdminSyncRow = z.infer<typeof adminSyncRowSchema>;

export const adminSyncQuerySchema = z.extend(pageQuerySchema, {
  /** Only rows with a problem. */
  problems: z.optional(z.enum(['true', 'false'])),
});

export const adminListSyncContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/sync',
  summary: 'Sync health of every account × dataset (search by company or account)',
  query: adminSyncQuerySchema,
  response: pageOf(adminSyncRowSchema),
});

const pairSchema = z.object({ accountId: z.uuid(), dataset: datasetKey });

/** Queues the dataset now; a run already queued is not queued twice. */
export const adminRunSyncContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/sync/run',
  summary: 'Run an account × dataset sync now',
  body: pairSchema,
  response: adminSyncRowSchema,
  status: 202,
});

export const adminPauseSyncContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/sync/pause',
  summary: 'Pause or resume an account × dataset sync',
  body: z.extend(pairSchema, { paused: z.boolean() }),
  response: adminSyncRowSchema,
});

/** A business date (Moscow) from which the dataset is read again. */
export const resyncFromSchema = z
  .string()
  .check(z.refine(isDateInRange, { message: 'Укажите дату в формате ГГГГ-ММ-ДД' }));

/** Resets the cursor so the next run starts at `from`, and queues it. */
export const adminResyncContract = defineContract({
  ...admin,
  method: 'POST',
  path: '/api/admin/sync/resync',
  summary: 'Sync an account × dataset again from a date',
  body: z.extend(pairSchema, { from: resyncFromSchema }),
  response: adminSyncRowSchema,
  status: 202,
});

/** One execution of a scheduled or queued job (job_runs). */
export const adminJobRunSchema = z.object({
  id: z.int(),
  name: z.string(),
  jobId: z.uuid(),
  attempt: z.int(),
  schedule: z.nullable(z.string()),
  status: z.enum(JOB_RUN_STATUSES),
  startedAt: instantSchema,
  finishedAt: z.nullable(instantSchema),
  durationMs: z.nullable(z.int()),
  error: z.nullable(z.string()),
  worker: z.string(),
  /** Failed, or still "running" after the queue gave up on it. */
  failed: z.boolean(),
});
export type AdminJobRun = z.infer<typeof adminJobRunSchema>;

export const adminCronReportQuerySchema = z.extend(z.omit(pageQuerySchema, { q: true }), {
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  status: z.optional(z.enum(JOB_RUN_STATUSES)),
});

export const adminCronReportContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/cron-report',
  summary: 'Job runs, newest first',
  query: adminCronReportQuerySchema,
  response: z.extend(pageOf(adminJobRunSchema), {
    /** Every job name that has runs, for the filter. */
    names: z.array(z.string()),
  }),
});
