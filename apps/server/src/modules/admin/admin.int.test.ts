import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, lastMail, PASSWORD, signIn } from '../../../test/identity';
import { currentTotp } from '../auth/totp';

let ctx: TestContext;
let admin: TestClient;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  adminUser = await createUser(ctx.database, ctx.config, {
    type: 'admin',
    totp: true,
    fullName: 'Админ',
  });
  admin = await signIn(ctx.app, adminUser);
});
afterAll(async () => {
  await ctx.close();
});

describe('platform administration', () => {
  it('blocks a user: every session ends and sign-in is refused', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const session = await signIn(ctx.app, user);
    const blocked = await admin.post(`/api/admin/users/${user.id}/block`, { blocked: true });
    expect(blocked.json()).toMatchObject({ isBlocked: true, sessions: [] });
    expect((await session.get('/api/me')).statusCode).toBe(401);
    const login = await new TestClient(ctx.app).post('/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(login.json().code).toBe('ACCOUNT_BLOCKED');
    await admin.post(`/api/admin/users/${user.id}/block`, { blocked: false });
    await signIn(ctx.app, user);
    expect(
      (await admin.post(`/api/admin/users/${adminUser.id}/block`, { blocked: true })).json().code,
    ).toBe('SELF_ACTION');
  });

  it('forces a password reset: sessions end, the old password stops working, a link is sent', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const session = await signIn(ctx.app, user);
    expect((await admin.post(`/api/admin/users/${user.id}/force-password-reset`)).statusCode).toBe(
      200,
    );
    expect((await session.get('/api/me')).statusCode).toBe(401);
    expect(
      (
        await new TestClient(ctx.app).post('/api/auth/login', {
          email: user.email,
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
    const { token, mail } = await lastMail(ctx.database, user.email);
    expect(mail?.subject).toMatch(/новый пароль/i);
    await new TestClient(ctx.app).post('/api/auth/reset-password', {
      token,
      password: 'freshly chosen passphrase',
    });
    await signIn(ctx.app, { email: user.email, password: 'freshly chosen passphrase' });
  });

  it('makes and unmakes administrators, keeping at least one', async () => {
    const user = await createUser(ctx.database, ctx.config, { totp: true });
    expect(
      (await admin.post(`/api/admin/users/${user.id}/admin`, { admin: true })).json().type,
    ).toBe('admin');
    const promoted = await signIn(ctx.app, user);
    expect((await promoted.get('/api/admin/companies')).statusCode).toBe(200);
    expect(
      (await admin.post(`/api/admin/users/${user.id}/admin`, { admin: false })).json().type,
    ).toBe('user');
    expect((await promoted.get('/api/admin/companies')).statusCode).toBe(403);
    expect(currentTotp(user.totpSecret!)).toMatch(/^\d{6}$/);
  });

  it('blocks a company: its members keep their sign-in but lose its data', async () => {
    const { company, owner } = await createCompany(ctx.database, ctx.config, 'ООО Под блоком');
    const client = await signIn(ctx.app, owner);
    expect((await client.get('/api/users')).statusCode).toBe(200);
    const res = await admin.post(`/api/admin/companies/${company.id}/block`, { blocked: true });
    expect(res.json()).toMatchObject({ blocked: true, owners: [owner.email] });
    expect((await client.get('/api/users')).statusCode).toBe(403);
    expect((await client.get('/api/me')).json().currentCompany.blocked).toBe(true);
    await admin.post(`/api/admin/companies/${company.id}/block`, { blocked: false });
    expect((await client.get('/api/users')).statusCode).toBe(200);
  });

  it('keeps platform settings: banner, trial length, SMTP password write-only and encrypted', async () => {
    const res = await admin.patch('/api/admin/platform-settings', {
      maintenanceBanner: 'Плановые работы в 23:00',
      trialDays: 30,
      mail: {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        user: 'robot',
        from: 'Office <robot@example.com>',
      },
      mailPassword: 's3cret-smtp-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      trialDays: 30,
      mailPasswordSet: true,
      maintenanceBanner: 'Плановые работы в 23:00',
    });
    expect(res.body).not.toContain('s3cret');
    const { rows } = await ctx.database.pool.query(
      "select value::text from platform_settings where key = 'mailPassword'",
    );
    expect(rows[0].value).not.toContain('s3cret');
    const user = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    expect((await user.get('/api/me')).json().maintenanceBanner).toBe('Плановые работы в 23:00');
    const invalid = await admin.patch('/api/admin/platform-settings', { trialDays: -1 });
    expect(invalid.statusCode).toBe(400);
    const reset = await admin.patch('/api/admin/platform-settings', {
      maintenanceBanner: null,
      mail: null,
      mailPassword: null,
      trialDays: 14,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      maintenanceBanner: null,
      mail: null,
      mailPasswordSet: false,
    });
  });
});
