/**
 * Paid storage and paid acceptance as async report tasks over HTTP: the task's statuses, WB's
 * period limits and error shapes, the `cancel` fault and purging, WB's limits, and rows that
 * agree with the stock report, the storage tariffs and the supplies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TASK_MS } from '../src/state/report-tasks.ts';
import { control, startWb, type Answer, type TestWb } from './helpers.ts';

const STORAGE = '/analytics/api/v1/paid_storage';
const ACCEPTANCE = '/analytics/api/v1/acceptance_report';

type StorageRow = {
  date: string;
  originalDate: string;
  officeId: number;
  warehouse: string;
  chrtId: number;
  nmId: number;
  volume: number;
  barcodesCount: number;
  warehousePrice: number;
};
type AcceptanceRow = { incomeId: number; nmID: number; count: number; total: number };

let wb: TestWb;
beforeAll(async () => {
  wb = await startWb({ seed: 21 });
});
afterAll(() => wb?.close());

const advance = (seconds: number) => control(wb.sb, 'POST', '/clock', { advanceSeconds: seconds });
const status = async (base: string, id: string) =>
  (await wb.call('GET', `${base}/tasks/${id}/status`)).json.data.status as string;

async function create(base: string, from: string, to: string): Promise<string> {
  const a = await wb.call('GET', `${base}?dateFrom=${from}&dateTo=${to}`);
  expect(a.status, a.text).toBe(200);
  return a.json.data.taskId as string;
}

/** A report of a period: create, wait for `done`, download. */
async function report(base: string, from: string, to: string): Promise<Answer> {
  const id = await create(base, from, to);
  await advance(REPORT_TASK_MS.done / 1000);
  expect(await status(base, id)).toBe('done');
  return wb.call('GET', `${base}/tasks/${id}/download`);
}

const problem = (a: Answer) => ({ status: a.status, title: a.json?.title, detail: a.json?.detail });

describe('cost report tasks', () => {
  it('go new → processing → done; the report is ready only then', async () => {
    for (const base of [STORAGE, ACCEPTANCE]) {
      const id = await create(base, '2026-10-01', '2026-10-08');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await status(base, id)).toBe('new');
      const early = await wb.call('GET', `${base}/tasks/${id}/download`);
      expect(early.status).toBe(400);
      expect(early.json.origin).toBe('api-statistics');
      await advance(REPORT_TASK_MS.processing / 1000);
      expect(await status(base, id)).toBe('processing');
      await advance((REPORT_TASK_MS.done - REPORT_TASK_MS.processing) / 1000);
      expect(await status(base, id)).toBe('done');
      const rows = await wb.call('GET', `${base}/tasks/${id}/download`);
      expect(rows.status).toBe(200);
      expect(rows.json.length).toBeGreaterThan(0);
    }
  });

  it('holds WB’s period limits and answers errors in WB’s shape', async () => {
    const ask = (base: string, q: string) => wb.call('GET', `${base}?${q}`);
    const bad = (detail: string) => ({ status: 400, title: 'Bad Request', detail });
    expect((await ask(STORAGE, 'dateFrom=2026-10-01&dateTo=2026-10-09')).status).toBe(200);
    expect(problem(await ask(STORAGE, 'dateFrom=2026-10-01&dateTo=2026-10-10'))).toEqual(
      bad('Difference between dateFrom and dateTo should be less or equal 8 days'),
    );
    expect((await ask(ACCEPTANCE, 'dateFrom=2026-09-01&dateTo=2026-10-02')).status).toBe(200);
    expect(problem(await ask(ACCEPTANCE, 'dateFrom=2026-09-01&dateTo=2026-10-03'))).toEqual(
      bad('difference between dateFrom and dateTo should be less or equal 31 days'),
    );
    expect(problem(await ask(STORAGE, 'dateFrom=2026-10-05&dateTo=2026-10-05'))).toEqual(
      bad('dateTo should be greater dateFrom'),
    );
    expect(problem(await ask(ACCEPTANCE, 'dateTo=2026-10-05'))).toEqual(
      bad('parameter "dateFrom" in query has an error: value is required but missing'),
    );
    expect(problem(await ask(STORAGE, 'dateFrom=2026-10-01&dateTo=10.10.2026'))).toEqual(
      bad("can't parse dateTo"),
    );
    const malformed = await wb.call('GET', `${STORAGE}/tasks/not-a-uuid/status`);
    expect(malformed.status).toBe(400);
    expect(malformed.json.detail).toMatch(/^Invalid format for parameter task_id/);
    const storageTask = await create(STORAGE, '2026-10-01', '2026-10-02');
    // A task of the other report is not found there.
    const other = await wb.call('GET', `${ACCEPTANCE}/tasks/${storageTask}/status`);
    expect(problem(other)).toEqual({ status: 404, title: 'Not Found', detail: 'not found' });
    expect(other.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('answers canceled after a cancel fault, from then on; purges old reports', async () => {
    const id = await create(STORAGE, '2026-10-01', '2026-10-03');
    await control(wb.sb, 'PUT', '/faults', {
      rules: [{ endpoint: `GET ${STORAGE}/tasks/*/status`, kind: 'cancel', count: 1 }],
    });
    expect(await status(STORAGE, id)).toBe('canceled');
    await advance(REPORT_TASK_MS.done / 1000);
    expect(await status(STORAGE, id)).toBe('canceled');
    expect((await wb.call('GET', `${STORAGE}/tasks/${id}/download`)).status).toBe(400);
    const next = await create(STORAGE, '2026-10-01', '2026-10-03');
    await advance(REPORT_TASK_MS.purged / 1000);
    expect(await status(STORAGE, next)).toBe('purged');
    expect((await wb.call('GET', `${STORAGE}/tasks/${next}/download`)).status).toBe(404);
    await control(wb.sb, 'POST', '/clock', { now: '2026-10-15T09:00:00Z' });
  });

  it('limits each method as WB documents it', async () => {
    const limited = await startWb({ seed: 22, limits: true });
    try {
      const ask = (base: string) =>
        limited.call('GET', `${base}?dateFrom=2026-10-01&dateTo=2026-10-05`);
      // Paid storage: 1 a minute with bursts of 5; acceptance: 1 a minute, no burst.
      for (let i = 0; i < 5; i++) expect((await ask(STORAGE)).status).toBe(200);
      const sixth = await ask(STORAGE);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('x-ratelimit-retry'))).toBeGreaterThan(50);
      const first = await ask(ACCEPTANCE);
      expect(first.status).toBe(200);
      expect((await ask(ACCEPTANCE)).status).toBe(429);
      // Status: one per 5 s (acceptance without a burst); download: one a minute.
      const statusOf = () =>
        limited.call('GET', `${ACCEPTANCE}/tasks/${first.json.data.taskId}/status`);
      expect((await statusOf()).status).toBe(200);
      expect((await statusOf()).status).toBe(429);
      limited.sb.control.setClock({ advanceSeconds: 5 });
      expect((await statusOf()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('cost report rows', () => {
  it('storage: the units of the stock report at midnight, priced with the storage tariff', async () => {
    await control(wb.sb, 'POST', '/clock', { now: '2026-10-10T00:00:00+03:00' });
    try {
      const stocks = await wb.call(
        'POST',
        '/analytics/api/analytics/v1/stocks-report/wb-warehouses',
        {},
      );
      const rows = (await report(STORAGE, '2026-10-08', '2026-10-09')).json as StorageRow[];
      const day = rows.filter((r) => r.date === '2026-10-09');
      expect(day.length).toBeGreaterThan(10);
      expect(day.every((r) => r.originalDate === r.date)).toBe(true);
      const onHand = new Map<string, number>();
      for (const s of stocks.json.data.items as {
        chrtId: number;
        warehouseId: number;
        quantity: number;
      }[])
        if (s.quantity > 0) onHand.set(`${s.chrtId}/${s.warehouseId}`, s.quantity);
      expect(new Map(day.map((r) => [`${r.chrtId}/${r.officeId}`, r.barcodesCount]))).toEqual(
        onHand,
      );
      const box = await wb.call('GET', '/common/api/v1/tariffs/box?date=2026-10-09');
      const num = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));
      const tariff = new Map<string, { base: number; liter: number }>(
        box.json.response.data.warehouseList.map(
          (w: { warehouseName: string; boxStorageBase: string; boxStorageLiter: string }) => [
            w.warehouseName,
            { base: num(w.boxStorageBase), liter: num(w.boxStorageLiter) },
          ],
        ),
      );
      for (const r of day) {
        const t = tariff.get(r.warehouse)!;
        const perUnit = (t.base + t.liter * Math.max(0, r.volume - 1)) * 100;
        expect(r.warehousePrice).toBe(Math.round(r.barcodesCount * perUnit) / 100);
      }
    } finally {
      await control(wb.sb, 'POST', '/clock', { now: '2026-10-15T09:00:00Z' });
    }
  });

  it('acceptance: each supply’s cards add up to its acceptance cost', async () => {
    const rows = (await report(ACCEPTANCE, '2026-09-10', '2026-10-10')).json as AcceptanceRow[];
    const bySupply = new Map<number, number>();
    for (const r of rows) {
      expect(r.count).toBeGreaterThan(0);
      bySupply.set(r.incomeId, (bySupply.get(r.incomeId) ?? 0) + Math.round(r.total * 100));
    }
    expect(bySupply.size).toBeGreaterThan(1);
    for (const [id, kop] of bySupply) {
      const details = await wb.call('GET', `/supplies/api/v1/supplies/${id}`);
      expect(details.status).toBe(200);
      expect(Math.round(details.json.acceptanceCost * 100)).toBe(kop);
    }
  });

  it('answers 204 for a period without data', async () => {
    const none = await report(STORAGE, '2027-01-01', '2027-01-05');
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
  });
});
