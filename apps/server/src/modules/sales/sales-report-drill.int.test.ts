/**
 * A report's drill-down against real data: a WB sandbox seller's orders and sales synced over
 * HTTP (the rollup kept by the sync as in production), then, for every measure and for groups
 * of every grouping, the list the drill-down opens with its filter must hold exactly the rows
 * the cell summed — its count and its amounts equal to the cell's.
 */
import {
  drillTarget,
  salesReport,
  type Grouping,
  type ListRequestInput,
  type ReportCell,
} from '@wb/shared';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../../../../packages/wb-sandbox/src/routes/statistics';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { connectSandboxSeller } from '../../../test/sandbox-seller';
import { UNLIMITED } from '../../../test/sync';
import { runDataset } from '../sync/sync.service';
import { qs } from '../../../test/query-string';

let ctx: TestContext;
let sandbox: Sandbox;
let owner: TestClient;
const NOW = '2026-11-20T12:00:00+03:00';
const PERIOD = { from: '2026-11-01', to: '2026-11-20' };

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0, clock: { now: NOW }, limitsEnabled: false });
  ctx = await buildTestApp({ config: { WB_BASE_URL: sandbox.url } });
  STAT_PAGE_ROWS.value = 200;
  const a = await createCompany(ctx.database, ctx.config, 'Отчёт и строки');
  const account = await connectSandboxSeller(ctx, sandbox, a.company.id, {
    seller: { seed: 57, scale: { products: 6, days: 40, ordersPerDay: 12 } },
    categories: ['statistics', 'content'],
    historyMonths: 2,
  });
  const deps = { database: ctx.database, config: ctx.config, limiter: UNLIMITED };
  for (const dataset of ['cards', 'orders', 'sales'] as const) {
    await runDataset(deps, account.id, dataset, { now: new Date(NOW) });
  }
  // A brand on some cards, a category and a tag, so every grouping has groups to open.
  const q = (text: string, params: unknown[]) => ctx.database.pool.query(text, params);
  const category = await q(
    `INSERT INTO categories (company_id, name) VALUES ($1, 'Хиты') RETURNING id`,
    [a.company.id],
  );
  await q(
    `UPDATE products SET category_id = $2
      WHERE company_id = $1 AND nm_id IN (SELECT nm_id FROM products WHERE company_id = $1 ORDER BY nm_id LIMIT 3)`,
    [a.company.id, category.rows[0].id],
  );
  const tag = await q(`INSERT INTO tags (company_id, name) VALUES ($1, 'Акция') RETURNING id`, [
    a.company.id,
  ]);
  await q(
    `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
     SELECT company_id, account_id, nm_id, $2 FROM products WHERE company_id = $1 ORDER BY nm_id DESC LIMIT 2`,
    [a.company.id, tag.rows[0].id],
  );
  owner = await signIn(ctx.app, a.owner);
}, 120_000);

afterAll(async () => {
  STAT_PAGE_ROWS.value = 80_000;
  await ctx.close();
  await sandbox.close();
});

type Row = Record<string, string | number | null>;

async function groups(groupBy: Grouping): Promise<Row[]> {
  const res = await owner.get(
    `/api/sales/report/rows?${qs({ ...PERIOD, groupBy, list: { pageSize: 500 } })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Row[] }>().items;
}

/** The drill list's page for a cell: its row count and its totals. */
async function drill(cell: ReportCell) {
  const target = drillTarget(await salesReport.drills(), cell);
  if (!target) return null;
  const request: ListRequestInput = { filter: target.filter, pageSize: 1 };
  const res = await owner.get(`${target.list.page.path}?${qs({ list: request })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; totals: Record<string, string> }>();
}

/** What the rows behind a measure add up to, in the measure's terms. */
function figureOf(measure: string, page: { total: number; totals: Record<string, string> }) {
  switch (measure) {
    case 'orders':
    case 'cancelled':
    case 'buyouts':
    case 'returns':
      return String(page.total);
    case 'ordersSum':
    case 'buyoutsSum':
      // The order sum is the price after the seller's discount on every page.
      return page.totals.priceWithDisc;
    case 'returnsSum':
      // WB's returns are negative in the rows; the report's returns sum is their size.
      return (-Number(page.totals.priceWithDisc)).toFixed(2);
    default:
      return null;
  }
}

describe('sales report: drill-down to the rows behind a cell', () => {
  it('finds, for every measure and grouping, exactly the rows the cell summed', async () => {
    let checked = 0;
    for (const by of salesReport.groupings) {
      const rows = await groups(by);
      expect(rows.length, by).toBeGreaterThan(0);
      for (const row of rows.slice(0, 4)) {
        for (const measure of [
          'orders',
          'ordersSum',
          'cancelled',
          'buyouts',
          'buyoutsSum',
          'returns',
          'returnsSum',
        ]) {
          const cell: ReportCell = {
            measure,
            period: PERIOD,
            group: {
              by,
              key: String(row.key),
              label: row.group === null ? null : String(row.group),
              nmId: row.nmId === null ? null : Number(row.nmId),
            },
          };
          const page = await drill(cell);
          if (!page) continue;
          const expected = measure.endsWith('Sum')
            ? Number(row[measure]).toFixed(2)
            : String(row[measure]);
          expect(figureOf(measure, page), `${by} ${String(row.group)} ${measure}`).toBe(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('drills the whole period (a KPI card), the cabinet slice included', async () => {
    const summary = (await owner.get(`/api/sales/report?${qs(PERIOD)}`)).json<{
      totals: Record<string, string>;
      accounts: { id: string; name: string }[];
    }>();
    const page = await drill({ measure: 'orders', period: PERIOD });
    expect(String(page!.total)).toBe(summary.totals.orders);
    const sliced = await drill({
      measure: 'buyouts',
      period: PERIOD,
      accountName: summary.accounts[0]!.name,
    });
    expect(String(sliced!.total)).toBe(summary.totals.buyouts);
  });
});
