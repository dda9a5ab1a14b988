import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobQueue } from './queue';

/** What a job handler may use. Handlers stay thin: they call a service. */
export interface JobContext {
  database: Database;
  config: Config;
  queue: JobQueue;
  log: FastifyBaseLogger;
  jobId: string;
  /** Aborted when the worker stops: long jobs end at their next safe point instead of being cut. */
  signal: AbortSignal;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** `<module>.<verb>`, e.g. `jobs.maintain`. */
  name: string;
  /** Payload schema: a job with an invalid payload fails without running. */
  payload: S;
  /** Must be idempotent: a retried or duplicated job has one effect. */
  handler: (payload: z.infer<S>, ctx: JobContext) => Promise<void>;
  /** Cron schedule declared in code, in Moscow time unless `tz` says otherwise. */
  schedule?: { cron: string; tz?: string; payload?: z.input<S> };
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer is considered lost and retried. */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy: `stately` keeps at most one queued and one running job per singleton
   * key (a run asked for twice is queued once). Default: standard.
   */
  policy?: 'standard' | 'stately';
  /** Parallel runs of this job per worker process (default: the worker's concurrency). */
  concurrency?: number;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  if (!/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(definition.name)) {
    throw new Error(`Job name "${definition.name}" must look like <module>.<verb>`);
  }
  return definition;
}
