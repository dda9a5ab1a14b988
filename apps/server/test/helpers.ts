import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import type { JobDefinition } from '../src/jobs/define-job';
import { startJobQueue, type JobQueue } from '../src/jobs/queue';
import { withDatabase } from './pg-urls';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, template } = inject('pg');
  // The global setup names databases after its own pid; test workers share it via the template.
  const setupPid = template.replace('wb_tpl_', '');
  const name = `wb_test_${setupPid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // pg's pool.end() resolves once it has asked its clients to end, not once their sessions
        // are gone: FORCE would kill a session still closing, and its client would throw a FATAL
        // nobody listens to. Give the file's own sessions a moment to end first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...overrides },
    { dotenv: false },
  );
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  config: Config;
  close: () => Promise<void>;
}

/** Builds the real app on a fresh database (modules registered as in production). */
export async function buildTestApp(
  options: {
    config?: Record<string, string>;
    jobs?: readonly JobDefinition[];
    role?: 'producer' | 'worker';
    /** The app's logger (tests that read the logs); none by default. */
    logger?: FastifyBaseLogger;
    /** Extra routes registered before ready (for mechanism tests). */
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestContext> {
  const db = await createTestDatabase();
  const config = testConfig({ DATABASE_URL: db.url, ...options.config });
  const database = createDatabase(db.url, { max: 5, appName: 'wb-test' });
  const queue = await startJobQueue({
    database,
    config,
    log: silentLogger,
    role: options.role ?? 'producer',
    jobs: options.jobs ?? [],
  });
  const app = await buildApp({
    config,
    database,
    queue,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    queue,
    config,
    async close() {
      await app.close();
      await queue.stop();
      await database.close();
      await db.drop();
    },
  };
}

const noop = () => undefined;
export const silentLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;
