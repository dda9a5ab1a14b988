import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { createUser, signIn } from '../../test/identity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('a database that cannot serve the request', () => {
  it('answers 503 with Retry-After when the pool has no free connection, then recovers', async () => {
    const client = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    const pool = ctx.database.pool;
    // Every connection of the pool taken, and a short wait for one (the app waits 10 s).
    const options = (
      pool as unknown as { options: { max: number; connectionTimeoutMillis: number } }
    ).options;
    const wait = options.connectionTimeoutMillis;
    options.connectionTimeoutMillis = 200;
    const held: pg.PoolClient[] = [];
    try {
      for (let i = 0; i < options.max; i++) held.push(await pool.connect());
      const busy = await client.get('/api/me');
      expect(busy.statusCode, busy.body).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/Повторите/),
      });
    } finally {
      for (const c of held) c.release();
      options.connectionTimeoutMillis = wait;
    }
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });
});
