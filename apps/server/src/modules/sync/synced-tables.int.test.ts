/**
 * The high-volume synced tables carry no per-row foreign keys (tenant-columns.table.ts `syncedTenant`).
 * Their integrity rests on two things this file holds: deleting an account or its company deletes
 * their rows (trigger `wb_accounts_deleted`), and a page of an account deleted during a run is
 * not written.
 */
import { randomUUID } from 'node:crypto';
import type { WbDatasetKey } from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../../../packages/wb-sandbox/src/routes/statistics';
import { REPORT_TASK_MS } from '../../../../../packages/wb-sandbox/src/state/report-tasks';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { UNLIMITED } from '../../../test/sync';
import { createCompany } from '../../../test/identity';
import { COST_REPORT_OPTIONS } from '../costs/costs.datasets';
import { runDataset } from './sync.service';

let ctx: TestContext;
let sandbox: Sandbox;
const NOW = '2026-11-20T12:00:00+03:00';
const TASK_MS = { ...REPORT_TASK_MS };
const DATASETS: WbDatasetKey[] = [
  'orders',
  'sales',
  'orderFeed',
  'stocks',
  'realization',
  'paidStorage',
];

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  STAT_PAGE_ROWS.value = 40;
  COST_REPORT_OPTIONS.polling = { firstDelayMs: 5, maxDelayMs: 20 };
  Object.assign(REPORT_TASK_MS, { processing: 2, done: 5 });
});

afterAll(async () => {
  STAT_PAGE_ROWS.value = 80_000;
  COST_REPORT_OPTIONS.polling = {};
  Object.assign(REPORT_TASK_MS, TASK_MS);
  await ctx.close();
  await sandbox.close();
});

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ctx.database.pool.query(sql, params)).rows as T[];
}

/** A WB account of a new sandbox seller in a company of its own, with every category. */
async function account() {
  const { company } = await createCompany(ctx.database, ctx.config, `Компания ${randomUUID()}`);
  const row = await connectSandboxSeller(ctx, sandbox, company.id, {
    seller: { seed: 31, scale: { products: 6, days: 20, ordersPerDay: 8 } },
    categories: ['statistics', 'analytics', 'finance'],
    historyMonths: 2,
  });
  return { accountId: row.id, companyId: company.id };
}

const run = (accountId: string, dataset: WbDatasetKey, afterPage?: () => Promise<void>) =>
  runDataset(
    { database: ctx.database, config: ctx.config, limiter: UNLIMITED },
    accountId,
    dataset,
    {
      now: new Date(NOW),
      ...(afterPage ? { afterPage } : {}),
    },
  );

/**
 * Every table with an account_id column and no foreign key from that column (a partitioned table
 * counts once: its partitions are deleted from through it). A key to wb_accounts cascades by
 * itself; a key to another table means another kind of account (finance_transactions.account_id is
 * a finance account), which the WB account's deletion does not concern.
 */
async function unreferencedTables(): Promise<string[]> {
  const rows = await query<{ table: string }>(
    `SELECT c.table_name AS table FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND c.column_name = 'account_id' AND t.table_type = 'BASE TABLE'
        AND NOT EXISTS (
          SELECT 1 FROM pg_class r JOIN pg_namespace n ON n.oid = r.relnamespace
           WHERE n.nspname = c.table_schema AND r.relname = c.table_name AND r.relispartition)
        AND NOT EXISTS (
          SELECT 1 FROM pg_constraint k
            JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
           WHERE k.contype = 'f' AND k.conrelid = format('public.%I', c.table_name)::regclass
             AND a.attname = 'account_id')
      ORDER BY 1`,
  );
  return rows.map((r) => r.table);
}

/** Rows of the account in each of `tables`. */
async function rowsOf(tables: string[], accountId: string) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE account_id = $1`,
      [accountId],
    );
    counts[table] = row!.n;
  }
  return counts;
}

const zeroes = (tables: string[]) => Object.fromEntries(tables.map((t) => [t, 0]));

describe('synced tables without per-row foreign keys', () => {
  it('are each cleaned by the account deletion trigger', async () => {
    const tables = await unreferencedTables();
    expect(tables).toContain('wb_orders');
    const [fn] = await query<{ src: string }>(
      `SELECT prosrc AS src FROM pg_proc WHERE proname = 'wb_accounts_delete_synced'`,
    );
    for (const table of tables) expect(fn!.src, table).toContain(`DELETE FROM ${table} `);
  });

  it('lose their rows with the account, and only its rows', async () => {
    const tables = await unreferencedTables();
    const gone = await account();
    const kept = await account();
    for (const { accountId } of [gone, kept]) {
      for (const dataset of DATASETS) {
        expect((await run(accountId, dataset)).status, dataset).toBe('succeeded');
      }
    }
    const before = await rowsOf(tables, kept.accountId);
    const filled = await rowsOf(tables, gone.accountId);
    for (const table of [
      'wb_orders',
      'sales_daily',
      'realization_rows',
      'wb_stocks',
      'wb_paid_storage',
    ]) {
      expect(filled[table], table).toBeGreaterThan(0);
    }
    await query('DELETE FROM wb_accounts WHERE id = $1', [gone.accountId]);
    expect(await rowsOf(tables, gone.accountId)).toEqual(zeroes(tables));
    expect(await rowsOf(tables, kept.accountId)).toEqual(before);
  });

  it('lose their rows with the company, through its accounts', async () => {
    const tables = await unreferencedTables();
    const owned = await account();
    expect((await run(owned.accountId, 'orders')).status).toBe('succeeded');
    expect((await rowsOf(['wb_orders'], owned.accountId)).wb_orders).toBeGreaterThan(0);
    await query('DELETE FROM companies WHERE id = $1', [owned.companyId]);
    expect(await rowsOf(tables, owned.accountId)).toEqual(zeroes(tables));
  });

  it('get no page of an account deleted while it syncs', async () => {
    const tables = await unreferencedTables();
    const { accountId } = await account();
    const outcome = await run(accountId, 'orders', async () => {
      await query('DELETE FROM wb_accounts WHERE id = $1', [accountId]);
    });
    // The first page was committed and then deleted with the account; the second is refused.
    expect(outcome).toMatchObject({ status: 'failed', pages: 1 });
    expect(await rowsOf(tables, accountId)).toEqual(zeroes(tables));
  });
});
