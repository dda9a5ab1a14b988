/**
 * Outbound proxies and portal cookies (admin pages): a real CONNECT proxy in front of a local
 * stand-in for WB's ping; credentials and cookie values never leave the server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROXY_FAILURES_TO_DISABLE } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startConnectProxy, type TestProxy } from '../../../test/connect-proxy';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { companyMembers } from '../users/users.table';
import { portalCookieFor } from '../wb-cookies/wb-cookies.service';

let ctx: TestContext;
let wb: Server;
let admin: TestClient;
let owner: TestClient;
let companyId: string;
const proxies: TestProxy[] = [];

beforeAll(async () => {
  wb = createServer((req, res) => {
    res.writeHead(req.url === '/common/ping' ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{"TS":"2026-11-22T00:00:00Z","Status":"OK"}');
  });
  await new Promise<void>((resolve) => wb.listen(0, '127.0.0.1', resolve));
  ctx = await buildTestApp({
    config: { WB_BASE_URL: `http://127.0.0.1:${(wb.address() as AddressInfo).port}` },
  });
  const a = await createCompany(ctx.database, ctx.config, 'Компания А');
  companyId = a.company.id;
  owner = await signIn(ctx.app, a.owner);
  // A platform administrator who is also the company's owner (cookies and proxies need both).
  const adminUser = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  await ctx.database.db
    .insert(companyMembers)
    .values({ companyId, userId: adminUser.id, roleId: a.roles.owner.id });
  admin = await signIn(ctx.app, adminUser);
  expect((await admin.put('/api/me/company', { companyId })).statusCode).toBe(200);
});

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await ctx.close();
  wb.close();
});

async function proxy(auth?: { username: string; password: string }) {
  const p = await startConnectProxy(auth);
  proxies.push(p);
  return p;
}

describe('API proxies', () => {
  it('are for administrators only', async () => {
    expect((await owner.get('/api/api-proxies')).statusCode).toBe(403);
  });

  it('checks a proxy through a real CONNECT tunnel, with credentials', async () => {
    const p = await proxy({ username: 'wb user', password: 'p@ss:word' });
    const created = await admin.post('/api/api-proxies', {
      name: 'Москва-1',
      url: p.url,
      username: 'wb user',
      password: 'p@ss:word',
      enabled: true,
      assignment: 'pool',
      accountIds: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('p@ss:word');
    const id = created.json<{ id: string }>().id;

    const checked = await admin.post(`/api/api-proxies/${id}/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'active', failures: 0, lastError: null });
    expect(p.tunnels).toHaveLength(1);

    const list = await admin.get('/api/api-proxies');
    expect(list.body).not.toContain('p@ss:word');
    expect(list.json<{ items: { passwordSet: boolean }[] }>().items[0]?.passwordSet).toBe(true);
  });

  it(`records a refused tunnel and switches the proxy off after ${PROXY_FAILURES_TO_DISABLE} failures`, async () => {
    const p = await proxy({ username: 'right', password: 'right' });
    const created = await admin.post('/api/api-proxies', {
      name: 'Неверный пароль',
      url: p.url,
      username: 'right',
      password: 'wrong',
      enabled: true,
      assignment: 'accounts',
      accountIds: [(await insertAccount(ctx.database, companyId)).id],
    });
    const id = created.json<{ id: string }>().id;
    let last: { status: string; failures: number; lastError: string | null; enabled: boolean } =
      created.json();
    for (let i = 1; i <= PROXY_FAILURES_TO_DISABLE; i++) {
      last = (await admin.post(`/api/api-proxies/${id}/check`)).json();
      expect(last.failures).toBe(i);
      expect(last.lastError).not.toContain('wrong');
    }
    expect(last).toMatchObject({ status: 'disabled', enabled: false });
    expect(p.tunnels).toHaveLength(0);

    // Switching it back on starts clean.
    const back = await admin.patch(`/api/api-proxies/${id}`, { enabled: true, password: 'right' });
    expect(back.json()).toMatchObject({ status: 'active', failures: 0 });
    expect((await admin.post(`/api/api-proxies/${id}/check`)).json()).toMatchObject({
      status: 'active',
    });
    expect(p.tunnels).toHaveLength(1);
  });

  it('refuses an address with credentials in it and an empty account list', async () => {
    const withCreds = await admin.post('/api/api-proxies', {
      name: 'x',
      url: 'http://user:pass@127.0.0.1:3128',
      username: null,
      password: null,
      enabled: true,
      assignment: 'pool',
      accountIds: [],
    });
    expect(withCreds.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('url');
    const noAccounts = await admin.post('/api/api-proxies', {
      name: 'x',
      url: 'http://127.0.0.1:3128',
      username: null,
      password: null,
      enabled: true,
      assignment: 'accounts',
      accountIds: [],
    });
    expect(noAccounts.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('accountIds');
  });

  it('audits what it applied: a pool proxy keeps no cabinets, whatever the request listed', async () => {
    const account = (await insertAccount(ctx.database, companyId)).id;
    const created = await admin.post('/api/api-proxies', {
      name: 'Общий',
      url: 'http://127.0.0.1:3128',
      username: null,
      password: null,
      enabled: false,
      assignment: 'pool',
      accountIds: [account],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string; accountIds: string[] }>().id;
    expect(created.json<{ accountIds: string[] }>().accountIds).toEqual([]);
    await admin.patch(`/api/api-proxies/${id}`, { accountIds: [account] });
    const { rows } = await ctx.database.pool.query<{ action: string; after: { accountIds: [] } }>(
      `SELECT action, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows.map((r) => [r.action, r.after.accountIds])).toEqual([
      ['api_proxy.created', []],
      ['api_proxy.updated', []],
    ]);
  });
});

describe('portal cookies', () => {
  it('stores a cookie encrypted, shows only its names, and gates portal features', async () => {
    const account = await insertAccount(ctx.database, companyId, { name: 'С cookie' });
    const secret = 'WBTokenV3=very-secret-value; x-supplier-id=abc';
    const saved = await admin.put(`/api/wb-cookies/${account.id}`, {
      cookie: secret,
      expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      cookieNames: ['WBTokenV3', 'x-supplier-id'],
      status: 'active',
    });
    const list = await admin.get('/api/wb-cookies');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain('very-secret-value');
    expect(list.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({
        accountName: 'С cookie',
        cookieNames: ['WBTokenV3', 'x-supplier-id'],
      }),
    );
    const features = await admin.get('/api/wb-cookies/features');
    expect(features.json()).toEqual({ supplySlotBooking: false });
    const stored = await ctx.database.pool.query('SELECT ciphertext FROM wb_cookies');
    expect(JSON.stringify(stored.rows)).not.toContain('very-secret-value');

    await expect(
      portalCookieFor(ctx.database.db, ctx.config, companyId, account.id, 'supplySlotBooking'),
    ).rejects.toMatchObject({ code: 'PORTAL_FEATURE_OFF' });
    const on = await admin.patch('/api/admin/platform-settings', {
      portalFeatures: { supplySlotBooking: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await expect(
      portalCookieFor(ctx.database.db, ctx.config, companyId, account.id, 'supplySlotBooking'),
    ).resolves.toBe(secret);

    const past = await admin.put(`/api/wb-cookies/${account.id}`, {
      cookie: secret,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('expiresAt');
  });
});
