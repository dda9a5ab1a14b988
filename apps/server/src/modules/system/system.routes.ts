import { healthContract } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { registerContract } from '../../plugins/contracts';

const startedAt = Date.now();

export async function systemRoutes(app: FastifyInstance) {
  registerContract(app, healthContract, async () => {
    const t0 = performance.now();
    try {
      await app.db.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', 'База данных недоступна', 503);
    }
    return {
      status: 'ok' as const,
      version: app.config.APP_VERSION,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { ok: true, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
    };
  });
}
