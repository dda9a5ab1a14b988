/**
 * /api/wb-cookies as a grid (admin): every cabinet of the company with its portal cookie state
 * derived at read time, sort, filters, tenant isolation and the export — never a cookie value.
 */
import type { ListRequestInput, WbCookieRow } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertCookie } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { companyMembers } from '../users/users.table';

let ctx: TestContext;
let admin: TestClient;
let owner: TestClient;
const secrets: string[] = [];
const DAY = 86_400_000;

async function cookie(
  account: { id: string; companyId: string },
  facts: { days: number; rejected?: boolean },
) {
  const value = `WBTokenV3=secret-${account.id}; x-supplier-id=42`;
  secrets.push(`secret-${account.id}`);
  const row = await insertCookie(ctx.database, ctx.config, account, value);
  await ctx.database.pool.query(
    `UPDATE wb_cookies SET expires_at = $2,
            rejected_at = CASE WHEN $3 THEN now() END,
            last_error = CASE WHEN $3 THEN 'Сессия отклонена' END
      WHERE account_id = $1`,
    [account.id, new Date(Date.now() + facts.days * DAY), facts.rejected ?? false],
  );
  return row;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Cookie А');
  const b = await createCompany(ctx.database, ctx.config, 'Cookie Б');
  const companyId = a.company.id;
  const insert = (c: string, name: string) => insertAccount(ctx.database, c, { name });
  await cookie(await insert(companyId, 'Альфа'), { days: 30 });
  await cookie(await insert(companyId, 'Бета'), { days: 2 });
  await cookie(await insert(companyId, 'Вега'), { days: -1 });
  await cookie(await insert(companyId, 'Гамма'), { days: 10, rejected: true });
  await insert(companyId, 'Дельта');
  await cookie(await insert(b.company.id, 'Чужой'), { days: 30 });
  owner = await signIn(ctx.app, a.owner);
  // A platform administrator who is also the company's owner (the page needs both).
  const adminUser = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  await ctx.database.db
    .insert(companyMembers)
    .values({ companyId, userId: adminUser.id, roleId: a.roles.owner.id });
  admin = await signIn(ctx.app, adminUser);
  expect((await admin.put('/api/me/company', { companyId })).statusCode).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

const url = (list: ListRequestInput, path = '/api/wb-cookies', extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput = {}) {
  const res = await admin.get(url(list));
  expect(res.statusCode, res.body).toBe(200);
  for (const secret of secrets) expect(res.body).not.toContain(secret);
  return res.json<{ items: WbCookieRow[]; total: number }>();
}

describe('/api/wb-cookies (grid)', () => {
  it('lists every cabinet of the company with its cookie state, none for a cabinet without', async () => {
    const res = await page();
    expect(res.items.map((r) => [r.accountName, r.status])).toEqual([
      ['Альфа', 'active'],
      ['Бета', 'expiring'],
      ['Вега', 'expired'],
      ['Гамма', 'rejected'],
      ['Дельта', 'none'],
    ]);
    expect(res.items[0]).toMatchObject({ cookieNames: ['WBTokenV3', 'x-supplier-id'] });
    expect(res.items[4]).toMatchObject({ cookieId: null, cookieNames: [], expiresAt: null });
    expect(res.items[3]!.lastError).toBe('Сессия отклонена');
  });

  it('sorts and filters on the server; another company never shows', async () => {
    const byExpiry = await page({ sort: [{ field: 'expiresAt', dir: 'asc' }] });
    expect(byExpiry.items.map((r) => r.accountName)).toEqual([
      'Вега',
      'Бета',
      'Гамма',
      'Альфа',
      'Дельта',
    ]);
    const needAction = await page({
      filter: {
        op: 'and',
        items: [{ field: 'status', op: 'in', value: ['expired', 'rejected', 'none'] }],
      },
      sort: [{ field: 'accountName', dir: 'desc' }],
    });
    expect(needAction.items.map((r) => r.accountName)).toEqual(['Дельта', 'Гамма', 'Вега']);
    const foreign = await page({
      filter: { op: 'and', items: [{ field: 'accountName', op: 'equals', value: 'Чужой' }] },
    });
    expect(foreign.total).toBe(0);
  });

  it('exports the filtered view to CSV without cookie values and audits it', async () => {
    const res = await admin.get(
      url(
        {
          filter: {
            op: 'and',
            items: [{ field: 'cookieNames', op: 'hasAny', value: ['WBTokenV3'] }],
          },
          columns: ['accountName', 'status', 'cookieNames'],
        },
        '/api/wb-cookies/export',
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows).toEqual([
      ['Кабинет', 'Состояние', 'Имена cookie'],
      ['Альфа', 'Действуют', 'WBTokenV3, x-supplier-id'],
      ['Бета', 'Скоро истекают', 'WBTokenV3, x-supplier-id'],
      ['Вега', 'Истекли', 'WBTokenV3, x-supplier-id'],
      ['Гамма', 'Отклонены WB', 'WBTokenV3, x-supplier-id'],
    ]);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id FROM audit_log WHERE action = 'wb_cookies.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv' }]);
  });

  it('is for administrators only', async () => {
    for (const path of ['/api/wb-cookies', '/api/wb-cookies/export?format=csv']) {
      expect((await owner.get(path)).statusCode).toBe(403);
    }
    expect((await admin.get('/api/wb-cookies/features')).json()).toEqual({
      supplySlotBooking: false,
    });
  });
});
