import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { WB_DATASETS } from './wb-categories';

const datasetKey = z.enum(WB_DATASETS.map((d) => d.key) as [string, ...string[]]);

/** Where one dataset of an account stands: last success, last error, why it cannot run. */
export const datasetSyncSchema = z.object({
  dataset: datasetKey,
  /** A run is in progress or queued. */
  pending: z.boolean(),
  paused: z.boolean(),
  lastSuccessAt: z.nullable(instantSchema),
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(instantSchema),
  skippedReason: z.nullable(z.string()),
  nextRunAt: z.nullable(instantSchema),
  rowsTotal: z.number(),
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

export const companySyncSchema = z.object({
  health: z.enum(SYNC_HEALTH),
  /** Cabinets with sync on. */
  accounts: z.number(),
  /** Datasets running or due now. */
  pending: z.number(),
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
