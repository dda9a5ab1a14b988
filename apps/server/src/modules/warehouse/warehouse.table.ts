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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  OperationKind,
  OperationStatus,
  WarehouseType,
} from '@wb/shared/warehouse/warehouse.contract';
import { money, sameCompany } from '../../db/columns';
import { companyColumn, documentNumbers } from '../../db/document-numbers';
import { products } from '../products/products.table';
import { users } from '../users/users.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

// The own-warehouse stock ledger (docs/domain.md#own-warehouse, decisions/0008-stock-ledger-fifo.md).

/**
 * A product size of the company: the card (account + nmID) and its size (`chrt_id`, as
 * product_sizes keys it). The size has no foreign key: a size WB drops from the card must not
 * take its stock history with it.
 */
const item = () => ({
  accountId: uuid('account_id')
    .notNull()
    .references(() => wbAccounts.id, { onDelete: 'cascade' }),
  nmId: bigint('nm_id', { mode: 'number' }).notNull(),
  chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
});

/** The seller's own and fulfilment warehouses. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    address: text('address'),
    type: text('type').$type<WarehouseType>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('warehouses_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('warehouses_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    // At most one default per company.
    uniqueIndex('warehouses_company_default_idx')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    check('warehouses_type_check', sql`${t.type} IN ('own', 'fulfilment')`),
  ],
);

/** The last number given per company and year (an operation's number is the next). */
export const warehouseOperationNumbers = documentNumbers('warehouse_operation_numbers');

/** Receipts, write-offs, moves, shipments to WB, inventory counts and returns from WB. */
export const warehouseOperations = pgTable(
  'warehouse_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    kind: text('kind').$type<OperationKind>().notNull(),
    status: text('status').$type<OperationStatus>().notNull().default('draft'),
    date: date('date').notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: uuid('to_warehouse_id').references(() => warehouses.id),
    reason: text('reason'),
    comment: text('comment'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('warehouse_operations_company_id_id_key').on(t.companyId, t.id),
    unique('warehouse_operations_number_key').on(t.companyId, t.year, t.number),
    sameCompany('warehouse_operations', t.companyId, t.warehouseId, warehouses),
    sameCompany('warehouse_operations', t.companyId, t.toWarehouseId, warehouses),
    index('warehouse_operations_company_date_idx').on(t.companyId, t.date),
    check(
      'warehouse_operations_kind_check',
      sql`${t.kind} IN ('receipt', 'writeOff', 'move', 'shipment', 'inventory', 'return')`,
    ),
    check(
      'warehouse_operations_status_check',
      sql`${t.status} IN ('draft', 'posted', 'cancelled')`,
    ),
  ],
);

/** An operation's lines: a size and its units (an inventory count: the units counted). */
export const warehouseOperationLines = pgTable(
  'warehouse_operation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => warehouseOperations.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    ...item(),
    quantity: integer('quantity').notNull(),
    unitCost: money('unit_cost'),
    /** An inventory count: the book quantity when it was posted. */
    bookQuantity: integer('book_quantity'),
  },
  (t) => [
    sameCompany('warehouse_operation_lines', t.companyId, t.operationId, warehouseOperations),
    sameCompany('warehouse_operation_lines', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    unique('warehouse_operation_lines_line_key').on(t.operationId, t.lineNo),
    check('warehouse_operation_lines_quantity_check', sql`${t.quantity} >= 0`),
    check('warehouse_operation_lines_unit_cost_check', sql`${t.unitCost} >= 0`),
  ],
);

/**
 * The ledger: append-only (a trigger refuses UPDATE and DELETE, migration
 * 0021_stock_movements_append_only). Stock of a size in a warehouse = the sum of its movements;
 * `cost` is the value at cost moved, signed like the quantity.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => warehouseOperations.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    ...item(),
    quantity: integer('quantity').notNull(),
    cost: numeric('cost', { precision: 18, scale: 2 }).notNull(),
    /** The posted movement this one reverses (written by a cancellation). */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_movements_company_id_id_key').on(t.companyId, t.id),
    sameCompany('stock_movements', t.companyId, t.operationId, warehouseOperations),
    sameCompany('stock_movements', t.companyId, t.warehouseId, warehouses),
    sameCompany('stock_movements', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    index('stock_movements_operation_idx').on(t.operationId),
    index('stock_movements_key_idx').on(t.warehouseId, t.accountId, t.chrtId),
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
  ],
);

/**
 * Stock per size × warehouse, kept in the transaction that writes the movements. The CHECK
 * is the last word: stock never goes negative, whatever a service does.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    companyId: companyColumn(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    ...item(),
    onHand: integer('on_hand').notNull().default(0),
    /** Units held by shipments being packed (transportations). */
    reserved: integer('reserved').notNull().default(0),
    value: numeric('value', { precision: 18, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.accountId, t.chrtId] }),
    sameCompany('stock_balances', t.companyId, t.warehouseId, warehouses),
    sameCompany('stock_balances', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    index('stock_balances_company_idx').on(t.companyId, t.accountId, t.nmId),
    check('stock_balances_on_hand_check', sql`${t.onHand} >= 0`),
    check('stock_balances_reserved_check', sql`${t.reserved} >= 0`),
    check('stock_balances_value_check', sql`${t.value} >= 0`),
  ],
);

/**
 * FIFO cost layers: units that came in together at one unit cost; out-movements take the
 * oldest first (`received_at`, then id). A moved unit keeps its cost and its age.
 */
export const stockLayers = pgTable(
  'stock_layers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    ...item(),
    /** The in-movement that brought the units. */
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    unitCost: money('unit_cost').notNull(),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    unique('stock_layers_company_id_id_key').on(t.companyId, t.id),
    sameCompany('stock_layers', t.companyId, t.warehouseId, warehouses),
    sameCompany('stock_layers', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      name: 'stock_layers_movement_company_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [stockMovements.companyId, stockMovements.id],
    }).onDelete('cascade'),
    index('stock_layers_open_idx')
      .on(t.warehouseId, t.accountId, t.chrtId, t.receivedAt, t.id)
      .where(sql`${t.remaining} > 0`),
    check(
      'stock_layers_remaining_check',
      sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.quantity}`,
    ),
    check('stock_layers_unit_cost_check', sql`${t.unitCost} >= 0`),
  ],
);

/** Which layers an out-movement took units from: a cancellation gives them back. */
export const stockLayerTakes = pgTable(
  'stock_layer_takes',
  {
    companyId: companyColumn(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    layerId: bigint('layer_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.movementId, t.layerId] }),
    foreignKey({
      name: 'stock_layer_takes_layer_company_fk',
      columns: [t.companyId, t.layerId],
      foreignColumns: [stockLayers.companyId, stockLayers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_layer_takes_movement_company_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [stockMovements.companyId, stockMovements.id],
    }).onDelete('cascade'),
    check('stock_layer_takes_quantity_check', sql`${t.quantity} > 0`),
  ],
);
