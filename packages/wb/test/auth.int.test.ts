/**
 * Tokens WB refuses: typed errors, never retried, never echoing the token; and what a refused
 * call costs in the marketplace bucket (a 4xx counts as 10 requests, docs/wb-notes.md#rate-limits).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WbAuthError, WbRequestError } from '../src/http/errors';
import { bucketSpec } from '../src/limiter/limits';
import { InMemoryRateLimiter } from '../src/limiter/memory';
import { clientsFor, failure, startSandbox, type TestSandbox } from './support/sandbox';

let env: TestSandbox;

beforeAll(async () => {
  env = await startSandbox();
});
beforeEach(() => env.reset());
afterAll(async () => {
  await env?.close();
});

function expectAuthError(error: Error, status: number, detail: string, token: string) {
  expect(error).toBeInstanceOf(WbAuthError);
  expect((error as WbAuthError).status).toBe(status);
  expect((error as WbAuthError).detail).toBe(detail);
  expect(String(error)).not.toContain(token);
  expect(JSON.stringify((error as WbAuthError).body)).not.toContain(token);
}

describe('refused tokens', () => {
  it('a token without the category: 403, one request, no retry', async () => {
    const token = env.sb.issueToken({ sid: env.sid, categories: ['content', 'statistics'] });
    const wb = clientsFor(env.sb, token);
    expect(wb.token?.categories).toEqual(['content', 'statistics']);
    const error = await failure(
      wb.finance.salesReportsList({ dateFrom: '2026-10-01', dateTo: '2026-10-20' }),
    );
    expectAuthError(error, 403, 'scope is not allowed for this resource', token);
    expect(error.message).toContain('finance POST /api/finance/v1/sales-reports/list');
    expect(await env.stats()).toMatchObject({ requests: 1, byStatus: { 403: 1 } });
    expect(wb.events.map((e) => [e.status, e.retrying])).toEqual([[403, false]]);
    // The categories it has still work.
    expect((await wb.content.cardsList()).data.cards.length).toBe(5);
  });

  it('a bad signature: 401, one request, no retry', async () => {
    const good = env.sb.issueToken({ sid: env.sid });
    const [head, payload, sig] = good.split('.') as [string, string, string];
    const forged = `${head}.${payload}.${sig.slice(0, -4)}${sig.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const wb = clientsFor(env.sb, forged, { maxAttempts: 5 });
    // The client reads the payload (it cannot check the signature); WB refuses the token.
    expect(wb.sellerId).toBe(env.sid);
    const error = await failure(wb.common.sellerInfo());
    expectAuthError(
      error,
      401,
      'token problem; token signature is invalid: signature is invalid',
      forged,
    );
    expect(await env.stats()).toMatchObject({ requests: 1, byStatus: { 401: 1 } });
  });

  it('an expired token: 401 without a retry', async () => {
    const token = env.sb.issueToken({ sid: env.sid, expiresInDays: -1 });
    const wb = clientsFor(env.sb, token);
    expect(wb.token!.expiresAt.getTime()).toBeLessThan(env.sb.clock.now());
    const error = await failure(wb.statistics.orders({ dateFrom: '2026-10-01' }));
    expectAuthError(error, 401, 'token problem; token has invalid claims: token is expired', token);
    expect((await env.stats()).requests).toBe(1);
  });

  it('a read-only token reads but every write is refused with 403, without a retry', async () => {
    const token = env.sb.issueToken({ sid: env.sid, readOnly: true });
    const wb = clientsFor(env.sb, token);
    expect(wb.token?.readOnly).toBe(true);
    const goods = (await wb.prices.goods()).data.data.listGoods;
    expect(goods.length).toBe(5);
    const tags = (await wb.content.tags()).data.data;

    const writes = [
      () => wb.prices.uploadTask([{ nmID: goods[0]!.nmID, price: 1000 }]),
      () => wb.content.createTag({ name: 'Нельзя', color: 'D1CFD7' }),
      () => wb.content.deleteTag(tags[0]!.id),
      () => wb.content.linkTags({ nmID: goods[0]!.nmID, tagsIDs: [] }),
    ];
    for (const write of writes) {
      expectAuthError(await failure(write()), 403, 'read-only token', token);
    }
    expect(await env.stats()).toMatchObject({ requests: 6, byStatus: { 200: 2, 403: 4 } });
    expect((await wb.content.tags()).data.data).toEqual(tags);
  });

  it('a basic token on a Personal/Service-only method: 403', async () => {
    const token = env.sb.issueToken({ sid: env.sid, acc: 1 });
    const wb = clientsFor(env.sb, token);
    expect(wb.token?.type).toBe('basic');
    const error = await failure(wb.finance.reportDetail('1', {}));
    expectAuthError(error, 403, 'base token is not allowed', token);
    expect((await env.stats()).requests).toBe(1);
  });

  it('a bad request: 400 with WB’s explanation, not retried', async () => {
    const wb = clientsFor(env.sb, env.token, { maxAttempts: 5 });
    const stats = await failure(wb.statistics.orders({ dateFrom: 'вчера' }));
    expect(stats).toBeInstanceOf(WbRequestError);
    expect([(stats as WbRequestError).status, (stats as WbRequestError).detail]).toEqual([
      400,
      'dateFrom: Value not validated',
    ]);
    // advert-api answers its 400 as plain text: the text is kept as the body.
    const advert = await failure(wb.advert.spend({ from: '2026-08-01', to: '2026-10-20' }));
    expect(advert).toBeInstanceOf(WbRequestError);
    expect((advert as WbRequestError).body).toBe('Период не должен превышать 31 день');
    expect(await env.stats()).toMatchObject({ requests: 2, byStatus: { 400: 2 } });
  });
});

describe('marketplace 4xx cost', () => {
  const spec = bucketSpec('marketplace');
  // A still clock: no refill, so the bucket shows exactly what each answer cost.
  const frozen = () => Date.parse('2026-10-20T09:00:00Z');

  it('a 200 costs one request, a 4xx ten', async () => {
    const limiter = new InMemoryRateLimiter(frozen);
    const key = { sellerId: env.sid, group: 'marketplace' };
    const wb = clientsFor(env.sb, env.token, { limiter });
    await wb.marketplace.offices();
    expect(limiter.peek(key, spec)).toBe(spec.capacity - 1);

    const noMarketplace = env.sb.issueToken({ sid: env.sid, categories: ['content'] });
    const refused = clientsFor(env.sb, noMarketplace, { limiter });
    const error = await failure(refused.marketplace.warehouses());
    expect((error as WbAuthError).status).toBe(403);
    expect(limiter.peek(key, spec)).toBe(spec.capacity - 11);

    // Elsewhere a 4xx costs one request like any other answer.
    const contentSpec = bucketSpec('content');
    const otherKey = { sellerId: env.sid, group: 'content' };
    const noContent = env.sb.issueToken({ sid: env.sid, categories: ['finance'] });
    await failure(clientsFor(env.sb, noContent, { limiter }).content.cardsList());
    expect(limiter.peek(otherKey, contentSpec)).toBe(contentSpec.capacity - 1);
  });

  it('two 4xx empty the bucket: the next call has to wait for the refill', async () => {
    let now = frozen();
    const limiter = new InMemoryRateLimiter(() => now);
    const key = { sellerId: env.sid, group: 'marketplace' };
    const noMarketplace = env.sb.issueToken({ sid: env.sid, categories: ['content'] });
    const refused = clientsFor(env.sb, noMarketplace, { limiter });
    await failure(refused.marketplace.offices());
    await failure(refused.marketplace.offices());
    expect(limiter.peek(key, spec)).toBe(0);
    expect(await env.stats()).toMatchObject({ requests: 2, byStatus: { 403: 2 } });
    const decision = await limiter.tryTake(key, spec);
    expect(decision).toEqual({ granted: false, waitMs: 1000 / spec.refillPerSecond });
    now += Math.ceil(1000 / spec.refillPerSecond);
    const next = await limiter.tryTake(key, spec);
    expect(next.granted).toBe(true);
    // The wait was rounded up to a whole millisecond: a sliver of a token is left.
    expect(next.granted && next.level).toBeGreaterThanOrEqual(0);
    expect(next.granted && next.level).toBeLessThan(0.01);
  });
});
