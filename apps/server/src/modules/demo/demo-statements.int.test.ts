/** The demo's bank statement: imported through the statement import at start, once per day. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { incomeReport } from '@wb/shared/income/income-report.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { reportSummary } from '../../lib/report/summary';
import { createTestDatabase, testConfig } from '../../../test/helpers';
import { incomeReportSource } from '../income/income.report';
import { DEMO_COMPANY, ensureDemoData } from './demo.seed';
import { ensureDemoStatement } from './demo-statements';

let database: Database;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  database = createDatabase(db.url, { max: 2, appName: 'wb-test' });
  dir = await mkdtemp(path.join(tmpdir(), 'demo-statements-'));
});

afterAll(async () => {
  await database.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
});

const q = async <T extends object>(text: string) => (await database.pool.query<T>(text)).rows;

describe('ensureDemoStatement', () => {
  it('imports a quarter of categorised bank transactions once; a second start adds nothing', async () => {
    expect(await ensureDemoStatement(database)).toBe('demo bank statement: none (no demo company)');
    await ensureDemoData(database, testConfig(), path.join(dir, 'users.json'));

    const first = await ensureDemoStatement(database);
    expect(first).toMatch(
      /^demo bank statement: «Т-Банк, расчётный 40702810510000731579», \d+ transactions added, 0 already there/,
    );
    const rows = await q<{
      source: string;
      kind: string;
      n: string;
      categorised: string;
      span: string;
    }>(
      `SELECT source, kind, count(*) AS n, count(category_id) AS categorised,
              (max(date) - min(date))::text AS span
         FROM finance_transactions WHERE source = 'import' GROUP BY source, kind ORDER BY kind`,
    );
    expect(rows.map((r) => [r.source, r.kind])).toEqual([
      ['import', 'expense'],
      ['import', 'income'],
    ]);
    // Every row gets a category from the demo's rules, so it reaches the P&L lines.
    for (const r of rows) expect(r.categorised).toBe(r.n);
    expect(Number(rows[0]!.span)).toBeGreaterThan(80);
    const counterparties = await q<{ n: string }>(`SELECT count(*) AS n FROM counterparties`);
    expect(Number(counterparties[0]!.n)).toBeGreaterThanOrEqual(10);

    const total = async () =>
      (await q<{ n: string }>(`SELECT count(*) AS n FROM finance_transactions`))[0]!.n;
    const before = await total();
    const second = await ensureDemoStatement(database);
    expect(second).toMatch(/, 0 transactions added, \d+ already there/);
    expect(await total()).toBe(before);
    // The statement's rules; ensureDemoData's own (demo-finances.ts) are named without a colon.
    const rules = await q<{ n: string }>(
      `SELECT count(*) AS n FROM finance_rules WHERE name LIKE '%: %'`,
    );
    expect(Number(rules[0]!.n)).toBe(13);
  });

  it("the demo's P&L shows other income and expenses from the journal", async () => {
    const [demo] = await q<{ id: string; from: string; to: string }>(
      `SELECT c.id, to_char(min(t.date), 'YYYY-MM-DD') AS from, to_char(max(t.date), 'YYYY-MM-DD') AS to
         FROM companies c JOIN finance_transactions t ON t.company_id = c.id
        WHERE c.name = '${DEMO_COMPANY}' GROUP BY c.id`,
    );
    const s = await reportSummary(database.db, incomeReport, incomeReportSource, demo!.id, {
      from: demo!.from,
      to: demo!.to,
    });
    for (const line of ['otherExpenses', 'rent', 'salaries', 'services', 'otherIncome']) {
      expect(Number(s.totals[line]), line).toBeGreaterThan(0);
    }
    expect(s.totals.unratedTransactions).toBe('0');
  });
});
