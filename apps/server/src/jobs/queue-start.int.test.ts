/**
 * A first `npm start` runs the API and the worker at once on a database without queues: both
 * create them. That must never fail (it deadlocked in pg-boss's createQueue: the start stopped).
 */
import { describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger, testConfig } from '../../test/helpers';
import { createDatabase } from '../db/client';
import { startJobQueue } from './queue';
import { ALL_JOBS } from './registry';

describe('job queue start', () => {
  it('lets the API and the worker create the queues together on a fresh database', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const fresh = await createTestDatabase();
      const api = createDatabase(fresh.url, { max: 4 });
      const worker = createDatabase(fresh.url, { max: 4 });
      try {
        const config = testConfig({ DATABASE_URL: fresh.url });
        const start = (database: typeof api, role: 'producer' | 'worker') =>
          startJobQueue({ database, config, log: silentLogger, role, jobs: ALL_JOBS });
        const started = await Promise.all([start(api, 'producer'), start(worker, 'worker')]);
        for (const queue of started) await queue.stop();
        const { rows } = await api.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pgboss.queue WHERE name = ANY($1)',
          [ALL_JOBS.map((j) => j.name)],
        );
        expect(rows[0]!.n).toBe(ALL_JOBS.length);
      } finally {
        await api.close();
        await worker.close();
        await fresh.drop();
      }
    }
  });
});
