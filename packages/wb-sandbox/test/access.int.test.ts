/** Tokens (401/403), rate limits (429 and its headers, the off switch). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { control, startWb, type TestWb } from './helpers.ts';

const ORDERS = '/statistics/api/v1/supplier/orders?dateFrom=2026-10-14';

describe('tokens and limits', () => {
  let wb: TestWb;
  beforeAll(async () => {
    wb = await startWb({ limits: true });
  });
  afterAll(() => wb?.close());

  it('answers 401 to a missing, malformed, foreign or expired token', async () => {
    const other = await createSandbox({ port: 0, key: 'another-key' });
    const { sid } = other.registerSeller({ name: 'Чужой', seed: 1 });
    const foreign = other.issueToken({ sid });
    await other.close();
    for (const token of ['', 'abc', foreign, wb.tokenWith({ expiresInDays: -1 })]) {
      const r = await wb.call('GET', '/common/api/v1/seller-info', undefined, token);
      expect(r.status).toBe(401);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.json.status).toBe(401);
    }
  });

  it('answers 403 without the category bit and to writes with a read-only token', async () => {
    const contentOnly = wb.tokenWith({ categories: ['content'] });
    const r = await wb.call('GET', ORDERS, undefined, contentOnly);
    expect(r.status).toBe(403);
    expect(r.json.detail).toMatch(/scope/);
    const readOnly = wb.tokenWith({ readOnly: true });
    const write = await wb.call(
      'POST',
      '/prices/api/v2/upload/task',
      { data: [{ nmID: 1, price: 100 }] },
      readOnly,
    );
    expect(write.status).toBe(403);
    const read = await wb.call(
      'GET',
      '/prices/api/v2/list/goods/filter?limit=1',
      undefined,
      readOnly,
    );
    expect(read.status).toBe(200);
    const basic = wb.tokenWith({ acc: 1 });
    const finance = await wb.call(
      'POST',
      '/finance/api/finance/v1/sales-reports/list',
      { dateFrom: '2026-10-01', dateTo: '2026-10-14' },
      basic,
    );
    expect(finance.status).toBe(403);
  });

  it('limits per seller and group with WB headers, and can be switched off', async () => {
    const sales = '/statistics/api/v1/supplier/sales?dateFrom=2026-10-14';
    const first = await wb.call('GET', sales);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('0');
    const second = await wb.call('GET', sales);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('x-ratelimit-retry'))).toBeGreaterThanOrEqual(59);
    expect(Number(second.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(59);
    expect(second.headers.get('x-ratelimit-limit')).toBe('1');
    // Another group is not affected.
    expect((await wb.call('GET', ORDERS)).status).toBe(200);
    const stats = await control(wb.sb, 'GET', '/stats');
    expect(stats.json.rateLimited[wb.sid]['statistics-sales']).toBe(1);
    expect((await control(wb.sb, 'PUT', '/limits', { enabled: false })).status).toBe(200);
    expect((await wb.call('GET', sales)).status).toBe(200);
    expect((await wb.call('GET', sales)).status).toBe(200);
    // Reset: limits back on, with fresh buckets.
    await control(wb.sb, 'POST', '/reset');
    expect((await wb.call('GET', sales)).status).toBe(200);
    expect((await wb.call('GET', sales)).status).toBe(429);
  });

  it('refills the bucket as the clock advances', async () => {
    const feed = '/analytics/api/analytics/v1/order-feed';
    const body = { selectedPeriod: { start: '2026-10-14T00:00:00+03:00' } };
    expect((await wb.call('POST', feed, body)).status).toBe(200);
    expect((await wb.call('POST', feed, body)).status).toBe(429);
    await control(wb.sb, 'POST', '/clock', { advanceSeconds: 61 });
    expect((await wb.call('POST', feed, body)).status).toBe(200);
  });
});
