/**
 * The districts' SQL: a company's own set and the system defaults, their members, and what the
 * company's orders and stocks name (docs/domain.md#shipping-districts).
 */
import type { DistrictAreaKind } from '@wb/shared/districts/districts';
import { DISTRICT_SEEN_DAYS } from '@wb/shared/districts/districts.contract';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { syncedDataVersion } from '../sync/data-version';
import { warehouseDistricts, type CompanyRef } from './district-map';
import { districtAreas, districts, districtWarehouses } from './districts.table';

export type DistrictRow = typeof districts.$inferSelect;
export type DistrictValues = Pick<
  typeof districts.$inferInsert,
  'name' | 'shortName' | 'abroad' | 'position'
>;
export interface AreaKey {
  kind: DistrictAreaKind;
  name: string;
}

const company = (ref: CompanyRef) => (typeof ref === 'string' ? sql`${ref}::uuid` : ref);
/** The start of the window: the Moscow day DISTRICT_SEEN_DAYS − 1 days before today. */
const since = sql`(((now() AT TIME ZONE 'Europe/Moscow')::date - ${DISTRICT_SEEN_DAYS - 1}::int)::timestamp
  AT TIME ZONE 'Europe/Moscow')`;

/*
 * What the company's orders and stocks name, aggregated to the raw keys districts map
 * (docs/domain.md#shipping-districts). Orders of the last DISTRICT_SEEN_DAYS Moscow days.
 */

/**
 * The window's orders by delivery address and shipping warehouse (WB-shipped, FBO, only; null
 * for the seller's own): (country_name, oblast_okrug_name, region_name, warehouse_name, n). One
 * scan of the orders that the aggregates below read (inline, or as a CTE named by the caller).
 */
export const orderKeys = (ref: CompanyRef): SQL => sql`(
  SELECT o.country_name, o.oblast_okrug_name, o.region_name,
         CASE WHEN o.warehouse_type IS DISTINCT FROM 'Склад продавца'
              THEN nullif(btrim(o.warehouse_name), '') END AS warehouse_name,
         count(*)::bigint AS n
    FROM wb_orders o
   WHERE o.company_id = ${company(ref)} AND o.date >= ${since}
   GROUP BY 1, 2, 3, 4)`;

/** Orders by delivery address: (country_name, oblast_okrug_name, region_name, n). */
export const ordersByAddress = (keys: SQL): SQL => sql`(
  SELECT k.country_name, k.oblast_okrug_name, k.region_name, sum(k.n)::bigint AS n
    FROM ${keys} k GROUP BY 1, 2, 3)`;

/** WB-shipped (FBO) orders by shipping warehouse: (warehouse_name, n). */
export const ordersByWarehouse = (keys: SQL): SQL => sql`(
  SELECT k.warehouse_name, sum(k.n)::bigint AS n
    FROM ${keys} k WHERE k.warehouse_name IS NOT NULL GROUP BY 1)`;

/**
 * What the districts page's figures depend on, as cheap SQL text (their caches' version): the
 * company's synced data, its set of districts, WB's offices and the Moscow day (the window).
 */
export const districtsDataVersion = (tenant: SQL): SQL => sql`concat_ws('|',
    ${syncedDataVersion(tenant)},
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM districts
      WHERE company_id = ${tenant}),
    (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM wb_warehouses),
    (now() AT TIME ZONE 'Europe/Moscow')::date)`;

/** Units on WB's warehouses now, by warehouse: (warehouse_name, n); empty ones left out. */
export const stockByWarehouse = (ref: CompanyRef): SQL => sql`(
  SELECT btrim(s.warehouse_name) AS warehouse_name, sum(s.quantity)::bigint AS n
    FROM wb_stocks s
   WHERE s.company_id = ${company(ref)} AND s.source = 'wb'
     AND nullif(btrim(s.warehouse_name), '') IS NOT NULL
   GROUP BY 1
  HAVING sum(s.quantity) > 0)`;

/** `districtsDataVersion` of a company, as text. */
export async function dataVersion(db: DbOrTx, companyId: string): Promise<string> {
  const { rows } = await db.execute<{ v: string }>(
    sql`SELECT (${districtsDataVersion(sql`${companyId}::uuid`)})::text AS v`,
  );
  return rows[0]!.v;
}

/** Whether the company has districts of its own. */
export async function hasOwnSet(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.companyId, companyId))
    .limit(1);
  return row !== undefined;
}

/** The company's own districts (or the system defaults with `companyId` null), by position. */
export async function setRows(db: DbOrTx, companyId: string | null): Promise<DistrictRow[]> {
  return db
    .select()
    .from(districts)
    .where(companyId === null ? isNull(districts.companyId) : eq(districts.companyId, companyId))
    .orderBy(asc(districts.position), asc(districts.name));
}

/** A district the company may read: its own, or a system default. `lock` holds the row. */
export async function districtRow(
  db: DbOrTx,
  companyId: string,
  id: string,
  lock = false,
): Promise<DistrictRow | undefined> {
  const query = db
    .select()
    .from(districts)
    .where(
      and(
        eq(districts.id, id),
        or(eq(districts.companyId, companyId), isNull(districts.companyId)),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function areasOf(db: DbOrTx, districtId: string): Promise<AreaKey[]> {
  return db
    .select({ kind: districtAreas.kind, name: districtAreas.name })
    .from(districtAreas)
    .where(eq(districtAreas.districtId, districtId))
    .orderBy(asc(districtAreas.kind), asc(districtAreas.name));
}

export async function warehousesOf(db: DbOrTx, districtId: string): Promise<string[]> {
  const rows = await db
    .select({ name: districtWarehouses.warehouseName })
    .from(districtWarehouses)
    .where(eq(districtWarehouses.districtId, districtId))
    .orderBy(asc(districtWarehouses.warehouseName));
  return rows.map((r) => r.name);
}

/** The WB offices the company's set puts in the district by their federal district. */
export async function officeWarehousesOf(
  db: DbOrTx,
  companyId: string,
  districtId: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT w.warehouse_name AS name FROM ${warehouseDistricts(companyId)} w
     WHERE w.district_id = ${districtId}::uuid
       AND NOT EXISTS (SELECT 1 FROM district_warehouses x
                        WHERE x.district_id = w.district_id AND x.warehouse_name = w.warehouse_name)
     ORDER BY 1`);
  return rows.map((r) => r.name);
}

/** Areas of the given keys that another district of the company's set lists, with its name. */
export async function areasElsewhere(
  db: DbOrTx,
  companyId: string,
  districtId: string | null,
  areas: AreaKey[],
): Promise<(AreaKey & { district: string })[]> {
  if (areas.length === 0) return [];
  const names = [...new Set(areas.map((a) => a.name))];
  const rows = await db
    .select({ kind: districtAreas.kind, name: districtAreas.name, district: districts.name })
    .from(districtAreas)
    .innerJoin(districts, eq(districts.id, districtAreas.districtId))
    .where(
      and(
        eq(districtAreas.companyId, companyId),
        inArray(districtAreas.name, names),
        districtId ? ne(districtAreas.districtId, districtId) : undefined,
      ),
    );
  return rows.filter((r) => areas.some((a) => a.kind === r.kind && a.name === r.name));
}

/** Warehouses of the given names that another district of the company's set lists. */
export async function warehousesElsewhere(
  db: DbOrTx,
  companyId: string,
  districtId: string | null,
  names: string[],
): Promise<{ name: string; district: string }[]> {
  if (names.length === 0) return [];
  return db
    .select({ name: districtWarehouses.warehouseName, district: districts.name })
    .from(districtWarehouses)
    .innerJoin(districts, eq(districts.id, districtWarehouses.districtId))
    .where(
      and(
        eq(districtWarehouses.companyId, companyId),
        inArray(districtWarehouses.warehouseName, names),
        districtId ? ne(districtWarehouses.districtId, districtId) : undefined,
      ),
    );
}

export async function insertDistrict(
  tx: DbOrTx,
  companyId: string,
  values: DistrictValues & { systemKey?: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(districts)
    .values({ companyId, ...values })
    .returning({ id: districts.id });
  return row!.id;
}

export async function updateDistrict(
  tx: DbOrTx,
  companyId: string,
  id: string,
  values: DistrictValues,
): Promise<void> {
  await tx
    .update(districts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(districts.companyId, companyId), eq(districts.id, id)));
}

/** Replaces a district's areas and warehouses. */
export async function setMembers(
  tx: DbOrTx,
  companyId: string,
  districtId: string,
  areas: AreaKey[],
  warehouses: string[],
): Promise<void> {
  await touch(tx, districtId);
  await tx.delete(districtAreas).where(eq(districtAreas.districtId, districtId));
  await tx.delete(districtWarehouses).where(eq(districtWarehouses.districtId, districtId));
  if (areas.length > 0)
    await tx.insert(districtAreas).values(areas.map((a) => ({ districtId, companyId, ...a })));
  if (warehouses.length > 0)
    await tx
      .insert(districtWarehouses)
      .values(warehouses.map((warehouseName) => ({ districtId, companyId, warehouseName })));
}

/** Marks the district changed (its members too): the page's caches follow `updated_at`. */
async function touch(tx: DbOrTx, districtId: string) {
  await tx
    .update(districts)
    .set({ updatedAt: sql`now()` })
    .where(eq(districts.id, districtId));
}

export async function addArea(tx: DbOrTx, companyId: string, districtId: string, area: AreaKey) {
  await touch(tx, districtId);
  await tx
    .insert(districtAreas)
    .values({ districtId, companyId, ...area })
    .onConflictDoNothing();
}

export async function addWarehouse(
  tx: DbOrTx,
  companyId: string,
  districtId: string,
  warehouseName: string,
) {
  await touch(tx, districtId);
  await tx
    .insert(districtWarehouses)
    .values({ districtId, companyId, warehouseName })
    .onConflictDoNothing();
}

export async function deleteDistrict(tx: DbOrTx, companyId: string, id: string): Promise<void> {
  await tx.delete(districts).where(and(eq(districts.companyId, companyId), eq(districts.id, id)));
}

/** Copies the system defaults with their areas and warehouses into the company's set. */
export async function copyDefaults(tx: DbOrTx, companyId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    WITH copied AS (
      INSERT INTO districts (company_id, system_key, name, short_name, abroad, position)
      SELECT ${companyId}::uuid, d.system_key, d.name, d.short_name, d.abroad, d.position
        FROM districts d WHERE d.company_id IS NULL
      RETURNING id, system_key, name),
    areas AS (
      INSERT INTO district_areas (district_id, company_id, kind, name)
      SELECT c.id, ${companyId}::uuid, a.kind, a.name
        FROM copied c JOIN districts d ON d.company_id IS NULL AND d.system_key = c.system_key
        JOIN district_areas a ON a.district_id = d.id),
    warehouses AS (
      INSERT INTO district_warehouses (district_id, company_id, warehouse_name)
      SELECT c.id, ${companyId}::uuid, w.warehouse_name
        FROM copied c JOIN districts d ON d.company_id IS NULL AND d.system_key = c.system_key
        JOIN district_warehouses w ON w.district_id = d.id)
    SELECT name FROM copied ORDER BY name`);
  return rows.map((r) => r.name);
}

export async function deleteOwnSet(tx: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await tx
    .delete(districts)
    .where(eq(districts.companyId, companyId))
    .returning({ name: districts.name });
  return rows.map((r) => r.name).sort();
}

/** Seen warehouses (orders over the window, stock now) that no district of the set covers. */
export async function unmappedWarehouses(
  db: DbOrTx,
  companyId: string,
): Promise<{ name: string; orders: number; stock: number }[]> {
  const { rows } = await db.execute<{ name: string; orders: string; stock: string }>(sql`
    SELECT x.warehouse_name AS name, sum(x.orders)::bigint AS orders, sum(x.stock)::bigint AS stock
      FROM (SELECT warehouse_name, n AS orders, 0 AS stock FROM ${ordersByWarehouse(orderKeys(companyId))} o
            UNION ALL
            SELECT warehouse_name, 0, n FROM ${stockByWarehouse(companyId)} s) x
     WHERE NOT EXISTS (SELECT 1 FROM ${warehouseDistricts(companyId)} w
                        WHERE w.warehouse_name = x.warehouse_name)
     GROUP BY 1
     ORDER BY sum(x.orders) + sum(x.stock) DESC, 1`);
  return rows.map((r) => ({ name: r.name, orders: Number(r.orders), stock: Number(r.stock) }));
}

/** Delivery addresses of the window's orders whose district the set does not tell. */
export async function unmappedAddresses(
  db: DbOrTx,
  companyId: string,
  buyerDistrictOf: (area: { country: SQL; federalDistrict: SQL; region: SQL }) => SQL,
): Promise<
  { country: string | null; federalDistrict: string | null; region: string | null; n: number }[]
> {
  const { rows } = await db.execute<{
    country_name: string | null;
    oblast_okrug_name: string | null;
    region_name: string | null;
    n: string;
  }>(sql`
    SELECT a.country_name, a.oblast_okrug_name, a.region_name, a.n
      FROM ${ordersByAddress(orderKeys(companyId))} a
     WHERE ${buyerDistrictOf({
       country: sql`a.country_name`,
       federalDistrict: sql`a.oblast_okrug_name`,
       region: sql`a.region_name`,
     })} IS NULL`);
  return rows.map((r) => ({
    country: r.country_name,
    federalDistrict: r.oblast_okrug_name,
    region: r.region_name,
    n: Number(r.n),
  }));
}

/** Names a district may list: WB's offices, the company's seen warehouses and listed ones. */
export async function warehouseChoices(db: DbOrTx, companyId: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT btrim(name) AS name FROM wb_warehouses WHERE nullif(btrim(name), '') IS NOT NULL
    UNION SELECT warehouse_name FROM ${ordersByWarehouse(orderKeys(companyId))} o
    UNION SELECT warehouse_name FROM ${stockByWarehouse(companyId)} s
    UNION SELECT warehouse_name FROM district_warehouses WHERE company_id = ${companyId}::uuid
    ORDER BY 1`);
  return rows.map((r) => r.name);
}

/** Raw buyer areas: the company's orders' addresses and the areas its set (or the defaults) list. */
export async function areaSources(
  db: DbOrTx,
  companyId: string,
): Promise<{
  addresses: { country: string | null; federalDistrict: string | null; region: string | null }[];
  listed: AreaKey[];
  offices: string[];
}> {
  const addresses = await db.execute<{
    country_name: string | null;
    oblast_okrug_name: string | null;
    region_name: string | null;
  }>(
    sql`SELECT country_name, oblast_okrug_name, region_name FROM ${ordersByAddress(orderKeys(companyId))} a`,
  );
  const listed = await db
    .select({ kind: districtAreas.kind, name: districtAreas.name })
    .from(districtAreas)
    .where(or(eq(districtAreas.companyId, companyId), isNull(districtAreas.companyId)));
  const offices = await db.execute<{ fd: string }>(
    sql`SELECT DISTINCT federal_district AS fd FROM wb_warehouses WHERE nullif(btrim(federal_district), '') IS NOT NULL`,
  );
  return {
    addresses: addresses.rows.map((r) => ({
      country: r.country_name,
      federalDistrict: r.oblast_okrug_name,
      region: r.region_name,
    })),
    listed,
    offices: offices.rows.map((r) => r.fd),
  };
}
