/**
 * The district map pinned (docs/domain.md#shipping-districts): system defaults until a company
 * has its own set; a warehouse by its listing, else by its office's federal district; an address
 * by region, then federal district (in Russia), then country; the localization table by date.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import {
  buyerDistrict,
  companyDistricts,
  localizationBandsAt,
  warehouseDistricts,
} from './district-map';

let ctx: TestContext;
let company: string;
let copied: string;
let bystander: string;

const q = (text: string, params: unknown[] = []) => ctx.database.pool.query(text, params);

beforeAll(async () => {
  ctx = await buildTestApp();
  company = (await createCompany(ctx.database, ctx.config, 'ООО Умолчания')).company.id;
  copied = (await createCompany(ctx.database, ctx.config, 'ООО Свои округа')).company.id;
  bystander = (await createCompany(ctx.database, ctx.config, 'ООО Сосед')).company.id;
  for (const [id, name, fd] of [
    [1, 'Коледино', 'Центральный'],
    [2, 'Казань', 'Приволжский'],
    [3, 'Невинномысск', 'Северо-Кавказский'],
    [4, 'Астана', null],
  ] as const) {
    await q(
      `INSERT INTO wb_warehouses (id, name, federal_district, raw) VALUES ($1, $2, $3, '{}')`,
      [id, name, fd],
    );
  }
  // A company's own set: two districts; Казань listed by name under «Москва и Поволжье».
  const { rows } = await q(
    `INSERT INTO districts (company_id, name, short_name) VALUES ($1, 'Москва и Поволжье', 'МП'),
       ($1, 'Остальное', 'О') RETURNING id, name`,
    [copied],
  );
  const [mp, rest] = rows as { id: string }[];
  await q(
    `INSERT INTO district_areas (district_id, company_id, kind, name) VALUES
       ($1, $3, 'federal_district', 'Центральный'), ($1, $3, 'region', 'Республика Татарстан'),
       ($2, $3, 'federal_district', 'Приволжский'), ($2, $3, 'country', 'Казахстан')`,
    [mp!.id, rest!.id, copied],
  );
  await q(
    `INSERT INTO district_warehouses (district_id, company_id, warehouse_name) VALUES ($1, $2, 'Казань')`,
    [mp!.id, copied],
  );
  // Another company's listing never leaks into either.
  const other = await q(
    `INSERT INTO districts (company_id, name, short_name) VALUES ($1, 'Чужой', 'Ч') RETURNING id`,
    [bystander],
  );
  await q(
    `INSERT INTO district_warehouses (district_id, company_id, warehouse_name) VALUES ($1, $2, 'Коледино')`,
    [(other.rows[0] as { id: string }).id, bystander],
  );
});

afterAll(async () => {
  await ctx.close();
});

async function names(companyId: string): Promise<Record<string, string>> {
  const { rows } = await ctx.database.db.execute<{ id: string; name: string }>(
    sql`SELECT id, name FROM ${companyDistricts(companyId)} d`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

async function warehouses(companyId: string) {
  const byId = await names(companyId);
  const { rows } = await ctx.database.db.execute<{ warehouse_name: string; district_id: string }>(
    sql`SELECT warehouse_name, district_id FROM ${warehouseDistricts(companyId)} w ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.warehouse_name, byId[r.district_id]]));
}

async function buyer(
  companyId: string,
  country: string | null,
  fd: string | null,
  region: string | null,
) {
  const byId = await names(companyId);
  const { rows } = await ctx.database.db.execute<{ d: string | null }>(
    sql`SELECT ${buyerDistrict(companyId, {
      country: sql`${country}::text`,
      federalDistrict: sql`${fd}::text`,
      region: sql`${region}::text`,
    })} AS d`,
  );
  const id = rows[0]?.d;
  return id == null ? null : byId[id];
}

describe('district map', () => {
  it('gives a company without districts the system defaults', async () => {
    expect(Object.values(await names(company)).sort()).toEqual(
      [
        'Дальневосточный и Сибирский',
        'Зарубежье',
        'Приволжский',
        'Северо-Западный',
        'Уральский',
        'Центральный',
        'Южный и Северо-Кавказский',
      ].sort(),
    );
  });

  it('maps WB offices by their federal district and leaves a foreign office unmapped', async () => {
    expect(await warehouses(company)).toEqual({
      Казань: 'Приволжский',
      Коледино: 'Центральный',
      Невинномысск: 'Южный и Северо-Кавказский',
    });
  });

  it('uses only the company’s own set once it has one, a listed warehouse first', async () => {
    expect(Object.values(await names(copied)).sort()).toEqual(['Москва и Поволжье', 'Остальное']);
    expect(await warehouses(copied)).toEqual({
      Казань: 'Москва и Поволжье',
      Коледино: 'Москва и Поволжье',
    });
  });

  it('places an address by region, then federal district in Russia, then country', async () => {
    expect(await buyer(company, 'Россия', 'Центральный федеральный округ', 'Москва')).toBe(
      'Центральный',
    );
    expect(await buyer(company, 'Россия', 'Северо-Кавказский федеральный округ', null)).toBe(
      'Южный и Северо-Кавказский',
    );
    expect(await buyer(company, '', 'Дальневосточный федеральный округ', null)).toBe(
      'Дальневосточный и Сибирский',
    );
    expect(await buyer(company, 'Казахстан', 'Центральный федеральный округ', null)).toBe(
      'Зарубежье',
    );
    expect(await buyer(company, 'Россия', null, null)).toBeNull();
    expect(
      await buyer(copied, 'Россия', 'Приволжский федеральный округ', 'Республика Татарстан'),
    ).toBe('Москва и Поволжье');
    expect(
      await buyer(copied, 'Россия', 'Приволжский федеральный округ', 'Самарская область'),
    ).toBe('Остальное');
    expect(await buyer(copied, 'Россия', 'Уральский федеральный округ', null)).toBeNull();
  });

  it('reads the localization table in force on a date', async () => {
    expect(await localizationBandsAt(ctx.database.db, '2026-03-22')).toEqual([]);
    const bands = await localizationBandsAt(ctx.database.db, '2026-11-28');
    expect(bands).toHaveLength(18);
    expect(bands[0]).toEqual({ ilFrom: '0.00', ilTo: '5.00', ktr: '2.000', krpPercent: '2.50' });
    expect(bands.at(-1)).toEqual({
      ilFrom: '95.00',
      ilTo: '100.00',
      ktr: '0.500',
      krpPercent: '0.00',
    });
    await q(
      `INSERT INTO localization_coefficients (valid_from, il_from, il_to, ktr, krp_percent)
       VALUES ('2026-12-01', 0, 100, 1, 0)`,
    );
    expect(await localizationBandsAt(ctx.database.db, '2026-11-30')).toHaveLength(18);
    expect(await localizationBandsAt(ctx.database.db, '2026-12-01')).toEqual([
      { ilFrom: '0.00', ilTo: '100.00', ktr: '1.000', krpPercent: '0.00' },
    ]);
  });

  it('refuses a district area listed twice in one set and a listing of another company’s district', async () => {
    const { rows } = await q(`SELECT id FROM districts WHERE company_id = $1 LIMIT 1`, [copied]);
    const id = (rows[0] as { id: string }).id;
    await expect(
      q(
        `INSERT INTO district_areas (district_id, company_id, kind, name) VALUES ($1, $2, 'federal_district', 'Центральный')`,
        [id, copied],
      ),
    ).rejects.toThrow(/district_areas/);
    await expect(
      q(
        `INSERT INTO district_warehouses (district_id, company_id, warehouse_name) VALUES ($1, $2, 'Тула')`,
        [id, bystander],
      ),
    ).rejects.toThrow(/district_warehouses_district_id_company_fk/);
  });
});
