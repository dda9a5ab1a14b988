/**
 * Paid storage and paid acceptance as async tasks against the sandbox with WB's limits on, on
 * the virtual clock: windows of WB's size, polled until done, downloaded, no 429; a canceled
 * task fails the walk with a typed error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WbReportTaskError } from '../src/http/errors';
import { iterateAcceptanceReport, iteratePaidStorage } from '../src/iterators/report-tasks';
import {
  clientsFor,
  collect,
  startSandbox,
  type SandboxStats,
  type TestSandbox,
} from './support/sandbox';
import { WarpLimiter } from './support/warp-limiter';

/** History from 21.09.2026 to the sandbox's "now", 20.10.2026. */
const SCALE = { products: 5, days: 29, ordersPerDay: 4 };
const POLL = { firstDelayMs: 5, maxDelayMs: 20 };
const MONEY = /^\d+(\.\d+)?$/;

let env: TestSandbox;
beforeAll(async () => {
  env = await startSandbox({ limits: true, name: 'ООО Отчёты', scale: SCALE });
});
beforeEach(() => env.reset());
afterAll(async () => {
  await env?.close();
});

const answered = (stats: SandboxStats) => Object.values(stats.byStatus).reduce((n, c) => n + c, 0);

function warped() {
  const limiter = new WarpLimiter({
    onWarp: (ms) => env.sb.control.setClock({ advanceSeconds: ms / 1000 }),
    answered: () => answered(env.sb.control.stats() as SandboxStats),
  });
  return { limiter, wb: clientsFor(env.sb, env.token, { limiter }) };
}

describe('cost reports over HTTP', () => {
  it('walks paid storage in 8-day tasks within WB’s limits', async () => {
    const { limiter, wb } = warped();
    const walk = { dateFrom: '2026-09-21', dateTo: '2026-10-19', polling: POLL };
    const pages = await collect(iteratePaidStorage(wb.analytics, walk));
    expect(pages.map((p) => p.cursor.dateFrom)).toEqual([
      '2026-09-29',
      '2026-10-07',
      '2026-10-15',
      '2026-10-20',
    ]);
    expect(pages.map((p) => p.done)).toEqual([false, false, false, true]);
    const days = new Set(pages.flatMap((p) => p.rows.map((r) => r.originalDate)));
    // Every day of the history has storage (recalculated days under a later date).
    expect(days.size).toBe(29);
    for (const [k, page] of pages.entries()) {
      const from = k === 0 ? '2026-09-21' : pages[k - 1]!.cursor.dateFrom;
      for (const row of page.rows) {
        expect(row.date >= from && row.date < page.cursor.dateFrom).toBe(true);
        expect(row.warehousePrice).toMatch(MONEY);
        expect(row.chrtId).toMatch(/^\d+$/);
      }
      expect(page.raw).toHaveLength(page.rows.length);
    }
    const stats = await env.stats();
    expect(stats.rateLimited).toEqual({});
    expect(stats.byStatus).toEqual({ 200: stats.requests });
    // Four downloads at one a minute: the walk had to wait for WB.
    expect(limiter.denied('reports-paid-storage-download')).toBe(3);
  });

  it('walks paid acceptance in 31-day tasks', async () => {
    const { wb } = warped();
    const walk = { dateFrom: '2026-09-01', dateTo: '2026-10-19', polling: POLL };
    const pages = await collect(iterateAcceptanceReport(wb.analytics, walk));
    expect(pages.map((p) => p.cursor.dateFrom)).toEqual(['2026-10-02', '2026-10-20']);
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.total).toMatch(MONEY);
      expect(row.shkCreateDate >= '2026-09-21').toBe(true);
    }
    expect((await env.stats()).rateLimited).toEqual({});
  });

  it('fails with WbReportTaskError when WB cancels the task', async () => {
    const { wb } = warped();
    env.faults([
      { endpoint: 'GET /analytics/api/v1/acceptance_report/tasks/*/status', kind: 'cancel' },
    ]);
    const walk = { dateFrom: '2026-10-01', dateTo: '2026-10-19', polling: POLL };
    const error = await collect(iterateAcceptanceReport(wb.analytics, walk)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WbReportTaskError);
    expect(error).toMatchObject({ taskStatus: 'canceled' });
    const stats = await env.stats();
    expect(Object.keys(stats.byEndpoint).some((e) => e.endsWith('/download'))).toBe(false);
  });
});
