import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import {
  createUser,
  lastMail,
  PASSWORD,
  signIn,
  uniqueEmail,
  userByEmail,
} from '../../../test/identity';
import { auditLog } from '../audit/audit.table';
import { updatePlatformSettings } from '../settings/platform-settings.service';
import { authFailures, sessions } from './auth.table';
import { users } from '../users/users.table';

let ctx: TestContext;
const anon = () => new TestClient(ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp({ config: { AUTH_EMAIL_RATE_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  await ctx.close();
});

async function register(email: string, extra: Record<string, unknown> = {}) {
  return anon().post('/api/auth/register', {
    email,
    password: PASSWORD,
    fullName: 'Ирина Новикова',
    companyName: 'ИП Новикова',
    ...extra,
  });
}

describe('registration and e-mail confirmation', () => {
  it('creates the user and their company, and sends a confirmation link', async () => {
    const email = uniqueEmail('reg');
    const res = await register(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const { mail, token } = await lastMail(ctx.database, email);
    expect(mail?.kind).toBe('verify_email');
    expect(mail?.text).toContain('/login?verify=');

    const early = await anon().post('/api/auth/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await anon().post('/api/auth/verify-email', { token });
    expect(verify.json()).toEqual({ status: 'verified', email });
    expect((await anon().post('/api/auth/verify-email', { token })).json().code).toBe(
      'TOKEN_INVALID',
    );

    const client = await signIn(ctx.app, { email });
    const me = (await client.get('/api/me')).json();
    expect(me.user.email).toBe(email);
    expect(me.currentCompany).toMatchObject({
      name: 'ИП Новикова',
      roleName: 'Владелец',
      isOwner: true,
    });
    expect(me.permissions).toContain('user:delete');
    expect(me.permissions).toContain('report:viewReportIncome');
    expect(me.isAdmin).toBe(false);
  });

  it('answers an already registered address the same way, changes nothing, and warns by e-mail', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const countUsers = async () =>
      (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await countUsers();
    const res = await register(user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    expect(await countUsers()).toBe(before);
    expect((await lastMail(ctx.database, user.email)).mail?.kind).toBe('already_registered');
  });

  it('refuses a common or short password with a field error and writes nothing', async () => {
    const email = uniqueEmail('weak');
    const common = await register(email, { password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors.password[0]).toMatch(/распространён/);
    const short = await register(email, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toBeDefined();
    expect(await userByEmail(ctx.database, email)).toBeUndefined();
  });

  it('can be closed by the platform settings', async () => {
    await updatePlatformSettings(ctx.database.db, ctx.config, { registrationOpen: false }, null);
    try {
      const res = await register(uniqueEmail('closed'));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('REGISTRATION_CLOSED');
      expect((await anon().get('/api/auth/config')).json().registrationOpen).toBe(false);
    } finally {
      await updatePlatformSettings(ctx.database.db, ctx.config, { registrationOpen: true }, null);
    }
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const wrong = await anon().post('/api/auth/login', {
      email: user.email,
      password: 'wrong password here',
    });
    const unknown = await anon().post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'wrong password here',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (b: { requestId?: string }) => ({ ...b, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
  });

  it('sets a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const res = await anon().post('/api/auth/login', { email: user.email, password: PASSWORD });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^__Host-wb_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Domain=');
    // Only the token's hash is stored.
    const token = header.split(';')[0]!.split('=')[1]!;
    const stored = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('rotates the session at sign-in: the previous one stops working', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const first = client.cookies.get('__Host-wb_session');
    const again = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(client.cookies.get('__Host-wb_session')).not.toBe(first);
    const old = new TestClient(ctx.app);
    old.cookies.set('__Host-wb_session', first!);
    expect((await old.get('/api/me')).statusCode).toBe(401);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });

  it('signs out: the session is revoked', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const cookie = client.cookies.get('__Host-wb_session')!;
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    const replay = new TestClient(ctx.app);
    replay.cookies.set('__Host-wb_session', cookie);
    expect((await replay.get('/api/me')).statusCode).toBe(401);
  });

  it('allows at most 10 failures per account in 15 minutes, then refuses even the right password', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = anon();
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.post('/api/auth/login', { email: user.email, password: `wrong guess ${i}` }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    // Unknown addresses are limited the same way, so the limit reveals nothing.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++)
      await client.post('/api/auth/login', { email: ghost, password: 'wrong password' });
    expect(
      (await client.post('/api/auth/login', { email: ghost, password: 'wrong password' }))
        .statusCode,
    ).toBe(429);
    // After the window the account opens again.
    await ctx.database.db
      .update(authFailures)
      .set({ at: sql`now() - interval '16 minutes'` })
      .where(eq(authFailures.email, user.email));
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const ip = '203.0.113.77';
    const client = new TestClient(ctx.app, { ip });
    for (let i = 0; i < 50; i++) {
      await client.post('/api/auth/login', {
        email: uniqueEmail('spray'),
        password: 'wrong password',
      });
    }
    const user = await createUser(ctx.database, ctx.config);
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode,
    ).toBe(429);
    expect((await signIn(ctx.app, user, { ip: '203.0.113.78' })).cookies.size).toBe(1);
  });
});

describe('CSRF', () => {
  it('refuses state-changing requests without the custom header', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const res = await new TestClient(ctx.app, { csrf: false }).post('/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_REJECTED');
  });

  it('refuses a cross-site form post even with a session cookie', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const crossSite = await client.request({
      method: 'POST',
      url: '/api/companies',
      headers: {
        origin: 'https://evil.example.net',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=x',
    });
    expect(crossSite.statusCode).toBe(403);
    const wrongOrigin = await client.request({
      method: 'POST',
      url: '/api/companies',
      headers: { origin: 'https://evil.example.net' },
      payload: { name: 'Чужая' },
    });
    expect(wrongOrigin.statusCode).toBe(403);
    const sameOrigin = await client.request({
      method: 'POST',
      url: '/api/companies',
      headers: {
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      payload: { name: 'Своя' },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });
});

describe('audit log', () => {
  it('records sign-in, failed sign-in, denied access and password change with IP and request id', async () => {
    const user = await createUser(ctx.database, ctx.config);
    await anon().post('/api/auth/login', { email: user.email, password: 'not the password' });
    const client = await signIn(ctx.app, user);
    const denied = await client.get('/api/admin/users');
    expect(denied.statusCode).toBe(403);
    const changed = await client.post('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'yet another good passphrase',
    });
    expect(changed.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, user.id));
    const actions = rows.map((r) => r.action);
    for (const action of [
      'auth.login_failed',
      'auth.login',
      'auth.access_denied',
      'auth.password_changed',
    ]) {
      expect(
        actions.filter((a) => a === action),
        action,
      ).toHaveLength(1);
    }
    const deniedRow = rows.find((r) => r.action === 'auth.access_denied')!;
    expect(deniedRow.entityId).toBe('GET /api/admin/users');
    expect(deniedRow.ip).toBe('127.0.0.1');
    expect(deniedRow.requestId).toBe(denied.headers['x-request-id']);
  });

  it('is append-only', async () => {
    const refused = {
      cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
    };
    await expect(
      ctx.database.db.execute(sql`update audit_log set action = 'x'`),
    ).rejects.toMatchObject(refused);
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(
      refused,
    );
    await expect(ctx.database.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refused);
  });
});
