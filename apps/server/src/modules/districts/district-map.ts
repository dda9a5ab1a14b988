import { sql, type SQL } from 'drizzle-orm';
import { RUSSIA } from '@wb/shared/districts/districts';
import type { LocalizationBand } from '@wb/shared/districts/localization';
import type { DbOrTx } from '../../db/client';

/*
 * Which district an order, a stock or a warehouse belongs to (docs/domain.md#shipping-districts),
 * as SQL other modules join: the localization, delivery and shipment reports aggregate their
 * rollups to raw keys (warehouse name; country, federal district, region) and map those keys
 * here on read, so editing districts never rebuilds a rollup.
 */

/** `federalDistrictKey` in SQL: «Центральный федеральный округ» → «Центральный». */
export const federalDistrictKeySql = (expr: SQL) =>
  sql`btrim(regexp_replace(btrim(${expr}), '\\s*федеральный\\s+округ$', '', 'i'))`;

/** A company as SQL: its id as a parameter, or an expression already typed uuid (a list's tenant). */
export type CompanyRef = string | SQL;
const uuidOf = (company: CompanyRef) =>
  typeof company === 'string' ? sql`${company}::uuid` : company;

/**
 * The owner of the district set a company uses: the company once it has districts of its own
 * (copied from the defaults), else null — the system defaults. SQL yielding a uuid or null.
 */
export function districtOwner(companyId: CompanyRef): SQL {
  const id = uuidOf(companyId);
  return sql`(SELECT ${id} WHERE EXISTS (SELECT 1 FROM districts WHERE company_id = ${id}))`;
}

/** The districts a company uses: id, name, short_name, abroad, position. */
export function companyDistricts(companyId: CompanyRef): SQL {
  return sql`(SELECT d.id, d.name, d.short_name, d.abroad, d.position
      FROM districts d
     WHERE d.company_id IS NOT DISTINCT FROM ${districtOwner(companyId)})`;
}

/**
 * Warehouse name → district of the company's set, a relation (warehouse_name, district_id): the
 * warehouses listed in a district, then every WB office by its federal district. A name in
 * neither (or WB's hidden «Склад WB») has no row: the caller shows it as unmapped.
 */
export function warehouseDistricts(companyId: CompanyRef): SQL {
  const owner = districtOwner(companyId);
  return sql`(SELECT dw.warehouse_name, dw.district_id
      FROM district_warehouses dw
     WHERE dw.company_id IS NOT DISTINCT FROM ${owner}
    UNION ALL
    (SELECT DISTINCT ON (w.name) w.name, a.district_id
      FROM wb_warehouses w
      JOIN district_areas a
        ON a.company_id IS NOT DISTINCT FROM ${owner} AND a.kind = 'federal_district'
       AND a.name = ${federalDistrictKeySql(sql`w.federal_district`)}
     WHERE w.name IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM district_warehouses x
                        WHERE x.company_id IS NOT DISTINCT FROM ${owner} AND x.warehouse_name = w.name)
     ORDER BY w.name, a.district_id))`;
}

/** The columns of a delivery address, as SQL expressions of the caller's row. */
export interface BuyerArea {
  country: SQL;
  federalDistrict: SQL;
  region: SQL;
}

/**
 * The district of a delivery address (a uuid or null): its region when a district lists it, else
 * its federal district (in Russia), else its country. A scalar expression: use it over rows
 * already grouped by address, not over every order.
 */
export function buyerDistrict(companyId: CompanyRef, area: BuyerArea): SQL {
  const owner = districtOwner(companyId);
  const of = (kind: string, name: SQL) =>
    // An alias no caller's row uses: the address expressions are the caller's columns.
    sql`(SELECT buyer_area.district_id FROM district_areas buyer_area
          WHERE buyer_area.company_id IS NOT DISTINCT FROM ${owner}
            AND buyer_area.kind = ${kind} AND buyer_area.name = ${name})`;
  const inRussia = sql`coalesce(nullif(btrim(${area.country}), ''), ${RUSSIA}) = ${RUSSIA}`;
  return sql`coalesce(
      ${of('region', sql`btrim(${area.region})`)},
      CASE WHEN ${inRussia} THEN ${of('federal_district', federalDistrictKeySql(area.federalDistrict))} END,
      ${of('country', sql`btrim(${area.country})`)})`;
}

/** The localization table in force on a Moscow date, bands ascending; empty before the first. */
export async function localizationBandsAt(db: DbOrTx, day: string): Promise<LocalizationBand[]> {
  const { rows } = await db.execute<{
    il_from: string;
    il_to: string;
    ktr: string;
    krp_percent: string;
  }>(sql`
    SELECT il_from::text, il_to::text, ktr::text, krp_percent::text
      FROM localization_coefficients
     WHERE valid_from = (SELECT max(valid_from) FROM localization_coefficients
                          WHERE valid_from <= ${day}::date)
     ORDER BY il_from`);
  return rows.map((r) => ({
    ilFrom: r.il_from,
    ilTo: r.il_to,
    ktr: r.ktr,
    krpPercent: r.krp_percent,
  }));
}
