/**
 * /api/companies as a grid of the shared list engine, scoped by the signed-in user (not by the
 * current company): sort, filters, only the user's active memberships, export (audited).
 */
import type { ListRequestInput } from '@wb/shared';
import type { CompanyRow } from '@wb/shared/identity/companies.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { companyMembers } from '../users/users.table';

let ctx: TestContext;
let client: TestClient;
let loner: TestClient;
let userId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const mine = await createCompany(ctx.database, ctx.config, 'Альфа', { analyst: 2 });
  const joined = await createCompany(ctx.database, ctx.config, 'Бета');
  const left = await createCompany(ctx.database, ctx.config, 'Гамма');
  await createCompany(ctx.database, ctx.config, 'Чужая');
  userId = mine.owner.id;
  await ctx.database.db.insert(companyMembers).values([
    { companyId: joined.company.id, userId, roleId: joined.roles.manager.id },
    // A disabled membership is not one of "my companies".
    { companyId: left.company.id, userId, roleId: left.roles.analyst.id, status: 'disabled' },
  ]);
  await ctx.database.pool.query(`UPDATE companies SET blocked_at = now() WHERE id = $1`, [
    joined.company.id,
  ]);
  client = await signIn(ctx.app, mine.owner);
  loner = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
});

afterAll(async () => {
  await ctx.close();
});

const url = (list: ListRequestInput, path = '/api/companies', extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput = {}, who = client) {
  const res = await who.get(url(list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: CompanyRow[]; total: number }>();
}

describe('/api/companies', () => {
  it("lists only the user's active memberships, by name, with the current one marked", async () => {
    const list = await page();
    expect(list.items.map((c) => c.name)).toEqual(['Альфа', 'Бета']);
    expect(list.items[0]).toMatchObject({
      roleName: 'Владелец',
      isOwner: true,
      isCurrent: true,
      membersCount: 3,
      state: 'active',
      blocked: false,
    });
    expect(list.items[1]).toMatchObject({
      roleName: 'Менеджер',
      isOwner: false,
      isCurrent: false,
      state: 'blocked',
      blocked: true,
    });
  });

  it('is the same whichever company is current, and empty for a user without companies', async () => {
    const beta = (await page()).items.find((c) => c.name === 'Бета')!;
    expect((await client.put('/api/me/company', { companyId: beta.id })).statusCode).toBe(200);
    const list = await page();
    expect(list.items.map((c) => [c.name, c.isCurrent])).toEqual([
      ['Альфа', false],
      ['Бета', true],
    ]);
    const none = await page({}, loner);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('sorts and filters on the server', async () => {
    const byMembers = await page({ sort: [{ field: 'membersCount', dir: 'asc' }] });
    expect(byMembers.items.map((c) => c.name)).toEqual(['Бета', 'Альфа']);
    const blocked = await page({
      filter: { op: 'and', items: [{ field: 'state', op: 'is', value: 'blocked' }] },
    });
    expect(blocked.items.map((c) => c.name)).toEqual(['Бета']);
    const named = await page({
      filter: { op: 'and', items: [{ field: 'name', op: 'contains', value: 'льф' }] },
    });
    expect(named.items.map((c) => c.name)).toEqual(['Альфа']);
  });

  it("exports the user's filtered companies to CSV, audited", async () => {
    const res = await client.get(
      url(
        { sort: [{ field: 'name', dir: 'desc' }], columns: ['name', 'roleName', 'membersCount'] },
        '/api/companies/export',
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      ['Название', 'Моя роль', 'Сотрудников'],
      ['Бета', 'Менеджер', '2'],
      ['Альфа', 'Владелец', '3'],
    ]);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id, actor_user_id FROM audit_log WHERE action = 'companies.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv', actor_user_id: userId }]);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(ctx.app).get('/api/companies')).statusCode).toBe(401);
  });
});
