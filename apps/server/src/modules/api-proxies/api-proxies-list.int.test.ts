/**
 * /api/api-proxies as a grid (admin): status and assigned cabinets computed in SQL, sort,
 * filters, tenant isolation and the export — never a password.
 */
import type { ApiProxyRow, ListRequestInput } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount, insertProxy } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { companyMembers } from '../users/users.table';

let ctx: TestContext;
let admin: TestClient;
const PASSWORD = 'very-secret-proxy-password';

/** A proxy with the given facts; `accounts`: assigned to those cabinets (else the pool). */
async function proxy(
  companyId: string,
  name: string,
  facts: { failures?: number; enabled?: boolean; accounts?: { id: string }[]; latency?: number },
) {
  const row = await insertProxy(ctx.database, ctx.config, companyId, {
    username: 'wb',
    password: PASSWORD,
  });
  await ctx.database.pool.query(
    `UPDATE api_proxies SET name = $2, failures = $3, enabled = $4, assignment = $5,
            latency_ms = $6 WHERE id = $1`,
    [
      row.id,
      name,
      facts.failures ?? 0,
      facts.enabled ?? true,
      facts.accounts ? 'accounts' : 'pool',
      facts.latency ?? null,
    ],
  );
  for (const account of facts.accounts ?? []) {
    await ctx.database.pool.query(
      'INSERT INTO api_proxy_accounts (company_id, proxy_id, account_id) VALUES ($1, $2, $3)',
      [companyId, row.id, account.id],
    );
  }
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Прокси А');
  const b = await createCompany(ctx.database, ctx.config, 'Прокси Б');
  const companyId = a.company.id;
  const beta = await insertAccount(ctx.database, companyId, { name: 'Бета' });
  const alpha = await insertAccount(ctx.database, companyId, { name: 'Альфа' });
  await proxy(companyId, 'Москва', { latency: 120 });
  await proxy(companyId, 'Берлин', { failures: 2, accounts: [beta, alpha] });
  await proxy(companyId, 'Амстердам', { failures: 3, enabled: false });
  await proxy(b.company.id, 'Чужой', {});
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

const url = (list: ListRequestInput, path = '/api/api-proxies', extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput = {}) {
  const res = await admin.get(url(list));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain(PASSWORD);
  return res.json<{ items: ApiProxyRow[]; total: number }>();
}

const names = (items: ApiProxyRow[]) => items.map((p) => p.name);

describe('/api/api-proxies (grid)', () => {
  it("lists the company's proxies by name with status and cabinets", async () => {
    const res = await page();
    expect(res.total).toBe(3);
    expect(res.items.map((p) => [p.name, p.status, p.assignment, p.accountNames])).toEqual([
      ['Амстердам', 'disabled', 'pool', []],
      ['Берлин', 'failing', 'accounts', ['Альфа', 'Бета']],
      ['Москва', 'active', 'pool', []],
    ]);
    expect(res.items[1]!.accountIds).toHaveLength(2);
    expect(res.items[2]).toMatchObject({ passwordSet: true, username: 'wb', latencyMs: 120 });
  });

  it('sorts and filters on the server; another company never shows', async () => {
    expect(names((await page({ sort: [{ field: 'failures', dir: 'desc' }] })).items)).toEqual([
      'Амстердам',
      'Берлин',
      'Москва',
    ]);
    const failing = await page({
      filter: { op: 'and', items: [{ field: 'status', op: 'isNot', value: 'active' }] },
      sort: [{ field: 'name', dir: 'desc' }],
    });
    expect(names(failing.items)).toEqual(['Берлин', 'Амстердам']);
    const forAlpha = await page({
      filter: { op: 'and', items: [{ field: 'accountNames', op: 'hasAny', value: ['Альфа'] }] },
    });
    expect(names(forAlpha.items)).toEqual(['Берлин']);
    const foreign = await page({
      filter: { op: 'and', items: [{ field: 'name', op: 'equals', value: 'Чужой' }] },
    });
    expect(foreign.total).toBe(0);
  });

  it('exports the filtered view to CSV without passwords and audits it', async () => {
    const res = await admin.get(
      url(
        {
          filter: { op: 'and', items: [{ field: 'failures', op: 'gt', value: 0 }] },
          sort: [{ field: 'name', dir: 'asc' }],
          columns: ['name', 'status', 'accountNames', 'failures'],
        },
        '/api/api-proxies/export',
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(PASSWORD);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      ['Прокси', 'Статус', 'Кабинеты', 'Ошибок подряд'],
      ['Амстердам', 'Отключён', '', '3'],
      ['Берлин', 'Ошибки', 'Альфа, Бета', '2'],
    ]);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id FROM audit_log WHERE action = 'api_proxies.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv' }]);
  });
});
