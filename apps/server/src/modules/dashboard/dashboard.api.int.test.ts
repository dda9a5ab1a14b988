/**
 * /api/dashboard through the app, on the fixture data of company А: blocks by permission, token
 * alerts and sync problems, the cabinet filter, tenant isolation, bad input and the empty state.
 */
import type { Dashboard } from '@wb/shared/dashboard/dashboard.contract';
import { mskDate, type ReportSummary } from '@wb/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { insertToken } from '../../../test/connections';
import { createCompany, signIn } from '../../../test/identity';
import { sales } from '../../../test/fixtures/dashboard-rows';
import { dashboardTestApp } from '../../../test/fixtures/dashboard';

const env = dashboardTestApp({ sales: true });
let owner: TestClient;
let manager: TestClient;
let financier: TestClient;
let logistician: TestClient;
let ownerB: TestClient;

const q = (text: string, params: unknown[] = []) => env.ctx.database.pool.query(text, params);

beforeAll(async () => {
  const { a, b } = env;
  owner = await signIn(env.ctx.app, a.owner);
  manager = await signIn(env.ctx.app, a.members.manager![0]!);
  financier = await signIn(env.ctx.app, a.members.financier![0]!);
  logistician = await signIn(env.ctx.app, a.members.logistician![0]!);
  ownerB = await signIn(env.ctx.app, b.owner);
});

describe('GET /api/dashboard', () => {
  it('gives the owner every block, and the company’s cabinets', async () => {
    const res = await owner.get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<Dashboard>();
    expect(d.today).toBe(mskDate());
    expect(d.accounts.map((a) => a.name)).toEqual(['Второй', 'Основной']);
    expect(d.account).toBeNull();
    expect(Object.keys(d).sort()).toEqual(
      [
        'account',
        'accounts',
        'computedAt',
        'money',
        'ownStock',
        'sameTime',
        'stockRisks',
        'sync',
        'today',
        'tokens',
      ].sort(),
    );
    expect(d.sync!.accounts).toBe(2);
  });

  it('leaves out the blocks a role may not see', async () => {
    // The sales figures are the sales report's (order view), asked for by the page itself.
    const sales = `/api/sales/report?from=${mskDate()}&to=${mskDate()}`;
    const blocks = async (client: TestClient) => {
      const d = (await client.get('/api/dashboard')).json<Record<string, unknown>>();
      const seesSales = (await client.get(sales)).statusCode === 200;
      // Yesterday until now, what today is compared with, goes with the sales figures.
      expect('sameTime' in d).toBe(seesSales);
      return [
        ...(seesSales ? ['sales'] : []),
        ...['money', 'stockRisks', 'tokens', 'sync', 'ownStock'].filter((k) => k in d),
      ];
    };
    // Менеджер: no money; Финансист: money, no stock analytics, tokens nor own stock; Логист:
    // no money.
    expect(await blocks(manager)).toEqual(['sales', 'stockRisks', 'tokens', 'sync', 'ownStock']);
    expect(await blocks(financier)).toEqual(['sales', 'money', 'sync']);
    expect(await blocks(logistician)).toEqual(['sales', 'stockRisks', 'sync', 'ownStock']);
  });

  it('lists tokens that expire soon, have expired or were refused', async () => {
    const account = { id: env.a1, companyId: env.companyA, sellerId: null };
    const soon = await insertToken(env.ctx.database, env.ctx.config, account);
    const fine = await insertToken(env.ctx.database, env.ctx.config, account);
    const gone = await insertToken(env.ctx.database, env.ctx.config, account);
    const day = 86_400_000;
    await q(`UPDATE wb_tokens SET expires_at = $2 WHERE id = $1`, [
      soon.row.id,
      new Date(Date.now() + 3 * day - 60_000),
    ]);
    await q(`UPDATE wb_tokens SET expires_at = $2 WHERE id = $1`, [
      gone.row.id,
      new Date(Date.now() - day),
    ]);
    const d = (await owner.get('/api/dashboard')).json<Dashboard>();
    expect(d.tokens!.map((t) => [t.id, t.status, t.daysLeft, t.accountName])).toEqual([
      [gone.row.id, 'expired', -1, 'Основной'],
      [soon.row.id, 'expiring', 3, 'Основной'],
    ]);
    expect(d.tokens!.some((t) => t.id === fine.row.id)).toBe(false);
    // Not another cabinet's.
    const second = (await owner.get(`/api/dashboard?account=${env.a2}`)).json<Dashboard>();
    expect(second.tokens).toEqual([]);
  });

  it('shows sync problems of the company (and of the cabinet asked for)', async () => {
    await q(
      `INSERT INTO sync_state (company_id, account_id, dataset, last_error, last_error_at)
       VALUES ($1, $2, 'orders', 'WB ответил 401', now())`,
      [env.companyA, env.a1],
    );
    const all = (await owner.get('/api/dashboard')).json<Dashboard>();
    expect(all.sync!.health).toBe('problem');
    expect(all.sync!.problems.map((p) => [p.accountName, p.dataset, p.error])).toEqual([
      ['Основной', 'orders', 'WB ответил 401'],
    ]);
    const other = (await owner.get(`/api/dashboard?account=${env.a2}`)).json<Dashboard>();
    expect(other.sync!.problems).toEqual([]);
    expect(other.sync!.health).not.toBe('problem');
  });

  it('keeps to the caller’s company: own figures, foreign cabinets are not found', async () => {
    const today = mskDate();
    await sales(env.ctx.database, env.companyA, env.a1, [
      { nm: 900, day: today, orders: 7, ordersSum: '700' },
    ]);
    await sales(env.ctx.database, env.companyB, env.b1, [
      { nm: 900, day: today, orders: 50, ordersSum: '5000' },
    ]);
    // New rows without a sync: the figures read a minute ago may be reused; a new cabinet
    // filter reads them afresh.
    const orders = async (client: TestClient, account: string) =>
      (
        await client.get(`/api/sales/report?from=${today}&to=${today}&account=${account}`)
      ).json<ReportSummary>().totals.orders;
    expect(await orders(owner, env.a1)).toBe('7');
    expect(await orders(ownerB, env.b1)).toBe('50');
    const theirs = (await ownerB.get(`/api/dashboard?account=${env.b1}`)).json<Dashboard>();
    expect(theirs.accounts.map((a) => a.id)).toEqual([env.b1]);
    expect(theirs.money!.periods.last30Days.payout).toBeNull();
    const foreign = await owner.get(`/api/dashboard?account=${env.b1}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('Кабинет WB не найден');
  });

  it('refuses a malformed cabinet id in Russian, and anonymous callers', async () => {
    const res = await owner.get('/api/dashboard?account=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>().code).toBe('VALIDATION_FAILED');
    expect(res.body).toMatch(/[а-я]/);
    expect((await new TestClient(env.ctx.app).get('/api/dashboard')).statusCode).toBe(401);
  });

  it('has no cabinets for a new company: the empty state', async () => {
    const fresh = await createCompany(env.ctx.database, env.ctx.config, 'Новая');
    const client = await signIn(env.ctx.app, fresh.owner);
    const d = (await client.get('/api/dashboard')).json<Dashboard>();
    expect(d.accounts).toEqual([]);
    const today = mskDate();
    const top = await client.get(
      `/api/sales/report/rows?from=${today}&to=${today}&groupBy=product`,
    );
    expect(top.json<{ items: unknown[] }>().items).toEqual([]);
    expect(d.sync!.health).toBe('none');
  });
});
