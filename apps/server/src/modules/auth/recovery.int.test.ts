/** Password reset and e-mail change: the flows that go through a mailbox. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createUser, lastMail, PASSWORD, signIn, uniqueEmail } from '../../../test/identity';

let ctx: TestContext;
const anon = () => new TestClient(ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp({ config: { AUTH_EMAIL_RATE_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('password reset', () => {
  it('sends a single-use 30-minute link; the reset ends every session', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const signedIn = await signIn(ctx.app, user);
    expect((await anon().post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(
      202,
    );
    const { token, mail } = await lastMail(ctx.database, user.email);
    expect(mail?.text).toContain(`/reset-password/${token}`);
    const newPassword = 'a brand new passphrase';
    const reset = await anon().post('/api/auth/reset-password', { token, password: newPassword });
    expect(reset.json()).toEqual({ status: 'reset' });
    expect((await signedIn.get('/api/me')).statusCode).toBe(401);
    expect(
      (await anon().post('/api/auth/reset-password', { token, password: newPassword })).json().code,
    ).toBe('TOKEN_INVALID');
    expect(
      (await anon().post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(ctx.app, { email: user.email, password: newPassword });
  });

  it('refuses an expired link, and sends nothing for unknown addresses', async () => {
    const user = await createUser(ctx.database, ctx.config);
    await anon().post('/api/auth/forgot-password', { email: user.email });
    const { token } = await lastMail(ctx.database, user.email);
    await ctx.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect(
      (
        await anon().post('/api/auth/reset-password', { token, password: 'another long password' })
      ).json().code,
    ).toBe('TOKEN_INVALID');
    const ghost = uniqueEmail('ghost');
    expect((await anon().post('/api/auth/forgot-password', { email: ghost })).statusCode).toBe(202);
    expect((await lastMail(ctx.database, ghost)).mail).toBeUndefined();
  });
});

describe('e-mail change', () => {
  it('confirms the new address from a link sent there, and tells the old one', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const newEmail = uniqueEmail('moved');
    expect(
      (await client.post('/api/profile/email', { newEmail, password: 'wrong one' })).statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/profile/email', { newEmail, password: PASSWORD })).statusCode,
    ).toBe(202);
    expect((await lastMail(ctx.database, user.email)).mail?.kind).toBe('email_change_notice');
    const { token } = await lastMail(ctx.database, newEmail);
    const confirmed = await anon().post('/api/auth/confirm-email-change', { token });
    expect(confirmed.json()).toEqual({ status: 'changed', email: newEmail });
    await signIn(ctx.app, { email: newEmail });
  });
});
