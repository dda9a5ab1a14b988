/**
 * The administrator's grids on the shared list engine: every company's rows (no tenant), the
 * list contract (filters, sort, pages), exports (audited), admins only, and saved views.
 */
import type { FilterGroup, ListRequestInput } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { createCompanyWithOwner } from '../companies/companies.repository';

let ctx: TestContext;
let admin: TestClient;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  adminUser = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  // The administrator works in a company of their own: saved views are per user × company.
  await createCompanyWithOwner(ctx.database.db, {
    name: 'ООО Админская',
    ownerUserId: adminUser.id,
  });
  admin = await signIn(ctx.app, adminUser);
});
afterAll(async () => {
  await ctx.close();
});

const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

/** The quick search of /admin/users: e-mail or name contains the text. */
const search = (q: string): FilterGroup => ({
  op: 'or',
  items: [
    { field: 'email', op: 'contains', value: q },
    { field: 'fullName', op: 'contains', value: q },
  ],
});

describe('/admin/users grid', () => {
  it('finds users by e-mail or name, filters, sorts and pages', async () => {
    const user = await createUser(ctx.database, ctx.config, { fullName: 'Зинаида Поисковая' });
    const byName = (await admin.get(url('/api/admin/users', { filter: search('Зинаида') }))).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect(byName.items[0]).toMatchObject({ fullName: 'Зинаида Поисковая', isBlocked: false });
    const byEmail = (
      await admin.get(url('/api/admin/users', { filter: search(user.email.slice(0, 12)) }))
    ).json();
    expect(byEmail.items.some((u: { id: string }) => u.id === user.id)).toBe(true);
    // A literal %, not a wildcard.
    expect((await admin.get(url('/api/admin/users', { filter: search('%') }))).json().total).toBe(
      0,
    );

    const admins = (
      await admin.get(
        url('/api/admin/users', {
          filter: { op: 'and', items: [{ field: 'type', op: 'is', value: 'admin' }] },
        }),
      )
    ).json();
    expect(admins.items.map((u: { id: string }) => u.id)).toEqual([adminUser.id]);

    const sorted = (
      await admin.get(url('/api/admin/users', { sort: [{ field: 'email', dir: 'asc' }] }))
    ).json();
    const emails = sorted.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(sorted.total).toBeGreaterThan(1);
    const paged = (await admin.get(url('/api/admin/users', { page: 1, pageSize: 1 }))).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.next).not.toBeNull();
  });

  it('never shows or filters by secrets', async () => {
    const res = await admin.get('/api/admin/users');
    expect(Object.keys(res.json().items[0])).not.toContain('passwordHash');
    expect(res.body).not.toMatch(/\$argon2|totpSecret|passwordHash/);
    const bad = await admin.get(
      url('/api/admin/users', {
        filter: { op: 'and', items: [{ field: 'passwordHash', op: 'contains', value: 'a' }] },
      }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered users to CSV, audited', async () => {
    const user = await createUser(ctx.database, ctx.config, { fullName: 'Экспорт Выгрузкин' });
    const res = await admin.get(
      url('/api/admin/users/export', { filter: search('Выгрузкин') }, '&format=csv'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/users-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'E-mail',
      'Имя',
      'Тип',
      'Заблокирован',
      'E-mail подтверждён',
      '2FA',
      'Компаний',
      'Последний вход',
      'Зарегистрирован',
    ]);
    // Type and flags as the grid labels them (never a password hash or a TOTP secret: not columns).
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6]])).toEqual([
      [user.email, 'Экспорт Выгрузкин', 'Пользователь', 'нет', 'да', 'нет', '0'],
    ]);
    // A platform list belongs to no company, whichever company the administrator's session is in.
    const { rows: audited } = await ctx.database.pool.query(
      `SELECT entity_id, company_id FROM audit_log WHERE action = 'admin.users_export'`,
    );
    expect(audited).toEqual([{ entity_id: 'csv', company_id: null }]);
  });

  it('is for platform administrators only', async () => {
    const user = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    expect((await user.get('/api/admin/users')).statusCode).toBe(403);
    expect((await user.get('/api/admin/users/export?format=csv')).statusCode).toBe(403);
  });

  it("keeps the administrator's saved views of the grid: their own, in any company or none", async () => {
    const state = {
      sort: [{ field: 'email', dir: 'asc' }],
      page: 1,
      pageSize: 50,
      widths: {},
      pins: { left: [], right: [] },
      density: 'standard',
    };
    const names = async (client: TestClient, resource: string) =>
      (await client.get(`/api/saved-views?resource=${resource}`))
        .json<{ name: string }[]>()
        .map((v) => v.name);
    const created = await admin.post('/api/saved-views', {
      resource: 'adminUsers',
      name: 'По e-mail',
      state,
      isDefault: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names(admin, 'adminUsers')).toEqual(['По e-mail']);

    // A platform grid's views are the user's, whichever company is current; a company grid's
    // views stay with their company.
    const orders = await admin.post('/api/saved-views', { resource: 'orders', name: 'Мои', state });
    expect(orders.statusCode, orders.body).toBe(201);
    const second = await createCompanyWithOwner(ctx.database.db, {
      name: 'ООО Админская вторая',
      ownerUserId: adminUser.id,
    });
    const switched = await admin.put('/api/me/company', { companyId: second.company.id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await names(admin, 'adminUsers')).toEqual(['По e-mail']);
    expect(await names(admin, 'orders')).toEqual([]);
    const again = await admin.post('/api/saved-views', {
      resource: 'adminUsers',
      name: 'По e-mail',
      state,
    });
    expect(again.statusCode).toBe(409);
    const renamed = await admin.put(`/api/saved-views/${created.json().id}`, {
      name: 'По почте',
      state,
      isDefault: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // An administrator with no company saves views of the platform grids, and of no other.
    const loner = await signIn(
      ctx.app,
      await createUser(ctx.database, ctx.config, { type: 'admin', totp: true }),
    );
    const own = await loner.post('/api/saved-views', {
      resource: 'adminSync',
      name: 'Сбои',
      state,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(await names(loner, 'adminSync')).toEqual(['Сбои']);
    expect(await names(loner, 'adminUsers')).toEqual([]);
    const tenantGrid = await loner.post('/api/saved-views', {
      resource: 'orders',
      name: 'X',
      state,
    });
    expect(tenantGrid.statusCode).toBe(403);
    expect(tenantGrid.json().code).toBe('NO_COMPANY');
    expect((await loner.get('/api/saved-views?resource=orders')).statusCode).toBe(403);
    // Someone else's view is answered as missing.
    expect((await loner.delete(`/api/saved-views/${created.json().id}`)).statusCode).toBe(404);
    const { rows } = await ctx.database.pool.query(
      `SELECT name, company_id FROM saved_views WHERE user_id = $1 ORDER BY name`,
      [adminUser.id],
    );
    expect(rows).toMatchObject([
      { name: 'Мои', company_id: expect.any(String) },
      { name: 'По почте', company_id: null },
    ]);
  });
});

const byName = (q: string): FilterGroup => ({
  op: 'and',
  items: [{ field: 'name', op: 'contains', value: q }],
});

describe('/admin/companies grid', () => {
  it('lists every company with its owners, filters by state and sorts', async () => {
    const a = await createCompany(ctx.database, ctx.config, 'ООО Сетка Альфа', { manager: 2 });
    const b = await createCompany(ctx.database, ctx.config, 'ООО Сетка Бета');
    await admin.post(`/api/admin/companies/${b.company.id}/block`, { blocked: true });

    const page = (
      await admin.get(
        url('/api/admin/companies', {
          filter: byName('Сетка'),
          sort: [{ field: 'name', dir: 'asc' }],
        }),
      )
    ).json();
    expect(page.items).toMatchObject([
      { id: a.company.id, owners: [a.owner.email], membersCount: 3, blocked: false },
      { id: b.company.id, owners: [b.owner.email], membersCount: 1, blocked: true },
    ]);
    const desc = (
      await admin.get(
        url('/api/admin/companies', {
          filter: byName('Сетка'),
          sort: [{ field: 'name', dir: 'desc' }],
        }),
      )
    ).json();
    expect(desc.items.map((c: { id: string }) => c.id)).toEqual([b.company.id, a.company.id]);

    const blocked = (
      await admin.get(
        url('/api/admin/companies', {
          filter: { op: 'and', items: [{ field: 'blocked', op: 'is', value: 'true' }] },
        }),
      )
    ).json();
    expect(blocked.items.map((c: { id: string }) => c.id)).toEqual([b.company.id]);
    const byOwner = (
      await admin.get(
        url('/api/admin/companies', {
          filter: { op: 'and', items: [{ field: 'owners', op: 'contains', value: a.owner.email }] },
        }),
      )
    ).json();
    expect(byOwner.items.map((c: { id: string }) => c.id)).toEqual([a.company.id]);
  });

  it('exports the filtered companies to CSV, audited', async () => {
    const { company, owner } = await createCompany(
      ctx.database,
      ctx.config,
      'ООО Выгрузка Компаний',
    );
    const res = await admin.get(
      url('/api/admin/companies/export', { filter: byName('Выгрузка Компаний') }, '&format=csv'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Название',
      'ИНН',
      'Владельцы',
      'Сотрудников',
      'Создана',
      'Заблокирована',
    ]);
    expect(rows).toEqual([[company.name, '', owner.email, '1', expect.any(String), 'нет']]);
    const { rows: audited } = await ctx.database.pool.query<{ entity_id: string }>(
      `SELECT entity_id FROM audit_log WHERE action = 'admin.companies_export'`,
    );
    expect(audited.map((r) => r.entity_id)).toEqual(['csv']);
  });

  it('is for platform administrators only', async () => {
    const { owner } = await createCompany(ctx.database, ctx.config, 'ООО Не админ');
    const client = await signIn(ctx.app, owner);
    expect((await client.get('/api/admin/companies')).statusCode).toBe(403);
    expect((await client.get('/api/admin/companies/export?format=xlsx')).statusCode).toBe(403);
  });
});
