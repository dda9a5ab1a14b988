import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { decimal } from '../../db/columns';
import { accountTenant as tenant, syncedTenant } from '../sync/tenant-columns.table';

/** int64 ids (`chrtId` is uint64 since 09.2026, docs/wb-notes.md#data-formats): text in JS. */
const id = (name: string) => numeric(name, { precision: 20, scale: 0 });

/**
 * WB's paid-storage report (`/api/v1/paid_storage`, docs/wb-notes.md#cost-reports): what WB charged
 * for keeping a size on a warehouse for a day. WB recalculates days later (a row dated on the
 * recalculation day, `originalDate` the day first calculated), so a row is keyed by the day it
 * was first calculated for and replaced by the recalculation; `date` says which one it is.
 * Money as WB sent it, unrounded (storage prices can have more than two decimals).
 */
export const wbPaidStorage = pgTable(
  'wb_paid_storage',
  {
    ...syncedTenant(),
    /** The day the storage is for (`originalDate`; `date` when WB sends none). */
    originalDate: date('original_date').notNull(),
    /** The day of the calculation WB shows: `original_date`, or the day of a recalculation. */
    date: date('date').notNull(),
    /** WB's office id; 0 while WB hides its RF warehouses («Склад WB РФ», since 15.08.2026). */
    officeId: bigint('office_id', { mode: 'number' }).notNull(),
    warehouse: text('warehouse').notNull(),
    chrtId: id('chrt_id').notNull(),
    /** The supply the goods came with; 0 when WB gives none. */
    giId: id('gi_id').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }),
    size: text('size'),
    barcode: text('barcode'),
    subject: text('subject'),
    brand: text('brand'),
    vendorCode: text('vendor_code'),
    volume: decimal('volume'),
    calcType: text('calc_type'),
    warehouseCoef: decimal('warehouse_coef'),
    logWarehouseCoef: decimal('log_warehouse_coef'),
    /** Units charged for the day. */
    barcodesCount: integer('barcodes_count'),
    palletPlaceCode: integer('pallet_place_code'),
    palletCount: decimal('pallet_count'),
    /** Сумма хранения, ₽ (null only when WB leaves it out). */
    warehousePrice: decimal('warehouse_price'),
    loyaltyDiscount: decimal('loyalty_discount'),
    tariffFixDate: date('tariff_fix_date'),
    tariffLowerDate: date('tariff_lower_date'),
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.accountId, t.originalDate, t.officeId, t.warehouse, t.chrtId, t.giId],
    }),
    index('wb_paid_storage_company_date_idx').on(t.companyId, t.originalDate),
    index('wb_paid_storage_account_nm_idx').on(t.accountId, t.nmId, t.originalDate),
  ],
);

/**
 * WB's paid-acceptance report (`/api/v1/acceptance_report`, docs/wb-notes.md#cost-reports): what WB
 * charged for accepting a card's units of a supply, per day of acceptance.
 */
export const wbPaidAcceptance = pgTable(
  'wb_paid_acceptance',
  {
    ...tenant(),
    /** The supply (`incomeId`, WB's `giId`). */
    incomeId: id('income_id').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** The day of acceptance. */
    shkCreateDate: date('shk_create_date').notNull(),
    /** The day the supply was created. */
    giCreateDate: date('gi_create_date'),
    count: integer('count'),
    subjectName: text('subject_name'),
    /** Суммарная стоимость приёмки, ₽, as WB sent it (null only when WB leaves it out). */
    total: decimal('total'),
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.incomeId, t.nmId, t.shkCreateDate] }),
    index('wb_paid_acceptance_company_date_idx').on(t.companyId, t.shkCreateDate),
    index('wb_paid_acceptance_account_nm_idx').on(t.accountId, t.nmId, t.shkCreateDate),
  ],
);
