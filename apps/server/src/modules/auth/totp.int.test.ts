import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createUser, PASSWORD, signIn, userByEmail } from '../../../test/identity';
import { CODE_USED_MESSAGE } from './auth.errors';
import { currentTotp } from './totp';

/** The second factor: enrolment, sign-in, recovery codes, one use per code (docs/budgets.md#mfa). */
let ctx: TestContext;
const anon = () => new TestClient(ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp({ config: { AUTH_EMAIL_RATE_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('two-factor authentication', () => {
  it('enrols with a code, then asks for it at sign-in; recovery codes work once', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const setup = await client.post('/api/profile/totp/setup', { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toContain('<svg');
    expect((await client.post('/api/profile/totp/enable', { code: '000000' })).statusCode).toBe(
      400,
    );
    const enabled = await client.post('/api/profile/totp/enable', { code: currentTotp(secret) });
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    const stored = await userByEmail(ctx.database, user.email);
    expect(stored?.totpSecret).not.toContain(secret); // encrypted at rest

    const step = await anon().post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(step.json().status).toBe('totp_required');
    expect(step.headers['set-cookie']).toBeUndefined();
    const fresh = anon();
    const bad = await fresh.post('/api/auth/login/totp', {
      challenge: step.json().challenge,
      code: '123456',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_CODE');
    const good = await fresh.post('/api/auth/login/totp', {
      challenge: step.json().challenge,
      code: currentTotp(secret),
    });
    expect(good.statusCode).toBe(200);
    expect((await fresh.get('/api/me')).json().user.totpEnabled).toBe(true);

    const viaRecovery = async () => {
      const c = anon();
      const s = await c.post('/api/auth/login', { email: user.email, password: PASSWORD });
      return c.post('/api/auth/login/totp', {
        challenge: s.json().challenge,
        recoveryCode: recoveryCodes[0],
      });
    };
    expect((await viaRecovery()).statusCode).toBe(200);
    expect((await viaRecovery()).statusCode).toBe(401);
  });

  it('takes each authenticator code once: not again at sign-in, nor to turn the factor off', async () => {
    const user = await createUser(ctx.database, ctx.config, { totp: true });
    const secondStep = async (c: TestClient, code: string) => {
      const first = await c.post('/api/auth/login', { email: user.email, password: PASSWORD });
      return c.post('/api/auth/login/totp', { challenge: first.json().challenge, code });
    };
    const code = currentTotp(user.totpSecret!);
    const session = anon();
    expect((await secondStep(session, code)).statusCode).toBe(200);
    // Seen over a shoulder and replayed with the password: refused, and said why.
    const replay = await secondStep(anon(), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_CODE', message: CODE_USED_MESSAGE });
    const failures = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM auth_failures WHERE lower(email) = lower($1)`,
      [user.email],
    );
    expect(failures.rows[0].n).toBe(1);
    // Nor does the used code turn the factor off in the signed-in session.
    const off = await session.post('/api/profile/totp/disable', { password: PASSWORD, code });
    expect(off.statusCode).toBe(400);
    expect(off.json().fieldErrors.code).toEqual([CODE_USED_MESSAGE]);
    expect((await userByEmail(ctx.database, user.email))?.totpSecret).not.toBeNull();
    // The next step's code (within the drift window) is a new one: it works.
    const next = currentTotp(user.totpSecret!, Date.now() + 30_000);
    expect(
      (await session.post('/api/profile/totp/disable', { password: PASSWORD, code: next }))
        .statusCode,
    ).toBe(204);
  });

  it('gives administrators their powers only with a second factor', async () => {
    const withoutTotp = await createUser(ctx.database, ctx.config, { type: 'admin' });
    const c1 = await signIn(ctx.app, withoutTotp);
    const me1 = (await c1.get('/api/me')).json();
    expect(me1).toMatchObject({ isAdmin: false, adminNeedsTotp: true });
    expect((await c1.get('/api/admin/users')).statusCode).toBe(403);
    const withTotp = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
    const c2 = await signIn(ctx.app, withTotp);
    expect((await c2.get('/api/me')).json().isAdmin).toBe(true);
    expect((await c2.get('/api/admin/users')).statusCode).toBe(200);
  });
});
