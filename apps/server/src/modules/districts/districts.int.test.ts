/**
 * /settings/districts through the API (docs/domain.md#shipping-districts): the system defaults
 * read-only until copied; copy, edit, add, delete, reset, each audited; an area or warehouse in
 * one district of a set only; what the company's orders and stocks name that nothing covers;
 * another company's set never seen nor counted. And the localization table of the administrators.
 */
import { randomUUID } from 'node:crypto';
import type {
  District,
  DistrictRow,
  DistrictsOverview,
} from '@wb/shared/districts/districts.contract';
import type { LocalizationVersion } from '@wb/shared/districts/localization.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn } from '../../../test/identity';

let ctx: TestContext;
let a: TestClient;
let b: TestClient;
let admin: TestClient;
let companyA: string;
let companyB: string;

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);
const account = randomUUID();

async function order(
  companyId: string,
  warehouse: string,
  [country, fd, region]: [string, string, string],
  { daysAgo = 1, fbs = false } = {},
) {
  await q(
    `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, warehouse_name,
       warehouse_type, country_name, oblast_okrug_name, region_name, raw)
     VALUES ($1, $2, $3, now() - make_interval(days => $4), now(), $5, $6, $7, $8, $9, '{}')`,
    [
      companyId,
      account,
      randomUUID(),
      daysAgo,
      warehouse,
      fbs ? 'Склад продавца' : 'Склад WB',
      country,
      fd,
      region,
    ],
  );
}

async function stock(companyId: string, warehouseId: number, warehouse: string, quantity: number) {
  await q(
    `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
       warehouse_name, quantity, raw, taken_at)
     VALUES ($1, $2, 1, abs($3::bigint), 'wb', $3::bigint, $4, $5, '{}', now())`,
    [companyId, account, warehouseId, warehouse, quantity],
  );
}

const MOSCOW: [string, string, string] = ['Россия', 'Центральный федеральный округ', 'Москва'];

beforeAll(async () => {
  ctx = await buildTestApp();
  const ca = await createCompany(ctx.database, ctx.config, 'ООО Округа');
  const cb = await createCompany(ctx.database, ctx.config, 'ООО Соседи');
  companyA = ca.company.id;
  companyB = cb.company.id;
  a = await signIn(ctx.app, ca.owner);
  b = await signIn(ctx.app, cb.owner);
  admin = await signIn(
    ctx.app,
    await createUser(ctx.database, ctx.config, { type: 'admin', totp: true }),
  );
  for (const [id, name, fd] of [
    [1, 'Коледино', 'Центральный'],
    [2, 'Казань', 'Приволжский'],
    [3, 'Астана', null],
  ] as const) {
    await q(
      `INSERT INTO wb_warehouses (id, name, federal_district, raw) VALUES ($1, $2, $3, '{}')`,
      [id, name, fd],
    );
  }
  // Company A, the last 30 days: 3 + 1 FBS to Moscow, 2 to Almaty from Астана, 1 to Tatarstan
  // from WB's hidden warehouse, 1 to Mongolia from a warehouse WB does not list, 1 to Crimea
  // with no federal district; and an order of 60 days ago that is not seen.
  for (let i = 0; i < 3; i++) await order(companyA, 'Коледино', MOSCOW);
  await order(companyA, 'Мой склад', MOSCOW, { fbs: true });
  for (let i = 0; i < 2; i++) await order(companyA, 'Астана', ['Казахстан', '', 'Алматы']);
  await order(companyA, 'Склад WB', [
    'Россия',
    'Приволжский федеральный округ',
    'Республика Татарстан',
  ]);
  await order(companyA, 'Новый склад', ['Монголия', '', 'Улан-Батор']);
  await order(companyA, 'Коледино', ['Россия', '', 'Республика Крым']);
  await order(companyA, 'Старый склад', ['Чили', '', 'Сантьяго'], { daysAgo: 60 });
  await stock(companyA, 1, 'Коледино', 10);
  await stock(companyA, 3, 'Астана', 5);
  await stock(companyA, -999999, 'Склад WB', 7);
  // Company B's orders and stock never reach A's figures.
  for (let i = 0; i < 5; i++) await order(companyB, 'Секретный склад', ['Перу', '', 'Лима']);
  await stock(companyB, 1, 'Коледино', 1000);
});

afterAll(async () => {
  await ctx.close();
});

const listOf = async (client: TestClient) => {
  const res = await client.get(`/api/districts?list=${encodeURIComponent('{}')}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: DistrictRow[] }>().items;
};
const byName = (rows: DistrictRow[], name: string) => rows.find((r) => r.name === name)!;
const overview = async (client: TestClient) => {
  const res = await client.get('/api/districts/overview');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DistrictsOverview>();
};
const auditRows = async (action: string) =>
  (
    await q(
      `SELECT company_id, entity, entity_id, before, after FROM audit_log WHERE action = $1`,
      [action],
    )
  ).rows as {
    company_id: string;
    entity: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }[];

describe('districts', () => {
  it('lists the system defaults with what the company’s orders and stock they cover', async () => {
    const rows = await listOf(a);
    expect(rows.map((r) => r.name)).toEqual([
      'Центральный',
      'Северо-Западный',
      'Южный и Северо-Кавказский',
      'Приволжский',
      'Уральский',
      'Дальневосточный и Сибирский',
      'Зарубежье',
    ]);
    expect(rows.every((r) => r.system)).toBe(true);
    // Центральный: 3 + 1 FBS orders to Moscow; shipped from Коледино 3 + 1 (Crimea); 10 units.
    expect(byName(rows, 'Центральный')).toMatchObject({
      areas: 1,
      warehouses: 1,
      orders: 4,
      shipped: 4,
      stock: 10,
    });
    expect(byName(rows, 'Приволжский')).toMatchObject({ orders: 1, shipped: 0, warehouses: 1 });
    expect(byName(rows, 'Зарубежье')).toMatchObject({
      areas: 6,
      orders: 2,
      shipped: 0,
      stock: 0,
      abroad: true,
    });
  });

  it('flags the warehouses and areas no district covers, and WB’s hidden warehouse apart', async () => {
    const seen = await overview(a);
    expect(seen.districts.map((d) => d.systemKey)).toEqual([
      'central',
      'north-west',
      'south',
      'volga',
      'ural',
      'east',
      'abroad',
    ]);
    expect({ ...seen, districts: [] }).toEqual({
      own: false,
      districts: [],
      unmappedWarehouses: [
        { name: 'Астана', orders: 2, stock: 5 },
        { name: 'Новый склад', orders: 1, stock: 0 },
      ],
      unmappedAreas: [
        { kind: 'country', name: 'Монголия', orders: 1 },
        { kind: 'region', name: 'Республика Крым', orders: 1 },
      ],
      hidden: { name: 'Склад WB', orders: 1, stock: 7 },
    });
  });

  it('keeps the system defaults read-only until they are copied', async () => {
    const central = byName(await listOf(a), 'Центральный');
    const got = (await a.get(`/api/districts/${central.id}`)).json<District>();
    expect(got).toMatchObject({ system: true, systemKey: 'central', warehouses: [] });
    expect(got.officeWarehouses).toEqual(['Коледино']);
    const put = await a.put(`/api/districts/${central.id}`, {
      name: 'Центр',
      shortName: 'Ц',
      areas: [],
      warehouses: [],
    });
    expect([put.statusCode, put.json<{ code: string }>().code]).toEqual([409, 'DISTRICTS_NOT_OWN']);
    const post = await a.post('/api/districts', { name: 'Крым', shortName: 'К' });
    expect([post.statusCode, post.json<{ code: string }>().code]).toEqual([
      409,
      'DISTRICTS_NOT_OWN',
    ]);
    const reset = await a.post('/api/districts/reset');
    expect(reset.statusCode).toBe(409);
    expect((await q(`SELECT 1 FROM districts WHERE company_id = $1`, [companyA])).rowCount).toBe(0);
  });

  it('copies the defaults once, with their areas and system keys, in one audited action', async () => {
    const res = await a.post('/api/districts/copy-defaults');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 7 });
    const again = await a.post('/api/districts/copy-defaults');
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'DISTRICTS_ALREADY_OWN',
    ]);
    const rows = await listOf(a);
    expect(rows.some((r) => r.system)).toBe(false);
    expect(byName(rows, 'Центральный')).toMatchObject({ orders: 4, stock: 10 });
    const south = (
      await a.get(`/api/districts/${byName(rows, 'Южный и Северо-Кавказский').id}`)
    ).json<District>();
    expect(south).toMatchObject({ system: false, systemKey: 'south' });
    expect(south.areas.map((x) => x.name)).toEqual(['Северо-Кавказский', 'Южный']);
    const [row] = await auditRows('districts.defaults_copied');
    expect(row).toMatchObject({
      company_id: companyA,
      entity: 'district_set',
      entity_id: companyA,
    });
    expect((await overview(a)).own).toBe(true);
    // Company B still uses the defaults.
    expect((await overview(b)).own).toBe(false);
  });

  it('adds an unmapped warehouse to a district in one click; a taken area is refused', async () => {
    const rows = await listOf(a);
    const abroad = byName(rows, 'Зарубежье');
    const central = byName(rows, 'Центральный');
    const added = await a.post(`/api/districts/${abroad.id}/members`, {
      kind: 'warehouse',
      name: 'Астана',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<District>().warehouses).toEqual(['Астана']);
    expect(byName(await listOf(a), 'Зарубежье')).toMatchObject({ shipped: 2, stock: 5 });
    expect((await overview(a)).unmappedWarehouses.map((w) => w.name)).toEqual(['Новый склад']);

    const taken = await a.post(`/api/districts/${central.id}/members`, {
      kind: 'country',
      name: 'Казахстан',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      name: ['Страна «Казахстан» уже в округе «Зарубежье»: сначала уберите его оттуда'],
    });
    const after = (await a.get(`/api/districts/${central.id}`)).json<District>();
    expect(after.areas).toEqual([{ kind: 'federal_district', name: 'Центральный' }]);
    const audited = await auditRows('district.member_added');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      entity_id: abroad.id,
      after: { kind: 'warehouse', name: 'Астана' },
    });
  });

  it('replaces a district’s content, refusing a warehouse of another district, «Склад WB» and a second name', async () => {
    const rows = await listOf(a);
    const central = byName(rows, 'Центральный');
    const body = {
      name: 'Центральный и Крым',
      shortName: 'ЦФО+',
      abroad: false,
      position: 1,
      areas: [
        { kind: 'federal_district', name: 'Центральный федеральный округ' },
        { kind: 'region', name: 'Республика Крым' },
      ],
      warehouses: ['Коледино', 'Новый склад'],
    };
    const refuse = async (patch: object, field: string, status: number) => {
      const res = await a.put(`/api/districts/${central.id}`, { ...body, ...patch });
      expect(res.statusCode, res.body).toBe(status);
      expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual([field]);
    };
    await refuse({ warehouses: ['Коледино', 'Астана'] }, 'warehouses', 409);
    await refuse({ warehouses: ['Склад WB'] }, 'warehouses', 400);
    await refuse({ name: 'Уральский' }, 'name', 409);
    await refuse({ areas: [{ kind: 'country', name: 'Беларусь' }] }, 'areas', 409);
    expect((await a.get(`/api/districts/${central.id}`)).json<District>()).toMatchObject({
      name: 'Центральный',
      warehouses: [],
    });

    const res = await a.put(`/api/districts/${central.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<District>()).toMatchObject({
      name: 'Центральный и Крым',
      shortName: 'ЦФО+',
      areas: [
        { kind: 'federal_district', name: 'Центральный' },
        { kind: 'region', name: 'Республика Крым' },
      ],
      warehouses: ['Коледино', 'Новый склад'],
      officeWarehouses: [],
    });
    // Crimea's order now counts; Новый склад's order is shipped from here.
    expect(byName(await listOf(a), 'Центральный и Крым')).toMatchObject({
      areas: 2,
      warehouses: 2,
      orders: 5,
      shipped: 5,
    });
    const left = await overview(a);
    expect(left.unmappedWarehouses).toEqual([]);
    expect(left.unmappedAreas).toEqual([{ kind: 'country', name: 'Монголия', orders: 1 }]);
    const [audited] = await auditRows('district.updated');
    expect(audited).toMatchObject({
      entity_id: central.id,
      before: { name: 'Центральный' },
      after: { name: 'Центральный и Крым' },
    });
  });

  it('creates and deletes a district of the own set; the last one stays', async () => {
    const created = await a.post('/api/districts', {
      name: 'Азия',
      shortName: 'Аз',
      abroad: true,
      position: 8,
      areas: [{ kind: 'country', name: 'Монголия' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const asia = created.json<District>();
    expect((await overview(a)).unmappedAreas).toEqual([]);
    expect(byName(await listOf(a), 'Азия')).toMatchObject({ orders: 1, abroad: true });
    expect((await a.delete(`/api/districts/${asia.id}`)).statusCode).toBe(204);
    expect(await auditRows('district.deleted')).toHaveLength(1);
    expect((await overview(a)).unmappedAreas.map((x) => x.name)).toEqual(['Монголия']);

    // Company B: its own set down to one district, which is refused.
    expect((await b.post('/api/districts/copy-defaults')).statusCode).toBe(201);
    const mine = await listOf(b);
    for (const d of mine.slice(1))
      expect((await b.delete(`/api/districts/${d.id}`)).statusCode).toBe(204);
    const last = await b.delete(`/api/districts/${mine[0]!.id}`);
    expect([last.statusCode, last.json<{ code: string }>().code]).toEqual([409, 'DISTRICT_LAST']);
  });

  it('never shows nor changes another company’s districts, nor counts its orders', async () => {
    const mineA = await listOf(a);
    const mineB = await listOf(b);
    const foreign = mineA[0]!.id;
    expect((await b.get(`/api/districts/${foreign}`)).statusCode).toBe(404);
    expect(
      (await b.put(`/api/districts/${foreign}`, { name: 'X', shortName: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await b.post(`/api/districts/${foreign}/members`, { kind: 'warehouse', name: 'Y' }))
        .statusCode,
    ).toBe(404);
    expect((await b.delete(`/api/districts/${foreign}`)).statusCode).toBe(404);
    expect(mineA.map((r) => r.id)).not.toContain(mineB[0]!.id);
    // B's 1000 units on Коледино and its orders to Peru are its own.
    expect(byName(mineA, 'Центральный и Крым').stock).toBe(10);
    expect((await overview(b)).unmappedAreas).toEqual([
      { kind: 'country', name: 'Перу', orders: 5 },
    ]);
    expect((await overview(a)).unmappedAreas.map((x) => x.name)).toEqual(['Монголия']);
  });

  it('offers WB’s offices and the seen warehouses and areas to pick from, never «Склад WB»', async () => {
    const res = await a.get('/api/districts/choices');
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json<{ warehouses: string[]; areas: { kind: string; name: string }[] }>();
    expect(choices.warehouses).toEqual(['Астана', 'Казань', 'Коледино', 'Новый склад']);
    const names = (kind: string) => choices.areas.filter((x) => x.kind === kind).map((x) => x.name);
    expect(names('region')).toEqual(['Москва', 'Республика Крым', 'Республика Татарстан']);
    expect(names('country')).toContain('Монголия');
    expect(names('federal_district')).toHaveLength(8);
  });

  it('resets the own set: the defaults apply again', async () => {
    const res = await a.post('/api/districts/reset');
    expect(res.statusCode, res.body).toBe(204);
    expect((await overview(a)).own).toBe(false);
    expect((await listOf(a)).every((r) => r.system)).toBe(true);
    const [row] = await auditRows('districts.reset');
    expect(row).toMatchObject({ entity_id: companyA });
    expect((row!.before as { districts: string[] }).districts).toContain('Центральный и Крым');
    expect((await listOf(b)).length).toBe(1);
  });
});

describe('localization table (administrators)', () => {
  const versions = async () => {
    const res = await admin.get('/api/admin/localization-tables');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LocalizationVersion[]>();
  };
  const band = (ilFrom: string, ilTo: string, ktr = '1', krpPercent = '0') => ({
    ilFrom,
    ilTo,
    ktr,
    krpPercent,
  });

  it('lists the seeded version as the one in force', async () => {
    const [seeded, ...rest] = await versions();
    expect(rest).toEqual([]);
    expect(seeded).toMatchObject({ validFrom: '2026-03-23', current: true, future: false });
    expect(seeded!.bands).toHaveLength(18);
  });

  it('refuses a table with a gap, an overlap or a zero КТР, and changes nothing', async () => {
    const post = (bands: object[]) =>
      admin.post('/api/admin/localization-tables', { validFrom: '2099-01-01', bands });
    const gap = await post([band('0', '50'), band('60', '100')]);
    expect(gap.statusCode).toBe(400);
    expect(gap.json<{ fieldErrors: { bands: string[] } }>().fieldErrors.bands).toEqual([
      'Не покрыт ИЛ 50–60 %',
    ]);
    const overlap = await post([band('0', '60'), band('50', '100')]);
    expect(overlap.json<{ fieldErrors: { bands: string[] } }>().fieldErrors.bands).toEqual([
      'Полоса 50–100 пересекается с соседней',
    ]);
    const zero = await post([band('0', '100', '0')]);
    expect(zero.json<{ fieldErrors: { bands: string[] } }>().fieldErrors.bands).toEqual([
      'Полоса 0–100: КТР больше нуля',
    ]);
    expect(await versions()).toHaveLength(1);
    expect(await auditRows('localization.version_created')).toEqual([]);
  });

  it('adds a future version, refuses its date twice, deletes it but not one in force', async () => {
    const created = await admin.post('/api/admin/localization-tables', {
      validFrom: '2099-01-01',
      bands: [band('0', '50', '1,5', '2,5'), band('50', '100', '0.9')],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<LocalizationVersion>()).toEqual({
      validFrom: '2099-01-01',
      current: false,
      future: true,
      bands: [
        { ilFrom: '0.00', ilTo: '50.00', ktr: '1.500', krpPercent: '2.50' },
        { ilFrom: '50.00', ilTo: '100.00', ktr: '0.900', krpPercent: '0.00' },
      ],
    });
    const twice = await admin.post('/api/admin/localization-tables', {
      validFrom: '2099-01-01',
      bands: [band('0', '100')],
    });
    expect([twice.statusCode, twice.json<{ code: string }>().code]).toEqual([
      409,
      'LOCALIZATION_VERSION_EXISTS',
    ]);
    const started = await admin.delete('/api/admin/localization-tables/2026-03-23');
    expect([started.statusCode, started.json<{ code: string }>().code]).toEqual([
      409,
      'LOCALIZATION_VERSION_STARTED',
    ]);
    expect((await admin.delete('/api/admin/localization-tables/2099-01-01')).statusCode).toBe(204);
    expect((await admin.delete('/api/admin/localization-tables/2099-01-01')).statusCode).toBe(404);
    expect((await versions()).map((v) => v.validFrom)).toEqual(['2026-03-23']);
    const [audited] = await auditRows('localization.version_deleted');
    expect(audited).toMatchObject({ company_id: null, entity_id: '2099-01-01' });
  });

  it('is for administrators only', async () => {
    expect((await a.get('/api/admin/localization-tables')).statusCode).toBe(403);
    expect(
      (
        await a.post('/api/admin/localization-tables', {
          validFrom: '2099-01-01',
          bands: [band('0', '100')],
        })
      ).statusCode,
    ).toBe(403);
  });
});
