import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { databaseUnavailable } from './system.errors';
import { pingDatabase } from './system.repository';

const startedAt = Date.now();

/** The health answer: the version, the uptime and how fast the database answers. */
export async function checkHealth(db: DbOrTx, version: string, log: FastifyBaseLogger) {
  const t0 = performance.now();
  try {
    await pingDatabase(db);
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable');
    throw databaseUnavailable();
  }
  return {
    status: 'ok' as const,
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database: { ok: true, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
  };
}
