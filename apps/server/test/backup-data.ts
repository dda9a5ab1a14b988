/** Fixtures of the backup tests: a database with varied data, and its fingerprint table by table. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox } from '@wb/wb-sandbox';
import pg from 'pg';
import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import { startJobQueue } from '../src/jobs/queue';
import { ALL_JOBS } from '../src/jobs/registry';
import { audit } from '../src/modules/audit/audit.service';
import { deliverMailJob } from '../src/modules/mail/mail.jobs';
import { ensureDemoData } from '../src/modules/demo/demo.seed';
import { queueSync } from '../src/modules/sync/sync.jobs';
import { runDataset } from '../src/modules/sync/sync.service';
import { insertCookie, insertProxy } from './connections';
import { silentLogger } from './helpers';
import { createCompany, createUser } from './identity';
import { connectSandboxSeller } from './sandbox-seller';
import { UNLIMITED } from './sync';

/** Text COPY must escape, and text around its end-of-data marker. */
export const AWKWARD =
  'таб\tстрока\nвозврат\r\\.\nобратная \\ черта «кавычки» "двойные" \'одинарные\' 🙂';

/**
 * Fills a migrated database: the demo company and users (TOTP secrets encrypted), a company with
 * awkward names, a sandbox seller's orders, sales and stocks (generated columns, statement
 * triggers, month partitions made at run time), a proxy password, and queued jobs.
 */
export async function fillVariedData(database: Database, config: Config): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wb-backup-demo-'));
  const sandbox = await createSandbox({
    port: 0,
    clock: { now: '2026-11-20T12:00:00+03:00' },
    limitsEnabled: false,
  });
  try {
    await ensureDemoData(database, config, path.join(dir, 'demo-users.json'));
    const { company } = await createCompany(database, config, AWKWARD, { manager: 2 });
    const user = await createUser(database, config, { fullName: AWKWARD, totp: true });
    const context = {
      actorUserId: user.id,
      companyId: company.id,
      ip: '127.0.0.1',
      requestId: null,
    };
    await audit(database.db, context, {
      action: 'company.updated',
      entity: 'company',
      after: AWKWARD,
    });
    const account = await connectSandboxSeller({ database, config }, sandbox, company.id, {
      seller: { seed: 7, scale: { products: 12, days: 20, ordersPerDay: 15 } },
      categories: ['statistics', 'analytics', 'marketplace'],
      historyMonths: 1,
    });
    await insertCookie(database, config, { id: account.id, companyId: company.id });
    const deps = { database, config: { ...config, WB_BASE_URL: sandbox.url }, limiter: UNLIMITED };
    for (const dataset of ['orders', 'sales', 'stocks'] as const) {
      const outcome = await runDataset(deps, account.id, dataset, {
        now: new Date('2026-11-20T12:00:00+03:00'),
      });
      if (outcome.status !== 'succeeded') {
        const { rows } = await database.pool.query('SELECT error FROM sync_runs WHERE id = $1', [
          'runId' in outcome ? outcome.runId : 0,
        ]);
        throw new Error(`${dataset}: ${JSON.stringify({ outcome, rows })}`);
      }
    }
    // After the syncs: the account would go through it (a pool proxy of its company).
    await insertProxy(database, config, company.id, { password: AWKWARD });
    const queue = await startJobQueue({
      database,
      config,
      log: silentLogger,
      role: 'producer',
      jobs: ALL_JOBS,
    });
    await queueSync(queue, [{ accountId: account.id, dataset: 'orders' }], 3600);
    await queue.send(deliverMailJob, {}, { startAfterSeconds: 3600 });
    await queue.stop();
  } finally {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Every table of the backed-up schemas (partitions each on its own) as `rows:md5 of its rows in
 * order`, and every sequence's state: equal fingerprints, equal databases.
 */
export async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle', 'pgboss') AND c.relkind = 'r' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; sum: string }>(
        `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), ''))
                AS sum FROM ${name} t`,
      );
      out[name] = `${rows[0]!.n}:${rows[0]!.sum}`;
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
        WHERE schemaname IN ('public', 'drizzle', 'pgboss')`,
    );
    for (const { name } of sequences) {
      const { rows } = await client.query<{ v: string }>(
        `SELECT last_value || '/' || is_called AS v FROM ${name}`,
      );
      out[`sequence ${name}`] = rows[0]!.v;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Rows per table, only the tables that have some (what a test reports having filled). */
export const filled = (print: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(print)
      .filter(([name, v]) => !name.startsWith('sequence') && !v.startsWith('0:'))
      .map(([name, v]) => [name, Number(v.split(':')[0])]),
  );
