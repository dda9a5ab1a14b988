import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { WB_DATASETS } from './wb-categories';

const datasetKey = z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]]);

/** How a sync run ended, or `running`. */
export const SYNC_RUN_STATUSES = ['running', 'succeeded', 'deferred', 'failed', 'skipped'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

/**
 * What an account × dataset is doing: `scheduled` (its next run is at a time), `queued` (due: a
 * worker takes it next), `running`, `waiting` (stopped for WB's rate limit, goes on at
 * `waitingUntil`), `paused`, `off` (the cabinet's sync is off and nothing is queued).
 */
export const SYNC_PHASES = ['scheduled', 'queued', 'running', 'waiting', 'paused', 'off'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

/** Whether a sync is under way (queued, running or waiting): screens showing it poll. */
export const isSyncActive = (phase: SyncPhase): boolean =>
  phase === 'queued' || phase === 'running' || phase === 'waiting';

/**
 * The latest sync of an account × dataset and what the pair does now. A sync stopped for WB's
 * rate limit goes on in its next run, so the latest sync is the latest run with the runs right
 * before it that ended waiting; its pages and rows count each committed page at once.
 */
export const syncProgressSchema = z.object({
  phase: z.enum(SYNC_PHASES),
  /** When the latest sync's first run began (null: it never ran). */
  startedAt: z.nullable(instantSchema),
  /** Pages and rows read from WB so far by the latest sync. */
  pages: z.int(),
  rows: z.number(),
  /** How the latest run stands or ended (null: never ran). */
  status: z.nullable(z.enum(SYNC_RUN_STATUSES)),
  /** While `waiting`: when WB's limit lets its next request go. */
  waitingUntil: z.nullable(instantSchema),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

/** Where one dataset of an account stands: last success, last error, why it cannot run. */
export const datasetSyncSchema = z.object({
  dataset: datasetKey,
  /** A run is in progress, queued or waiting for WB's limit. */
  pending: z.boolean(),
  paused: z.boolean(),
  lastSuccessAt: z.nullable(instantSchema),
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(instantSchema),
  skippedReason: z.nullable(z.string()),
  /**
   * When the scheduler starts the next run: never in the past (now when due or queued; null
   * while running, paused or with the cabinet's sync off).
   */
  nextRunAt: z.nullable(instantSchema),
  rowsTotal: z.number(),
  progress: syncProgressSchema,
});
export type DatasetSync = z.infer<typeof datasetSyncSchema>;

export const accountSyncSchema = z.object({
  accountId: z.uuid(),
  /** Datasets the engine syncs today, in WB_DATASETS order. */
  datasets: z.array(datasetSyncSchema),
});
export type AccountSync = z.infer<typeof accountSyncSchema>;

export const getAccountSyncContract = defineContract({
  method: 'GET',
  path: '/api/wb-accounts/:id/sync',
  summary: 'Sync state of a WB cabinet, per dataset',
  tag: 'sync',
  permission: { subject: 'wbAccount', action: 'view' },
  params: idParams,
  response: accountSyncSchema,
});

/** Queues every dataset of the account now (a run already queued or running is not doubled). */
export const syncAccountNowContract = defineContract({
  method: 'POST',
  path: '/api/wb-accounts/:id/sync',
  summary: 'Sync a WB cabinet now',
  tag: 'sync',
  permission: { subject: 'wbAccount', action: 'edit' },
  params: idParams,
  response: accountSyncSchema,
  status: 202,
});

/** The header's summary: nothing connected, all fine, something running, something failing. */
export const SYNC_HEALTH = ['none', 'ok', 'syncing', 'problem'] as const;
export type SyncHealth = (typeof SYNC_HEALTH)[number];

/** A dataset whose last run failed (and has not succeeded since). */
export const syncProblemSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  dataset: datasetKey,
  error: z.string(),
  at: z.nullable(instantSchema),
});
export type SyncProblem = z.infer<typeof syncProblemSchema>;

/** A dataset of the company whose sync is under way, with how far it got. */
export const activeSyncSchema = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  dataset: datasetKey,
  progress: syncProgressSchema,
});
export type ActiveSync = z.infer<typeof activeSyncSchema>;

export const companySyncSchema = z.object({
  health: z.enum(SYNC_HEALTH),
  /** Cabinets with sync on. */
  accounts: z.number(),
  /** Datasets queued, running or waiting for WB's limit. */
  pending: z.number(),
  /** Those datasets, running ones first (at most 10). */
  active: z.array(activeSyncSchema),
  /** The latest success of any dataset. */
  lastSuccessAt: z.nullable(instantSchema),
  /** Failing datasets, the latest first (at most 10). */
  problems: z.array(syncProblemSchema),
});
export type CompanySync = z.infer<typeof companySyncSchema>;

/** The sync status indicator in the header, for the current company. */
export const getCompanySyncContract = defineContract({
  method: 'GET',
  path: '/api/sync/status',
  summary: 'Sync status of the current company (header indicator)',
  tag: 'sync',
  permission: { subject: 'wbAccount', action: 'view' },
  response: companySyncSchema,
});
