/**
 * Retries against the sandbox's faults: 5xx, 429 and timeouts are retried and succeed, the
 * limiter honours X-Ratelimit-Retry, and with WB's limits on a burst never earns a 429.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WbCommonClient } from '../src/clients/common';
import { sandboxBaseUrls } from '../src/config';
import { WbRateLimitError, WbServerError, WbTimeoutError } from '../src/http/errors';
import { globalFetch } from '../src/http/fetch';
import type { WbRequestEvent } from '../src/http/metrics';
import { WbTransport } from '../src/http/transport';
import type { RateLimiter } from '../src/limiter/limiter';
import { InMemoryRateLimiter } from '../src/limiter/memory';
import {
  clientsFor,
  failure,
  startSandbox,
  type SandboxStats,
  type TestSandbox,
} from './support/sandbox';
import { WarpLimiter } from './support/warp-limiter';

const ORDERS = 'GET /statistics/api/v1/supplier/orders';
const GOODS = 'GET /prices/api/v2/list/goods/filter';
const SELLER_INFO = 'GET /common/api/v1/seller-info';

describe('retries (limits off)', () => {
  let env: TestSandbox;
  beforeAll(async () => {
    env = await startSandbox();
  });
  beforeEach(() => env.reset());
  afterAll(async () => {
    await env?.close();
  });

  it('retries a burst of 5xx and returns the data', async () => {
    env.faults([{ endpoint: ORDERS, kind: '5xx', count: 2, status: 503 }]);
    const wb = clientsFor(env.sb, env.token);
    const { data } = await wb.statistics.orders({ dateFrom: '2026-10-01' });
    expect(data.length).toBeGreaterThan(0);
    expect(wb.events.map((e) => [e.status, e.attempt, e.retrying])).toEqual([
      [503, 1, true],
      [503, 2, true],
      [200, 3, false],
    ]);
    expect(await env.stats()).toMatchObject({ requests: 3, byStatus: { 503: 2, 200: 1 } });
  });

  it('gives up after maxAttempts with a typed 5xx error', async () => {
    env.faults([{ endpoint: ORDERS, kind: '5xx', count: 5 }]);
    const wb = clientsFor(env.sb, env.token, { maxAttempts: 3 });
    const error = await failure(wb.statistics.orders({ dateFrom: '2026-10-01' }));
    expect(error).toBeInstanceOf(WbServerError);
    expect((error as WbServerError).status).toBe(500);
    expect((error as WbServerError).detail).toBe('something went wrong, please try again later');
    expect(await env.stats()).toMatchObject({ requests: 3, byStatus: { 500: 3 } });
  });

  it('backs off between 5xx attempts (full jitter, here at its ceiling)', async () => {
    env.faults([{ endpoint: SELLER_INFO, kind: '5xx', count: 3 }]);
    const events: WbRequestEvent[] = [];
    const transport = new WbTransport({
      baseUrls: sandboxBaseUrls(env.sb.url),
      token: env.token,
      sellerId: env.sid,
      tokenType: 'personal',
      limiter: new InMemoryRateLimiter(),
      fetch: globalFetch,
      onRequest: (e) => events.push(e),
      backoff: { baseMs: 40, capMs: 80 },
      random: () => 0.999,
    });
    const started = performance.now();
    await new WbCommonClient(transport, 'common').sellerInfo();
    const paused = performance.now() - started - events.reduce((n, e) => n + e.durationMs, 0);
    expect(events.map((e) => e.status)).toEqual([500, 500, 500, 200]);
    // Pauses of floor(0.999 × min(80, 40 × 2^(n−1))): 39 + 79 + 79 ms (timers and the two
    // clocks measured here may disagree by a millisecond each; without backoff it would be ~0).
    expect(paused).toBeGreaterThanOrEqual(39 + 79 + 79 - 3);
    expect(paused).toBeLessThan(39 + 79 + 79 + 400);
  });

  it('retries a burst of 429 after the X-Ratelimit-Retry the limiter waited for', async () => {
    env.faults([{ endpoint: GOODS, kind: '429', count: 2, retrySeconds: 7 }]);
    const limiter = new WarpLimiter();
    const wb = clientsFor(env.sb, env.token, { limiter });
    const started = Date.now();
    const { data } = await wb.prices.goods();
    const real = Date.now() - started;
    expect(data.data.listGoods.length).toBe(5);
    expect(wb.events.map((e) => e.status)).toEqual([429, 429, 200]);
    // Each 429 stopped the bucket for 7 s: the limiter made the next attempt wait exactly that.
    expect(limiter.warps.map((w) => w.group)).toEqual(['prices', 'prices']);
    for (const w of limiter.warps) {
      expect(w.ms).toBeLessThanOrEqual(7000);
      expect(w.ms + real).toBeGreaterThanOrEqual(7000);
    }
    expect(await env.stats()).toMatchObject({ requests: 3, byStatus: { 429: 2, 200: 1 } });
  });

  it('honours X-Ratelimit-Retry in real time', async () => {
    env.faults([{ endpoint: GOODS, kind: '429', count: 1, retrySeconds: 1 }]);
    const wb = clientsFor(env.sb, env.token, { limiter: new InMemoryRateLimiter() });
    const started = Date.now();
    await wb.prices.goods();
    const elapsed = Date.now() - started;
    expect(wb.events.map((e) => e.status)).toEqual([429, 200]);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(2000);
    expect(wb.events[1]!.limiterWaitMs).toBeGreaterThan(900);
  });

  it('fails with a typed error when every attempt gets a 429', async () => {
    env.faults([{ endpoint: GOODS, kind: '429', count: 3 }]);
    const wb = clientsFor(env.sb, env.token, { maxAttempts: 3 });
    const error = await failure(wb.prices.goods());
    expect(error).toBeInstanceOf(WbRateLimitError);
    expect((error as WbRateLimitError).status).toBe(429);
    expect((await env.stats()).requests).toBe(3);
  });

  it('retries an attempt that hangs after the client’s timeout', async () => {
    env.faults([{ endpoint: SELLER_INFO, kind: 'timeout', count: 1, hangMs: 20_000 }]);
    const wb = clientsFor(env.sb, env.token, { timeoutMs: 250 });
    const { data } = await wb.common.sellerInfo();
    expect(data.sid).toBe(env.sid);
    expect(wb.events.map((e) => [e.status, e.retrying])).toEqual([
      ['timeout', true],
      [200, false],
    ]);
    expect(wb.events[0]!.durationMs).toBeGreaterThanOrEqual(240);
    expect(wb.events[0]!.durationMs).toBeLessThan(2000);
  });

  it('a per-call timeout wins over the report default; every attempt timing out fails', async () => {
    env.faults([{ endpoint: ORDERS, kind: 'timeout', count: 2, hangMs: 20_000 }]);
    const wb = clientsFor(env.sb, env.token, { maxAttempts: 2 });
    const started = performance.now();
    const error = await failure(
      wb.statistics.orders({ dateFrom: '2026-10-01' }, { timeoutMs: 200 }),
    );
    expect(error).toBeInstanceOf(WbTimeoutError);
    expect(error.message).toContain('statistics GET /api/v1/supplier/orders');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(wb.events.map((e) => e.status)).toEqual(['timeout', 'timeout']);
    // Hung requests are never answered: read the counters as they are.
    expect(env.sb.control.stats()).toMatchObject({ requests: 2, faultsApplied: 2, byStatus: {} });
  });
});

const answered = (stats: SandboxStats) => Object.values(stats.byStatus).reduce((n, c) => n + c, 0);

/** Grants everything: a client without rate limiting, to show the burst would be refused. */
const noLimit: RateLimiter = {
  tryTake: async () => ({ granted: true }),
  charge: async () => undefined,
  block: async () => undefined,
};

describe('with WB’s limits on', () => {
  let env: TestSandbox;
  beforeAll(async () => {
    env = await startSandbox({ limits: true, name: 'ООО Лимит' });
  });
  beforeEach(() => env.reset());
  afterAll(async () => {
    await env?.close();
  });

  it('a burst beyond the bucket without a limiter earns 429s', async () => {
    const wb = clientsFor(env.sb, env.token, { limiter: noLimit, maxAttempts: 1 });
    const calls = Array.from({ length: 12 }, () =>
      wb.statistics.orders({ dateFrom: '2026-10-01' }).then(
        () => 'ok',
        (e: Error) => e.name,
      ),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.filter((o) => o === 'ok').length).toBe(10);
    expect(outcomes.filter((o) => o === 'WbRateLimitError').length).toBe(2);
  });

  it('in real time: 26 concurrent marketplace calls, burst 20, no 429', async () => {
    const wb = clientsFor(env.sb, env.token, { limiter: new InMemoryRateLimiter() });
    const results = await Promise.all(Array.from({ length: 26 }, () => wb.marketplace.offices()));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stats = await env.stats();
    expect(stats).toMatchObject({ requests: 26, byStatus: { 200: 26 }, rateLimited: {} });
    expect(wb.events.every((e) => e.attempt === 1)).toBe(true);
  });

  it('on the virtual clock: a burst over many groups, minutes of WB limits, no 429', async () => {
    const limiter = new WarpLimiter({
      onWarp: (ms) => env.sb.control.setClock({ advanceSeconds: ms / 1000 }),
      answered: () => answered(env.sb.control.stats() as SandboxStats),
    });
    const wb = clientsFor(env.sb, env.token, { limiter });
    const period = { dateFrom: '2026-10-01', dateTo: '2026-10-20' };
    const calls: Promise<unknown>[] = [
      ...Array.from({ length: 12 }, () => wb.statistics.orders({ dateFrom: '2026-10-01' })),
      ...Array.from({ length: 3 }, () => wb.statistics.sales({ dateFrom: '2026-10-01' })),
      ...Array.from({ length: 3 }, () => wb.finance.salesReportsList(period)),
      ...Array.from({ length: 9 }, () => wb.content.cardsList({ limit: 1 })),
      ...Array.from({ length: 12 }, () => wb.prices.goods({ limit: 1 })),
      ...Array.from({ length: 8 }, () => wb.advert.spend({ from: '2026-10-12', to: '2026-10-13' })),
      ...Array.from({ length: 4 }, () => wb.common.tariffsCommission()),
    ];
    await Promise.all(calls);
    const stats = await env.stats();
    expect(stats).toMatchObject({ requests: calls.length, byStatus: { 200: calls.length } });
    expect(stats.rateLimited).toEqual({});
    expect(wb.events.every((e) => e.attempt === 1 && e.status === 200)).toBe(true);
    // statistics-orders: 10 at once, then one a minute; sales and finance: one a minute.
    expect(limiter.skipped()).toBeGreaterThanOrEqual(2 * 60_000);
    // Both groups had to wait (their waits may have been covered by one shared jump).
    expect(limiter.denied('statistics-orders')).toBeGreaterThan(0);
    expect(limiter.denied('finance-reports-list')).toBeGreaterThan(0);
  });
});
