/**
 * Damaged pages: a truncated body is retried, and when it stays truncated the iteration fails
 * with a clear error and resumes from the last persisted cursor; duplicated rows reach the
 * caller as WB sent them (the client never dedupes: the sync upserts by key).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAT_PAGE_ROWS } from '../../wb-sandbox/src/routes/statistics.ts';
import { WbResponseError } from '../src/http/errors';
import { iterateOrderFeed, iterateOrders, iterateReportRows } from '../src/iterators/reports';
import {
  clientsFor,
  collect,
  startSandbox,
  type TestClients,
  type TestSandbox,
} from './support/sandbox';

const DETAIL = 'POST /finance/api/finance/v1/sales-reports/detailed/*';
const ORDERS = 'GET /statistics/api/v1/supplier/orders';
const FEED = 'POST /analytics/api/analytics/v1/order-feed';
const LIMIT = 6;

let env: TestSandbox;
let wb: TestClients;
let reportId: string;
/** Every row of the weekly report, read without faults. */
let clean: { rrdId: string }[];

beforeAll(async () => {
  env = await startSandbox({ name: 'ООО Страницы' });
  wb = clientsFor(env.sb, env.token, { maxAttempts: 3 });
  const [header] = (
    await wb.finance.salesReportsList({ dateFrom: '2026-10-01', dateTo: '2026-10-20' })
  ).data;
  reportId = header!.reportId;
  clean = (await collect(iterateReportRows(wb.finance, reportId, { limit: LIMIT }))).flatMap(
    (p) => p.rows,
  );
  expect(clean.length).toBeGreaterThan(3 * LIMIT);
});
beforeEach(() => {
  env.reset();
  wb.events.length = 0;
});
afterAll(async () => {
  await wb?.close();
  await env?.close();
});

describe('truncated pages', () => {
  it('a page cut in the middle once is fetched again; the rows are complete', async () => {
    env.faults([{ endpoint: DETAIL, kind: 'truncate', count: 2 }]);
    const rows = (await collect(iterateReportRows(wb.finance, reportId, { limit: LIMIT }))).flatMap(
      (p) => p.rows,
    );
    expect(rows).toEqual(clean);
    const statuses = wb.events.map((e) => [e.status, e.retrying]);
    expect(statuses.slice(0, 3)).toEqual([
      ['invalid-json', true],
      ['invalid-json', true],
      [200, false],
    ]);
    expect((await env.stats()).faultsApplied).toBe(2);
  });

  it('a page that stays cut fails clearly; the iteration resumes from the saved cursor', async () => {
    const pages = iterateReportRows(wb.finance, reportId, { limit: LIMIT })[Symbol.asyncIterator]();
    const first = await pages.next();
    expect(first.done).toBe(false);
    const saved = first.value!.cursor;
    expect(saved).toEqual({ rrdId: clean[LIMIT - 1]!.rrdId });

    env.faults([{ endpoint: DETAIL, kind: 'truncate', count: 3 }]);
    const error = await pages.next().then(
      () => new Error('expected the truncated page to fail'),
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(WbResponseError);
    expect((error as WbResponseError).kind).toBe('json');
    expect(error.message).toBe(
      'WB sent a body that is not valid JSON (finance POST /api/finance/v1/sales-reports/detailed/{reportId})',
    );
    expect(wb.events.slice(1).map((e) => [e.status, e.retrying])).toEqual([
      ['invalid-json', true],
      ['invalid-json', true],
      ['invalid-json', false],
    ]);
    // The generator is finished after the error; a new one starts from the saved cursor.
    expect(await pages.next()).toEqual({ done: true, value: undefined });
    const rest = await collect(
      iterateReportRows(wb.finance, reportId, { limit: LIMIT, rrdId: saved.rrdId }),
    );
    expect([...first.value!.rows, ...rest.flatMap((p) => p.rows)]).toEqual(clean);
  });

  it('a truncated statistics page is retried too', async () => {
    env.faults([{ endpoint: ORDERS, kind: 'truncate', count: 1 }]);
    const whole = await wb.statistics.orders({ dateFrom: '2026-10-01' });
    expect(whole.data.length).toBeGreaterThan(10);
    expect(wb.events.map((e) => e.status)).toEqual(['invalid-json', 200]);
  });
});

describe('duplicated rows', () => {
  it('rows of the previous page repeated at the start of the next reach the caller', async () => {
    const pages = iterateReportRows(wb.finance, reportId, { limit: LIMIT })[Symbol.asyncIterator]();
    const first = (await pages.next()).value!;
    env.faults([{ endpoint: DETAIL, kind: 'duplicate', count: 1, rows: 2 }]);
    const second = (await pages.next()).value!;
    // The two repeated rows come first, then a full page from the cursor on.
    expect(second.rows.slice(0, 2)).toEqual(first.rows.slice(-2));
    expect(second.raw.slice(0, 2)).toEqual(first.raw.slice(-2));
    expect(second.rows.slice(2)).toEqual(clean.slice(LIMIT, 2 * LIMIT));
    expect(second.cursor).toEqual({ rrdId: clean[2 * LIMIT - 1]!.rrdId });
    const rest: { rrdId: string }[] = [];
    for (let page = await pages.next(); !page.done; page = await pages.next()) {
      rest.push(...page.value.rows);
    }
    const all = [...first.rows, ...second.rows, ...rest];
    expect(all.length).toBe(clean.length + 2);
    // Upserting by rrdId (the sync's job) gives exactly the clean report.
    expect([...new Map(all.map((r) => [r.rrdId, r])).values()]).toEqual(clean);
  });

  it('offset paging: repeated rows on a page do not push the offset past unread rows', async () => {
    const period = { start: '2026-10-12T00:00:00+03:00' };
    const whole = (await wb.analytics.orderFeed({ period })).data.orders;
    expect(whole.length).toBeGreaterThan(9);
    const pages = iterateOrderFeed(wb.analytics, { period, limit: 3 })[Symbol.asyncIterator]();
    const first = (await pages.next()).value!;
    env.faults([{ endpoint: FEED, kind: 'duplicate', count: 1, rows: 2 }]);
    const second = (await pages.next()).value!;
    expect(second.rows.slice(0, 2)).toEqual(first.rows.slice(1));
    expect(second.rows.slice(2)).toEqual(whole.slice(3, 6));
    // Three rows of the feed were read on this page, not five.
    expect(second.cursor.offset).toBe(6);
    const rows = [...first.rows, ...second.rows];
    for (let page = await pages.next(); !page.done; page = await pages.next()) {
      rows.push(...page.value.rows);
    }
    expect(rows.length).toBe(whole.length + 2);
    expect([...new Map(rows.map((r) => [`${r.srid}|${r.status}`, r])).values()]).toEqual(whole);
  });

  it('statistics: repeated rows and the boundary row both reach the caller; srid dedupes', async () => {
    const saved = STAT_PAGE_ROWS.value;
    STAT_PAGE_ROWS.value = 4;
    try {
      const whole = (
        await collect(iterateOrders(wb.statistics, { dateFrom: '2026-10-01' }))
      ).flatMap((p) => p.rows);
      const unique = [...new Map(whole.map((r) => [r.srid, r])).values()];
      const pages = iterateOrders(wb.statistics, { dateFrom: '2026-10-01' })[
        Symbol.asyncIterator
      ]();
      const first = (await pages.next()).value!;
      env.faults([{ endpoint: ORDERS, kind: 'duplicate', count: 1, rows: 3 }]);
      const second = (await pages.next()).value!;
      // Three repeated rows, then the boundary row (lastChangeDate >= dateFrom), then new rows.
      expect(second.raw.slice(0, 3)).toEqual(first.raw.slice(-3));
      expect(second.raw[3]).toEqual(first.raw.at(-1));
      expect(second.rows.length).toBe(3 + 4);
      const rows = [...first.rows, ...second.rows];
      for (let page = await pages.next(); !page.done; page = await pages.next()) {
        rows.push(...page.value.rows);
      }
      expect(rows.length).toBe(whole.length + 3);
      expect([...new Map(rows.map((r) => [r.srid, r])).values()].sort(bySrid)).toEqual(
        [...unique].sort(bySrid),
      );
    } finally {
      STAT_PAGE_ROWS.value = saved;
    }
  });
});

const bySrid = (a: { srid: string }, b: { srid: string }) => a.srid.localeCompare(b.srid);
