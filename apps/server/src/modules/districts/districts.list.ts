import type { districtsList } from '@wb/shared/districts/districts.contract';
import { sql } from 'drizzle-orm';
import type { ListSource } from '../../lib/list-query';
import { buyerDistrict, districtOwner, warehouseDistricts } from './district-map';
import {
  districtsDataVersion,
  orderKeys,
  ordersByAddress,
  ordersByWarehouse,
  stockByWarehouse,
} from './districts.repository';

const count = (expr: string) => sql.raw(`coalesce(${expr}, 0)`);

/**
 * /settings/districts (d): the districts the company uses — its own set, else the system
 * defaults — with what they cover: listed areas, warehouses (listed or WB offices of their
 * federal districts), orders delivered to them and shipped from them over the seen window, and
 * stock on their warehouses now (docs/domain.md#shipping-districts); the orders are read once
 * (`keys`). The set is chosen inside the
 * subquery; its `tenant_id` is the caller's company, so the engine's condition holds for the
 * system defaults too.
 */
export const districtsSource: ListSource<typeof districtsList> = {
  columns: {
    position: { expr: sql`d.position`, sqlType: 'bigint', notNull: true },
    name: { expr: sql`d.name`, sqlType: 'text', notNull: true },
    shortName: { expr: sql`d.short_name`, sqlType: 'text', notNull: true },
    abroad: {
      expr: sql`CASE WHEN d.abroad THEN 'true' ELSE 'false' END`,
      sqlType: 'text',
      notNull: true,
    },
    areas: { expr: sql`d.areas`, sqlType: 'bigint', notNull: true },
    warehouses: { expr: sql`d.warehouses`, sqlType: 'bigint', notNull: true },
    orders: { expr: sql`d.orders`, sqlType: 'bigint', notNull: true },
    shipped: { expr: sql`d.shipped`, sqlType: 'bigint', notNull: true },
    stock: { expr: sql`d.stock`, sqlType: 'bigint', notNull: true },
  },
  from: ({ tenant }) => sql`(
    WITH keys AS MATERIALIZED ${orderKeys(tenant)}
    SELECT d.id, d.position, d.name, d.short_name, d.abroad, d.company_id IS NULL AS system,
           ${tenant} AS tenant_id,
           (SELECT count(*) FROM district_areas a WHERE a.district_id = d.id) AS areas,
           ${count('wc.n')} AS warehouses, ${count('oc.n')} AS orders,
           ${count('sc.n')} AS shipped, ${count('st.n')} AS stock
      FROM districts d
      LEFT JOIN (SELECT w.district_id, count(*) AS n FROM ${warehouseDistricts(tenant)} w
                  GROUP BY 1) wc ON wc.district_id = d.id
      LEFT JOIN (SELECT b.district_id, sum(b.n) AS n
                   FROM (SELECT ${buyerDistrict(tenant, {
                     country: sql`a.country_name`,
                     federalDistrict: sql`a.oblast_okrug_name`,
                     region: sql`a.region_name`,
                   })} AS district_id, a.n
                           FROM ${ordersByAddress(sql`keys`)} a) b
                  GROUP BY 1) oc ON oc.district_id = d.id
      LEFT JOIN (SELECT w.district_id, sum(o.n) AS n
                   FROM ${warehouseDistricts(tenant)} w
                   JOIN ${ordersByWarehouse(sql`keys`)} o ON o.warehouse_name = w.warehouse_name
                  GROUP BY 1) sc ON sc.district_id = d.id
      LEFT JOIN (SELECT w.district_id, sum(s.n) AS n
                   FROM ${warehouseDistricts(tenant)} w
                   JOIN ${stockByWarehouse(tenant)} s ON s.warehouse_name = w.warehouse_name
                  GROUP BY 1) st ON st.district_id = d.id
     WHERE d.company_id IS NOT DISTINCT FROM ${districtOwner(tenant)}) d`,
  tenant: sql`d.tenant_id`,
  // Its rows are sums over a month of orders: whole pages are cached per version.
  dataVersion: ({ tenant }) => districtsDataVersion(tenant),
  cachePages: true,
  tiebreak: [{ expr: sql`d.id`, sqlType: 'uuid' }],
  defaultSort: [{ field: 'position', dir: 'asc' }],
  extra: { id: { expr: sql`d.id` }, system: { expr: sql`d.system` } },
  mapRow: (r) => ({
    id: String(r.id),
    position: Number(r.position),
    name: String(r.name),
    shortName: String(r.shortName),
    abroad: r.abroad === 'true',
    system: r.system === true,
    areas: Number(r.areas),
    warehouses: Number(r.warehouses),
    orders: Number(r.orders),
    shipped: Number(r.shipped),
    stock: Number(r.stock),
  }),
};
