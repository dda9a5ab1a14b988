import { describe, expect, it } from 'vitest';
import { createWbClients } from '../factory';
import { WbReportTaskError } from '../http/errors';
import type { RateLimiter } from '../limiter/limiter';
import { fakeFetch, testToken, type FakeAnswer, type RecordedRequest } from '../testing/fake-fetch';
import { iterateAcceptanceReport, iteratePaidStorage } from './report-tasks';

/** Grants every request: WB's one-a-minute limits are not what these tests are about. */
const unlimited: RateLimiter = {
  tryTake: async () => ({ granted: true }),
  charge: async () => undefined,
  block: async () => undefined,
};

const POLL = { firstDelayMs: 1, maxDelayMs: 4 };

/**
 * A fake seller-analytics-api: tasks named after their period, a status script per task
 * (the last status repeats), rows per period from `rows`.
 */
function fakeWb(options: {
  statuses?: (period: string) => string[];
  rows: (period: string) => FakeAnswer;
}) {
  const polls = new Map<string, number>();
  const route = (req: RecordedRequest): FakeAnswer => {
    const url = new URL(req.url);
    const task = /\/tasks\/([^/]+)\/(status|download)$/.exec(url.pathname);
    if (!task) {
      const period = `${url.searchParams.get('dateFrom')}..${url.searchParams.get('dateTo')}`;
      return { json: { data: { taskId: period } } };
    }
    const period = decodeURIComponent(task[1]!);
    if (task[2] === 'download') return options.rows(period);
    const script = options.statuses?.(period) ?? ['new', 'processing', 'done'];
    const n = polls.get(period) ?? 0;
    polls.set(period, n + 1);
    return { json: { data: { id: period, status: script[Math.min(n, script.length - 1)] } } };
  };
  const fake = fakeFetch(route);
  const wb = createWbClients({
    baseUrl: 'http://sandbox.test',
    token: testToken(),
    limiter: unlimited,
    fetch: fake.fetch,
  });
  const calls = () =>
    fake.requests.map((r) => {
      const url = new URL(r.url);
      return `${url.pathname.replace('/analytics/api/v1/', '')}${url.search}`;
    });
  return { wb, calls };
}

const storageRow = (date: string, price: number | string) => ({
  date,
  originalDate: date,
  officeId: 507,
  warehouse: 'Коледино',
  chrtId: 12345678901234567890n.toString(),
  nmId: 5,
  warehousePrice: price,
  barcodesCount: 3,
  tariffFixDate: '',
});

async function collect<P>(pages: AsyncIterable<P>): Promise<P[]> {
  const out: P[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe('cost report tasks', () => {
  it('walks 8-day windows: create, poll until done, download; one page per window', async () => {
    const { wb, calls } = fakeWb({
      rows: (period) => ({ json: [storageRow(period.slice(0, 10), 7.6543)] }),
    });
    const walk = { dateFrom: '2026-10-01', dateTo: '2026-10-20', polling: POLL };
    const pages = await collect(iteratePaidStorage(wb.analytics, walk));
    expect(pages.map((p) => [p.cursor.dateFrom, p.done])).toEqual([
      ['2026-10-09', false],
      ['2026-10-17', false],
      ['2026-10-21', true],
    ]);
    const first = '2026-10-01..2026-10-08';
    expect(calls().slice(0, 5)).toEqual([
      'paid_storage?dateFrom=2026-10-01&dateTo=2026-10-08',
      `paid_storage/tasks/${encodeURIComponent(first)}/status`,
      `paid_storage/tasks/${encodeURIComponent(first)}/status`,
      `paid_storage/tasks/${encodeURIComponent(first)}/status`,
      `paid_storage/tasks/${encodeURIComponent(first)}/download`,
    ]);
    expect(calls().filter((c) => !c.includes('/tasks/'))).toEqual([
      'paid_storage?dateFrom=2026-10-01&dateTo=2026-10-08',
      'paid_storage?dateFrom=2026-10-09&dateTo=2026-10-16',
      'paid_storage?dateFrom=2026-10-17&dateTo=2026-10-20',
    ]);
    const row = pages[0]!.rows[0]!;
    // Money exactly as sent, more than two decimals kept; a uint64 chrtId kept whole.
    expect(row).toMatchObject({
      date: '2026-10-01',
      warehousePrice: '7.6543',
      chrtId: '12345678901234567890',
      tariffFixDate: null,
      loyaltyDiscount: null,
    });
    expect(pages[0]!.raw).toEqual([storageRow('2026-10-01', 7.6543)]);
  });

  it('asks a one-day window from the day before (WB wants dateTo after dateFrom)', async () => {
    const { wb, calls } = fakeWb({ rows: () => ({ status: 204 }) });
    const walk = { dateFrom: '2026-10-01', dateTo: '2026-10-09', polling: POLL };
    const pages = await collect(iteratePaidStorage(wb.analytics, walk));
    expect(calls().filter((c) => !c.includes('/tasks/'))).toEqual([
      'paid_storage?dateFrom=2026-10-01&dateTo=2026-10-08',
      'paid_storage?dateFrom=2026-10-08&dateTo=2026-10-09',
    ]);
    // 204: no data, an empty page.
    expect(pages.map((p) => [p.rows, p.cursor.dateFrom, p.done])).toEqual([
      [[], '2026-10-09', false],
      [[], '2026-10-10', true],
    ]);
    expect(
      await collect(iteratePaidStorage(wb.analytics, { ...walk, dateFrom: '2026-10-10' })),
    ).toEqual([]);
  });

  it('walks acceptance in windows of at most 31 days', async () => {
    const { wb, calls } = fakeWb({
      rows: (period) => ({
        json: [{ incomeId: 1, nmID: 2, shkCreateDate: period.slice(0, 10), total: 873.04 }],
      }),
    });
    const walk = { dateFrom: '2026-09-01', dateTo: '2026-10-15', windowDays: 90, polling: POLL };
    const pages = await collect(iterateAcceptanceReport(wb.analytics, walk));
    expect(calls().filter((c) => !c.includes('/tasks/'))).toEqual([
      'acceptance_report?dateFrom=2026-09-01&dateTo=2026-10-01',
      'acceptance_report?dateFrom=2026-10-02&dateTo=2026-10-15',
    ]);
    expect(pages[1]!.rows).toEqual([
      {
        incomeId: '1',
        nmID: 2,
        shkCreateDate: '2026-10-02',
        giCreateDate: undefined,
        total: '873.04',
      },
    ]);
  });

  for (const status of ['canceled', 'purged']) {
    it(`fails when WB answers ${status}, after the pages before it`, async () => {
      const { wb, calls } = fakeWb({
        statuses: (period) => (period.startsWith('2026-10-09') ? ['new', status] : ['done']),
        rows: () => ({ json: [] }),
      });
      const walk = { dateFrom: '2026-10-01', dateTo: '2026-10-20', polling: POLL };
      const pages: unknown[] = [];
      const error = await (async () => {
        for await (const page of iteratePaidStorage(wb.analytics, walk)) pages.push(page);
      })().catch((e: unknown) => e);
      expect(pages).toHaveLength(1);
      expect(error).toBeInstanceOf(WbReportTaskError);
      expect(error).toMatchObject({ taskId: '2026-10-09..2026-10-16', taskStatus: status });
      expect(calls().some((c) => c.includes('2026-10-09..2026-10-16/download'))).toBe(false);
    });
  }

  it('gives up on a task that is not done in time, and stops when aborted', async () => {
    const { wb } = fakeWb({ statuses: () => ['processing'], rows: () => ({ json: [] }) });
    const walk = { dateFrom: '2026-10-01', dateTo: '2026-10-05' };
    const slow = iteratePaidStorage(wb.analytics, { ...walk, polling: { ...POLL, timeoutMs: 20 } });
    await expect(collect(slow)).rejects.toMatchObject({ taskStatus: 'processing' });
    const controller = new AbortController();
    const pending = collect(
      iteratePaidStorage(
        wb.analytics,
        { ...walk, polling: { firstDelayMs: 60_000 } },
        {
          signal: controller.signal,
        },
      ),
    );
    controller.abort(new Error('stopped'));
    await expect(pending).rejects.toThrow('stopped');
  });
});
