import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { decimal, money } from '../../db/columns';
import { accountTenant as tenant } from '../sync/tenant-columns.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * FBW supplies (`POST /api/v1/supplies` + details, docs/wb-notes.md#fbw-supplies,
 * docs/domain.md#fbw-supplies). The key is `supply_key`: `P<preorderID>` (a supply keeps its
 * preorder when WB gives it a `supplyID`, so the row stays the same), or `S<supplyID>` when WB
 * sends no preorder.
 */
export const wbSupplies = pgTable(
  'wb_supplies',
  {
    ...tenant(),
    supplyKey: text('supply_key').notNull(),
    supplyId: numeric('supply_id', { precision: 20, scale: 0 }),
    preorderId: numeric('preorder_id', { precision: 20, scale: 0 }),
    /** 1 не запланировано, 2 запланировано, 3 отгрузка разрешена, 4 идёт приёмка, 5 принято, 6 отгружено на воротах. */
    statusId: integer('status_id'),
    boxTypeId: integer('box_type_id'),
    virtualTypeId: integer('virtual_type_id'),
    isBoxOnPallet: boolean('is_box_on_pallet'),
    createDate: ts('create_date'),
    supplyDate: ts('supply_date'),
    factDate: ts('fact_date'),
    updatedDate: ts('updated_date'),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    warehouseName: text('warehouse_name'),
    actualWarehouseId: bigint('actual_warehouse_id', { mode: 'number' }),
    actualWarehouseName: text('actual_warehouse_name'),
    transitWarehouseId: bigint('transit_warehouse_id', { mode: 'number' }),
    transitWarehouseName: text('transit_warehouse_name'),
    acceptanceCost: money('acceptance_cost'),
    paidAcceptanceCoefficient: decimal('paid_acceptance_coefficient'),
    rejectReason: text('reject_reason'),
    storageCoef: decimal('storage_coef'),
    deliveryCoef: decimal('delivery_coef'),
    quantity: integer('quantity'),
    readyForSaleQuantity: integer('ready_for_sale_quantity'),
    acceptedQuantity: integer('accepted_quantity'),
    unloadingQuantity: integer('unloading_quantity'),
    depersonalizedQuantity: integer('depersonalized_quantity'),
    /** Declared vs accepted (`discrepancies` of the details, since 22.09.2026), as WB sent it. */
    discrepancies: jsonb('discrepancies'),
    /** `{list, details}`: the list row and the details as WB sent them. */
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.supplyKey] }),
    index('wb_supplies_company_idx').on(t.companyId),
    index('wb_supplies_account_updated_idx').on(t.accountId, t.updatedDate),
    index('wb_supplies_account_supply_idx').on(t.accountId, t.supplyId),
  ],
);

/** Goods of a supply (`/api/v1/supplies/{ID}/goods`), one row per barcode. */
export const wbSupplyGoods = pgTable(
  'wb_supply_goods',
  {
    ...tenant(),
    supplyKey: text('supply_key').notNull(),
    barcode: text('barcode').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }),
    vendorCode: text('vendor_code'),
    techSize: text('tech_size'),
    color: text('color'),
    needKiz: boolean('need_kiz'),
    tnved: text('tnved'),
    supplierBoxAmount: integer('supplier_box_amount'),
    quantity: integer('quantity'),
    readyForSaleQuantity: integer('ready_for_sale_quantity'),
    acceptedQuantity: integer('accepted_quantity'),
    unloadingQuantity: integer('unloading_quantity'),
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.supplyKey, t.barcode] }),
    foreignKey({
      columns: [t.accountId, t.supplyKey],
      foreignColumns: [wbSupplies.accountId, wbSupplies.supplyKey],
    }).onDelete('cascade'),
    index('wb_supply_goods_account_nm_idx').on(t.accountId, t.nmId),
  ],
);
