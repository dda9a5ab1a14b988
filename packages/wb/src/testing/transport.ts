import * as z from 'zod/mini';
import { sandboxBaseUrls } from '../config';
import { WbMetrics, type WbRequestEvent } from '../http/metrics';
import { WbTransport, type WbRequest } from '../http/transport';
import type { RateLimiter } from '../limiter/limiter';
import { InMemoryRateLimiter } from '../limiter/memory';
import { fakeFetch, testToken, type FakeAnswer } from './fake-fetch';

export const token = testToken();
const schema = z.looseObject({ ok: z.boolean() });

/** A transport for unit tests: WB answers from `answers`; requests and metrics recorded. */
export function setup<L extends RateLimiter = InMemoryRateLimiter>(
  answers: FakeAnswer[],
  extra: { maxAttempts?: number; timeoutMs?: number; maxWaitMs?: number } = {},
  limiter: L = new InMemoryRateLimiter() as RateLimiter as L,
) {
  const { fetch, requests } = fakeFetch(answers);
  const metrics = new WbMetrics();
  const events: WbRequestEvent[] = [];
  const transport = new WbTransport({
    baseUrls: sandboxBaseUrls('http://wb.test/'),
    token,
    sellerId: 'seller-1',
    tokenType: 'personal',
    limiter,
    fetch,
    metrics,
    onRequest: (e) => events.push(e),
    backoff: { baseMs: 1, capMs: 2 },
    ...extra,
  });
  return { transport, requests, limiter, metrics, events };
}

/** A content GET with a path parameter and a query (some of it undefined). */
export const get = (
  extra: Partial<WbRequest<{ ok: boolean }>> = {},
): WbRequest<{ ok: boolean }> => ({
  host: 'content',
  group: 'content',
  method: 'GET',
  path: '/content/v2/thing/{id}',
  params: { id: 7 },
  query: { a: 1, b: undefined, c: 'x y' },
  schema,
  ...extra,
});
