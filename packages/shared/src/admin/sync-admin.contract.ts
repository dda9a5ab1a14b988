import * as z from 'zod/mini';
import { SYNC_RUN_STATUSES, syncProgressSchema } from '../connections/sync.contract';
import { WB_DATASETS } from '../connections/wb-categories';
import { defineContract } from '../contracts/define';
import { isDateInRange } from '../dates/msk';
import { instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';

const admin = { adminOnly: true, tag: 'admin' } as const;
const datasetKey = z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]]);

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

const flags = ['true', 'false'] as const;
const column = <K extends string>(
  key: K,
  type: 'text' | 'number' | 'date',
  header: string,
  width: number,
) => ({ key, type, sortable: true, filterable: true, header, width }) as const;
const count = <K extends string>(key: K, header: string, visible = true) =>
  ({ ...column(key, 'number', header, 120), integer: true, visible }) as const;
const flag = <K extends string>(key: K, header: string, visible = true) =>
  ({
    key,
    type: 'enum',
    options: flags,
    optionLabels: { true: 'admin:yes', false: 'admin:no' },
    sortable: true,
    filterable: true,
    header,
    width: 130,
    visible,
  }) as const;

/**
 * /admin/sync: one row per account (with a known seller) × synced dataset of every company.
 * Flags are enums of the row's booleans as text ('true'/'false'), so filters and exports agree.
 */
export const ADMIN_SYNC_COLUMNS = [
  /** An error, a skip or a failed last run: needs a look. */
  flag('problem', 'Проблема'),
  column('companyName', 'text', 'Компания', 200),
  column('accountName', 'text', 'Кабинет', 180),
  {
    key: 'dataset',
    type: 'enum',
    options: WB_DATASETS.map((d) => d.key),
    optionLabels: 'connections:datasets',
    sortable: true,
    filterable: true,
    header: 'Данные',
    width: 170,
  },
  column('lastSuccessAt', 'date', 'Последний успех', 170),
  /** Seconds from the last success to now; empty before the first success. */
  { ...count('lagSeconds', 'Отставание, с'), width: 140 },
  count('rowsTotal', 'Строк всего'),
  {
    key: 'lastRunStatus',
    type: 'enum',
    options: SYNC_RUN_STATUSES,
    optionLabels: 'admin:runStatus',
    sortable: true,
    filterable: true,
    header: 'Последний запуск',
    width: 170,
  },
  column('lastRunStartedAt', 'date', 'Начало запуска', 170),
  { ...column('lastRunFinishedAt', 'date', 'Конец запуска', 170), visible: false },
  count('pages', 'Страниц'),
  count('rowsIn', 'Строк'),
  count('rowsUpserted', 'Записано строк', false),
  count('requests', 'Запросов'),
  count('retries', 'Повторов'),
  { ...count('rateLimitWaitMs', 'Ожидание лимитов, мс'), width: 160 },
  /** The dataset's last error, else the failed last run's. */
  column('error', 'text', 'Ошибка', 280),
  { ...column('lastErrorAt', 'date', 'Время ошибки', 170), visible: false },
  { ...column('skippedReason', 'text', 'Причина пропуска', 220), visible: false },
  column('nextRunAt', 'date', 'Следующий запуск', 170),
  flag('paused', 'Приостановлена', false),
  /** The account's own "sync on/off" switch (/accounts-wb). */
  flag('accountSyncEnabled', 'Синхронизация кабинета', false),
] as const satisfies readonly ColumnDef[];
export type AdminSyncColumnKey = (typeof ADMIN_SYNC_COLUMNS)[number]['key'];

/** One account × dataset of any company, as /admin/sync shows it (the latest run flattened). */
export const adminSyncRowSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  accountId: z.uuid(),
  accountName: z.string(),
  accountSyncEnabled: z.boolean(),
  dataset: datasetKey,
  lastSuccessAt: z.nullable(instantSchema),
  lagSeconds: z.nullable(z.int()),
  rowsTotal: z.number(),
  error: z.nullable(z.string()),
  lastErrorAt: z.nullable(instantSchema),
  skippedReason: z.nullable(z.string()),
  paused: z.boolean(),
  /**
   * When the scheduler starts the next run: never in the past (now when due or queued; empty
   * while running, paused or with the cabinet's sync off).
   */
  nextRunAt: z.nullable(instantSchema),
  problem: z.boolean(),
  /** The latest sync_runs row (all null before the first run). */
  lastRunStatus: z.nullable(z.enum(SYNC_RUN_STATUSES)),
  lastRunStartedAt: z.nullable(instantSchema),
  lastRunFinishedAt: z.nullable(instantSchema),
  pages: z.nullable(z.int()),
  rowsIn: z.nullable(z.number()),
  rowsUpserted: z.nullable(z.number()),
  requests: z.nullable(z.int()),
  retries: z.nullable(z.int()),
  rateLimitWaitMs: z.nullable(z.number()),
  /** What the pair does now and how far its latest sync got. */
  progress: syncProgressSchema,
});
export type AdminSyncRow = z.infer<typeof adminSyncRowSchema>;

/** /admin/sync: the sync health of every account × dataset of every company. */
export const adminSyncList = defineList({
  key: 'adminSync',
  path: '/api/admin/sync',
  tag: 'admin',
  summary: 'Sync health of every account × dataset',
  access: { adminOnly: true },
  tenant: 'platform',
  row: adminSyncRowSchema,
  columns: ADMIN_SYNC_COLUMNS,
  export: {
    action: 'admin.sync_export',
    entity: 'sync_state',
    file: 'sync',
    sheet: 'Синхронизация',
  },
});

const pairSchema = z.object({ accountId: z.uuid(), dataset: datasetKey });

/** One account × dataset as the grid shows it: followed while a sync the admin started runs. */
export const adminGetSyncContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/sync/pair',
  summary: 'Sync health of one account × dataset',
  query: pairSchema,
  response: adminSyncRowSchema,
});

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

/**
 * /admin/cron-report: every job run, newest first by default. `failed` also counts a run still
 * "running" after the queue gave up on it (shown as abandoned).
 */
export const ADMIN_CRON_COLUMNS = [
  column('name', 'text', 'Задание', 220),
  column('schedule', 'text', 'Расписание', 150),
  column('startedAt', 'date', 'Начало', 170),
  { ...column('finishedAt', 'date', 'Конец', 170), visible: false },
  { ...count('durationMs', 'Длительность, мс'), width: 150 },
  {
    key: 'status',
    type: 'enum',
    options: JOB_RUN_STATUSES,
    optionLabels: 'admin:runStatus',
    sortable: true,
    filterable: true,
    header: 'Результат',
    width: 150,
  },
  flag('failed', 'Сбой', false),
  count('attempt', 'Попытка'),
  column('error', 'text', 'Ошибка', 300),
  column('worker', 'text', 'Исполнитель', 160),
  { ...column('jobId', 'text', 'ID задания', 300), visible: false },
  { ...count('id', 'Номер запуска', false), width: 140 },
] as const satisfies readonly ColumnDef[];
export type AdminCronColumnKey = (typeof ADMIN_CRON_COLUMNS)[number]['key'];

/** /admin/cron-report: every run of the scheduled and queued jobs. */
export const adminCronReportList = defineList({
  key: 'adminCronReport',
  path: '/api/admin/cron-report',
  tag: 'admin',
  summary: 'Job runs',
  access: { adminOnly: true },
  tenant: 'platform',
  row: adminJobRunSchema,
  columns: ADMIN_CRON_COLUMNS,
  export: {
    action: 'admin.cron_report_export',
    entity: 'job_run',
    file: 'cron-report',
    sheet: 'Запуски заданий',
  },
});

/** Every job name that has runs, for the report's job filter. */
export const adminCronJobNamesContract = defineContract({
  ...admin,
  method: 'GET',
  path: '/api/admin/cron-report/names',
  summary: 'Names of the jobs that have runs',
  response: z.array(z.string()),
});
