/**
 * What Node's HTTP parser refuses before Fastify sees a request still answers `{code, message}`
 * (app.inject skips the parser: this test talks HTTP to a listening server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await ctx.close();
});

describe('requests the HTTP parser refuses', () => {
  it('answers an oversized query string with 431 and the API error body', async () => {
    const res = await fetch(`${base}/api/orders?list=${'a'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'Адрес или заголовки запроса слишком длинные',
    });
  });

  it('still answers ordinary requests', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
