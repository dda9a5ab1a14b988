import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { createUser, signIn } from '../../test/identity';
import { companies } from '../modules/companies/companies.table';
import { idempotencyKeys } from '../modules/idempotency/idempotency.table';
import { pruneIdempotencyKeys } from './idempotency';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('Idempotency-Key', () => {
  it('runs a request once and replays its answer for the same key', async () => {
    const client = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    const send = (name: string) =>
      client.request({
        method: 'POST',
        url: '/api/companies',
        payload: { name },
        headers: { 'idempotency-key': 'create-company-42' },
      });
    const first = await send('ООО Однажды');
    const second = await send('ООО Однажды');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'ООО Однажды'));
    expect(rows).toHaveLength(1);
    const reused = await send('ООО Другая');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps keys of different users apart and ignores requests without a key', async () => {
    const a = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    const b = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    const headers = { 'idempotency-key': 'same-key' };
    expect(
      (
        await a.request({
          method: 'POST',
          url: '/api/companies',
          payload: { name: 'ООО А' },
          headers,
        })
      ).statusCode,
    ).toBe(201);
    const other = await b.request({
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'ООО А' },
      headers,
    });
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await a.post('/api/companies', { name: 'ООО Без ключа' })).statusCode).toBe(201);
    expect((await a.post('/api/companies', { name: 'ООО Без ключа' })).statusCode).toBe(201);
  });

  it('does not reserve a key for an invalid request, and forgets answers after a day', async () => {
    const client = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    const headers = { 'idempotency-key': 'invalid-first' };
    expect(
      (
        await client.request({
          method: 'POST',
          url: '/api/companies',
          payload: { name: '' },
          headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await client.request({
          method: 'POST',
          url: '/api/companies',
          payload: { name: 'ООО Потом' },
          headers,
        })
      ).statusCode,
    ).toBe(201);
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` });
    expect(await pruneIdempotencyKeys(ctx.database.db)).toBeGreaterThan(0);
  });

  it('keeps no secret and no password-derived hash in the clear: answers encrypted, requests under an HMAC', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const send = () =>
      client.request({
        method: 'POST',
        url: '/api/profile/totp/setup',
        payload: { password: user.password },
        headers: { 'idempotency-key': 'totp-setup-1' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const { secret } = first.json<{ secret: string }>();
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<{ secret: string }>().secret).toBe(secret);
    const [row] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'totp-setup-1'));
    expect(row!.body).not.toContain(secret);
    expect(row!.body).toMatch(/^[\w-]+\./); // <keyId>.<iv>.<tag>.<ciphertext>
    // What a dump shows of the request cannot be checked against guessed passwords without
    // the server's key: not the bare hash of the request.
    const bare = createHash('sha256')
      .update(`POST /api/profile/totp/setup\n${JSON.stringify({ password: user.password })}`)
      .digest('hex');
    expect(row!.requestHash).not.toContain(bare);
    expect(row!.requestHash).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
  });
});
