import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISTRICT_AREA_KINDS } from '@wb/shared/districts/districts';
import { sameCompany } from '../../db/columns';
import { companies } from '../companies/companies.table';

// Shipping districts and the localization table (docs/domain.md#shipping-districts,
// docs/domain.md#localization).

const ts = (name: string) => timestamp(name, { withTimezone: true });
const optionalCompany = () =>
  uuid('company_id').references(() => companies.id, { onDelete: 'cascade' });

/**
 * A shipping district: a named group of buyer areas and WB warehouses. Rows without a company are
 * the system defaults (WB's localization groups); a company that copied them has its own set and
 * uses only that (docs/domain.md#shipping-districts).
 */
export const districts = pgTable(
  'districts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: a system default, shared by every company without districts of its own. */
    companyId: optionalCompany(),
    /** The system default a company's district was copied from (its `system_key`). */
    systemKey: text('system_key'),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    /** Outside Russia: its orders are never local to a Russian warehouse's district. */
    abroad: boolean('abroad').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('districts_company_id_id_key').on(t.companyId, t.id),
    unique('districts_company_name_key').on(t.companyId, t.name).nullsNotDistinct(),
    index('districts_company_idx').on(t.companyId),
  ],
);

/**
 * The buyer side of a district: federal districts (short names, «Центральный»), regions
 * («Московская область») and countries («Казахстан»). An area belongs to one district of a set.
 */
export const districtAreas = pgTable(
  'district_areas',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    companyId: optionalCompany(),
    kind: text('kind', { enum: DISTRICT_AREA_KINDS }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.districtId, t.kind, t.name] }),
    unique('district_areas_company_area_key').on(t.companyId, t.kind, t.name).nullsNotDistinct(),
    sameCompany('district_areas', t.companyId, t.districtId, districts),
    check(
      'district_areas_kind_check',
      sql.raw(`kind IN (${DISTRICT_AREA_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * The stock side of a district, by WB warehouse name (orders and stocks name warehouses, only
 * stocks give ids). A warehouse not listed falls to the district of its office's federal district
 * (`wb_warehouses.federal_district`); one in neither is unmapped and flagged.
 */
export const districtWarehouses = pgTable(
  'district_warehouses',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    companyId: optionalCompany(),
    warehouseName: text('warehouse_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.districtId, t.warehouseName] }),
    unique('district_warehouses_company_name_key')
      .on(t.companyId, t.warehouseName)
      .nullsNotDistinct(),
    sameCompany('district_warehouses', t.companyId, t.districtId, districts),
  ],
);

/**
 * WB's localization table: per ИЛ band [il_from, il_to) the logistics multiplier КТР and the
 * КРП surcharge in % of the price, versioned by the date a table starts (platform reference data,
 * edited by administrators; docs/domain.md#localization).
 */
export const localizationCoefficients = pgTable(
  'localization_coefficients',
  {
    validFrom: date('valid_from').notNull(),
    ilFrom: numeric('il_from', { precision: 5, scale: 2 }).notNull(),
    ilTo: numeric('il_to', { precision: 5, scale: 2 }).notNull(),
    ktr: numeric('ktr', { precision: 6, scale: 3 }).notNull(),
    krpPercent: numeric('krp_percent', { precision: 5, scale: 2 }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.validFrom, t.ilFrom] }),
    check(
      'localization_coefficients_band_check',
      sql`il_from >= 0 AND il_to <= 100 AND il_from < il_to AND ktr > 0 AND krp_percent >= 0`,
    ),
  ],
);
