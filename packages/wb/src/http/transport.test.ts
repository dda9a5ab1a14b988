import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { InMemoryRateLimiter } from '../limiter/memory';
import { failure } from '../testing/failure';
import { get, setup, token } from '../testing/transport';
import {
  WbAuthError,
  WbDeferredError,
  WbNetworkError,
  WbProxyError,
  WbRateLimitError,
  WbRequestError,
  WbResponseError,
  WbServerError,
  WbTimeoutError,
} from './errors';

describe('WbTransport', () => {
  it('sends the raw token and builds the URL; keeps unknown fields and the raw body', async () => {
    const { transport, requests } = setup([{ json: { ok: true, extra: 1 } }]);
    const res = await transport.request(get());
    expect(res).toEqual({ data: { ok: true, extra: 1 }, raw: { ok: true, extra: 1 }, status: 200 });
    expect(requests[0]?.url).toBe('http://wb.test/content/content/v2/thing/7?a=1&c=x+y');
    expect(requests[0]?.init.headers.Authorization).toBe(token);
    expect(requests[0]?.init.body).toBeUndefined();
  });

  it('writes bodies as JSON', async () => {
    const { transport, requests } = setup([{ json: { ok: true } }]);
    await transport.request(get({ method: 'POST', body: { x: [1, 'a'] } }));
    expect(requests[0]?.init.body).toBe('{"x":[1,"a"]}');
    expect(requests[0]?.init.headers['Content-Type']).toBe('application/json');
  });

  it('retries 5xx, timeouts, resets and truncated bodies, then returns the right data', async () => {
    const { transport, requests, events, metrics } = setup(
      [
        { status: 502, text: 'bad gateway' },
        { hang: true },
        { error: Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }) },
        { text: '{"ok": tr' },
        { json: { ok: true } },
      ],
      { timeoutMs: 30 },
    );
    const res = await transport.request(get());
    expect(res.data).toEqual({ ok: true });
    expect(requests).toHaveLength(5);
    expect(events.map((e) => [e.status, e.retrying])).toEqual([
      [502, true],
      ['timeout', true],
      ['network', true],
      ['invalid-json', true],
      [200, false],
    ]);
    const totals = metrics.snapshot();
    expect(totals.reduce((n, e) => n + e.count, 0)).toBe(5);
    expect(totals.reduce((n, e) => n + e.retries, 0)).toBe(4);
  });

  it('gives up after maxAttempts with the error of the last attempt', async () => {
    const five = Array.from({ length: 3 }, () => ({ status: 503, json: { detail: 'down' } }));
    const server = await failure(setup(five, { maxAttempts: 3 }).transport.request(get()));
    expect(server).toBeInstanceOf(WbServerError);
    expect((server as WbServerError).status).toBe(503);
    expect((server as WbServerError).detail).toBe('down');

    const hang = await failure(
      setup([{ hang: true }, { hang: true }], { maxAttempts: 2, timeoutMs: 20 }).transport.request(
        get(),
      ),
    );
    expect(hang).toBeInstanceOf(WbTimeoutError);

    const reset = await failure(
      setup([{ error: new TypeError('fetch failed') }], { maxAttempts: 1 }).transport.request(
        get(),
      ),
    );
    expect(reset).toBeInstanceOf(WbNetworkError);

    const truncated = await failure(
      setup([{ text: '[1,' }], { maxAttempts: 1 }).transport.request(get()),
    );
    expect(truncated).toBeInstanceOf(WbResponseError);
    expect((truncated as WbResponseError).kind).toBe('json');
  });

  it('does not retry other 4xx and types them', async () => {
    const auth = setup([
      { status: 401, json: { title: 'unauthorized', detail: 'token scope not allowed' } },
    ]);
    const e401 = await failure(auth.transport.request(get()));
    expect(e401).toBeInstanceOf(WbAuthError);
    expect((e401 as WbAuthError).detail).toBe('token scope not allowed');
    expect(auth.requests).toHaveLength(1);

    const e403 = await failure(
      setup([{ status: 403, json: { detail: 'base token is not allowed' } }]).transport.request(
        get(),
      ),
    );
    expect(e403).toBeInstanceOf(WbAuthError);

    const bad = setup([{ status: 400, json: { errors: ['invalid dateFrom'] } }]);
    const e400 = await failure(bad.transport.request(get()));
    expect(e400).toBeInstanceOf(WbRequestError);
    expect((e400 as WbRequestError).detail).toBe('invalid dateFrom');
    expect(bad.requests).toHaveLength(1);

    const e404 = await failure(
      setup([{ status: 404, json: { error: true, errorText: 'not found' } }]).transport.request(
        get(),
      ),
    );
    expect([e404 instanceof WbRequestError, (e404 as WbRequestError).status]).toEqual([true, 404]);
  });

  it('rejects answers that do not fit the schema, without retrying', async () => {
    const { transport, requests } = setup([{ json: { ok: 'yes' } }]);
    const error = await failure(transport.request(get()));
    expect(error).toBeInstanceOf(WbResponseError);
    expect((error as WbResponseError).kind).toBe('schema');
    expect(requests).toHaveLength(1);
  });

  it('honours X-Ratelimit-Retry on a 429 by stopping the bucket', async () => {
    const { transport, events } = setup([
      {
        status: 429,
        json: { title: 'too many requests' },
        headers: { 'X-Ratelimit-Retry': '0.2', 'X-Ratelimit-Reset': '9' },
      },
      { json: { ok: true } },
    ]);
    const started = Date.now();
    await transport.request(get());
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    expect(events[1]?.limiterWaitMs).toBeGreaterThanOrEqual(190);
    expect(events[0]?.status).toBe(429);
  });

  it('with maxWaitMs, a longer wait for the limit ends the call at once: WbDeferredError', async () => {
    const { transport, requests } = setup(
      [{ status: 429, headers: { 'X-Ratelimit-Retry': '3' } }, { json: { ok: true } }],
      { maxWaitMs: 500 },
    );
    const started = Date.now();
    const error = await failure(transport.request(get()));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(WbDeferredError);
    // The bucket's own word: its next token comes when WB said.
    expect((error as WbDeferredError).retryInMs).toBeGreaterThan(2000);
    expect((error as WbDeferredError).retryInMs).toBeLessThan(3001);
    expect(requests).toHaveLength(1);
    // A wait within the bound is simply waited.
    const short = setup(
      [{ status: 429, headers: { 'X-Ratelimit-Retry': '0.2' } }, { json: { ok: true } }],
      { maxWaitMs: 1000 },
    );
    expect((await short.transport.request(get())).data).toEqual({ ok: true });
  });

  it('ends with WbRateLimitError when every attempt is a 429', async () => {
    const answers = Array.from({ length: 2 }, () => ({
      status: 429,
      headers: { 'X-Ratelimit-Retry': '0' },
    }));
    const { transport, metrics } = setup(answers, { maxAttempts: 2 });
    expect(await failure(transport.request(get()))).toBeInstanceOf(WbRateLimitError);
    expect(metrics.snapshot()[0]).toMatchObject({
      status: 429,
      count: 2,
      rateLimited: 2,
      retries: 1,
    });
  });

  it('charges 10 requests for a 4xx on the marketplace group', async () => {
    // A frozen clock: the bucket does not refill while the test runs.
    const frozen = Date.now();
    const { transport, limiter } = setup(
      [{ status: 400, json: { detail: 'bad' } }],
      {},
      new InMemoryRateLimiter(() => frozen),
    );
    const req = get({
      host: 'marketplace',
      group: 'marketplace',
      path: '/api/v3/offices',
      params: {},
    });
    await failure(transport.request(req));
    const key = { sellerId: 'seller-1', group: 'marketplace' };
    // burst 20: one take plus nine more
    expect(limiter.peek(key, { capacity: 20, refillPerSecond: 0 })).toBe(10);
  });

  it('stops at once when the caller aborts', async () => {
    const { transport, requests } = setup([{ hang: true }, { json: { ok: true } }]);
    const controller = new AbortController();
    const pending = transport.request(get({ signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('stop')), 10);
    expect((await failure(pending)).message).toBe('stop');
    expect(requests).toHaveLength(1);
  });

  it('never puts the token into errors, even when WB echoes it', async () => {
    const { transport } = setup([{ status: 400, json: { detail: `bad token ${token}` } }]);
    const error = (await failure(transport.request(get()))) as WbRequestError;
    expect(error.message).not.toContain(token);
    expect(error.detail).not.toContain(token);
    expect(error.body).not.toContain(token);
    expect(JSON.stringify(error)).not.toContain(token);
  });

  it('fails at once when the proxy refuses its credentials (407); retries other refusals', async () => {
    // What undici's ProxyAgent throws for a refused CONNECT (the fetch error wraps it).
    const refused = (status: number) =>
      new TypeError('fetch failed', {
        cause: new DOMException('Request was cancelled.', {
          cause: Object.assign(
            new Error(`Proxy response (${status}) !== 200 when HTTP Tunneling`),
            { name: 'AbortError', code: 'UND_ERR_ABORTED' },
          ),
        }),
      });
    const auth = setup([{ error: refused(407) }, { json: { ok: true } }]);
    const e407 = await failure(auth.transport.request(get()));
    expect(e407).toBeInstanceOf(WbProxyError);
    expect(e407).toBeInstanceOf(WbNetworkError);
    expect((e407 as WbProxyError).proxyStatus).toBe(407);
    expect(e407.message).toBe(
      'The proxy refused the tunnel to WB (HTTP 407) (content GET /content/v2/thing/{id})',
    );
    expect(auth.requests).toHaveLength(1);
    expect(auth.events.map((e) => [e.status, e.retrying])).toEqual([['network', false]]);

    const gateway = setup([{ error: refused(502) }, { json: { ok: true } }]);
    expect((await gateway.transport.request(get())).data).toEqual({ ok: true });
    expect(gateway.requests).toHaveLength(2);
    const always = setup([{ error: refused(503) }, { error: refused(503) }], { maxAttempts: 2 });
    const e503 = await failure(always.transport.request(get()));
    expect([e503 instanceof WbProxyError, (e503 as WbProxyError).proxyStatus]).toEqual([true, 503]);
  });

  it('treats 204 and empty bodies as null', async () => {
    const { transport } = setup([{ status: 204 }]);
    const res = await transport.request({
      ...get(),
      schema: z.nullable(z.looseObject({ ok: z.boolean() })),
    });
    expect(res).toEqual({ data: null, raw: null, status: 204 });
  });
});
