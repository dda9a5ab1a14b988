import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { freePort } from './free-port';
import { withDatabase } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pg: { adminUrl: string; template: string };
  }
}

/**
 * One PostgreSQL for the integration tests: TEST_DATABASE_URL when set (a real server),
 * otherwise an embedded one in a temporary directory. A template database gets the migrations
 * and the job-queue schema once; each test file clones it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let cleanup = async () => undefined as void;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'wb-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dir, port: await freePort() });
    adminUrl = embedded.adminUrl;
    cleanup = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `wb_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  await runMigrations(templateUrl);
  const boss = new PgBoss({
    connectionString: templateUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  await admin.end();
  project.provide('pg', { adminUrl, template });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`wb_test_${process.pid}_%`, template],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
    await cleanup();
  };
}
