import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
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
import type { TransportationStatus } from '@wb/shared/transportations/transportations.contract';
import { money, sameCompany } from '../../db/columns';
import { companyColumn, documentNumbers } from '../../db/document-numbers';
import { products } from '../products/products.table';
import { users } from '../users/users.table';
import { warehouseOperations, warehouses } from '../warehouse/warehouse.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

// Own shipments to WB warehouses and the trips that carry them (docs/domain.md#transportations).

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The last transportation number given per company and year. */
export const transportationNumbers = documentNumbers('transportation_numbers');

/** A trip (one truck, carrier and date) carrying several transportations; its status follows theirs. */
export const logisticsGroups = pgTable(
  'logistics_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    date: date('date').notNull(),
    carrier: text('carrier'),
    vehicle: text('vehicle'),
    /** The trip's cost, split across its transportations by volume (largest remainder). */
    cost: money('cost'),
    comment: text('comment'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('logistics_groups_company_id_id_key').on(t.companyId, t.id),
    index('logistics_groups_company_date_idx').on(t.companyId, t.date),
    check('logistics_groups_cost_check', sql`${t.cost} >= 0`),
  ],
);

export const transportations = pgTable(
  'transportations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<TransportationStatus>().notNull().default('planned'),
    /** The WB cabinet whose goods travel (a WB supply belongs to one cabinet). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    /** The own warehouse the goods leave. */
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** The WB warehouse the goods go to, as WB names it. */
    wbWarehouse: text('wb_warehouse').notNull(),
    plannedDate: date('planned_date').notNull(),
    carrier: text('carrier'),
    /** Litres and kilograms: typed, else summed from the products' dimensions on save. */
    volume: numeric('volume', { precision: 12, scale: 3 }),
    weight: numeric('weight', { precision: 12, scale: 3 }),
    /** The transportation's own cost (a trip's share comes from its logistics group). */
    cost: money('cost'),
    comment: text('comment'),
    /** WB's supply (`supplyID`) or, before WB plans it, its preorder; a draft made from here. */
    wbSupplyId: numeric('wb_supply_id', { precision: 20, scale: 0 }),
    wbPreorderId: numeric('wb_preorder_id', { precision: 20, scale: 0 }),
    wbDraftId: text('wb_draft_id'),
    logisticsGroupId: uuid('logistics_group_id').references(() => logisticsGroups.id, {
      onDelete: 'set null',
    }),
    /** The posted shipment that took the goods out of the own warehouse ("shipped"). */
    operationId: uuid('operation_id').references(() => warehouseOperations.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    packingAt: ts('packing_at'),
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    acceptedAt: ts('accepted_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    unique('transportations_company_id_id_key').on(t.companyId, t.id),
    unique('transportations_number_key').on(t.companyId, t.year, t.number),
    sameCompany('transportations', t.companyId, t.accountId, wbAccounts),
    sameCompany('transportations', t.companyId, t.warehouseId, warehouses),
    sameCompany('transportations', t.companyId, t.operationId, warehouseOperations),
    sameCompany('transportations', t.companyId, t.logisticsGroupId, logisticsGroups),
    index('transportations_company_date_idx').on(t.companyId, t.plannedDate),
    index('transportations_group_idx').on(t.logisticsGroupId),
    check(
      'transportations_status_check',
      sql`${t.status} IN ('planned', 'packing', 'shipped', 'delivered', 'accepted', 'cancelled')`,
    ),
    check(
      'transportations_amounts_check',
      sql`${t.cost} >= 0 AND ${t.volume} >= 0 AND ${t.weight} >= 0`,
    ),
  ],
);

/** A box of a transportation: its barcode (WB's package code once known) and its pallet. */
export const transportationBoxes = pgTable(
  'transportation_boxes',
  {
    companyId: companyColumn(),
    transportationId: uuid('transportation_id')
      .notNull()
      .references(() => transportations.id, { onDelete: 'cascade' }),
    boxNo: integer('box_no').notNull(),
    barcode: text('barcode').notNull(),
    /** True when the barcode is the package code WB's supply lists for this box. */
    fromWb: boolean('from_wb').notNull().default(false),
    palletNo: integer('pallet_no'),
  },
  (t) => [
    primaryKey({ columns: [t.transportationId, t.boxNo] }),
    sameCompany('transportation_boxes', t.companyId, t.transportationId, transportations),
    check('transportation_boxes_no_check', sql`${t.boxNo} >= 1 AND ${t.palletNo} >= 1`),
  ],
);

/** Units of a product size in a box. */
export const transportationItems = pgTable(
  'transportation_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    transportationId: uuid('transportation_id')
      .notNull()
      .references(() => transportations.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
    boxNo: integer('box_no').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    sameCompany('transportation_items', t.companyId, t.transportationId, transportations),
    sameCompany('transportation_items', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    unique('transportation_items_line_key').on(t.transportationId, t.lineNo),
    unique('transportation_items_box_size_key').on(t.transportationId, t.boxNo, t.chrtId),
    check('transportation_items_quantity_check', sql`${t.quantity} > 0 AND ${t.boxNo} >= 1`),
  ],
);

/** Every status change: what, who and when. */
export const transportationEvents = pgTable(
  'transportation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    transportationId: uuid('transportation_id')
      .notNull()
      .references(() => transportations.id, { onDelete: 'cascade' }),
    status: text('status').$type<TransportationStatus>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: ts('at').notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    sameCompany('transportation_events', t.companyId, t.transportationId, transportations),
    index('transportation_events_transportation_idx').on(t.transportationId, t.at),
  ],
);

/**
 * WB's acceptance per size, recorded from the linked supply's synced goods: what was shipped
 * (the transportation's units of the size) and what WB accepted.
 */
export const transportationAcceptance = pgTable(
  'transportation_acceptance',
  {
    companyId: companyColumn(),
    transportationId: uuid('transportation_id')
      .notNull()
      .references(() => transportations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
    barcode: text('barcode'),
    shipped: integer('shipped').notNull(),
    accepted: integer('accepted').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transportationId, t.accountId, t.chrtId] }),
    sameCompany('transportation_acceptance', t.companyId, t.transportationId, transportations),
    sameCompany('transportation_acceptance', t.companyId, t.accountId, wbAccounts),
    check('transportation_acceptance_check', sql`${t.shipped} >= 0 AND ${t.accepted} >= 0`),
  ],
);
