import * as z from 'zod/mini';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { OPERATION_KINDS, OPERATION_STATUSES } from './warehouse.contract';

const access = { permission: { subject: 'warehouse', action: 'view' } } as const;
const col = (key: string, type: ColumnDef['type'], header: string, width: number) =>
  ({ key, type, sortable: true, filterable: true, header, width }) as const;
const qty = (key: string, header: string, width = 120) =>
  ({ ...col(key, 'number', header, width), integer: true, total: true }) as const;

/** /warehouse: stock per product size × warehouse (docs/domain.md#own-warehouse). */
export const STOCK_COLUMNS = [
  { key: 'photo', type: 'image', sortable: false, filterable: false, header: 'Фото', width: 80 },
  { ...col('nmId', 'number', 'Артикул WB', 130), integer: true, display: 'id' },
  col('title', 'text', 'Товар', 220),
  col('size', 'text', 'Размер', 90),
  col('warehouse', 'text', 'Склад', 160),
  qty('onHand', 'На складе'),
  qty('reserved', 'В резерве'),
  qty('available', 'Доступно'),
  { ...col('unitCost', 'money', 'Себестоимость ед.', 150), currency: 'RUB' },
  { ...col('value', 'money', 'Стоимость', 150), currency: 'RUB', total: true },
  { ...col('vendorCode', 'text', 'Артикул продавца', 160), display: 'id', visible: false },
  { ...col('barcode', 'text', 'Баркод', 150), display: 'id', visible: false },
  { ...col('brand', 'text', 'Бренд', 140), visible: false },
  { ...col('updatedAt', 'date', 'Изменено', 150), visible: false },
] as const satisfies readonly ColumnDef[];

export const stockRowSchema = z.object({
  id: z.string(),
  warehouseId: z.uuid(),
  accountId: z.uuid(),
  nmId: z.number(),
  chrtId: z.string(),
  photo: z.nullable(z.string()),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  warehouse: z.string(),
  onHand: z.int(),
  reserved: z.int(),
  available: z.int(),
  /** Average unit cost of the units on hand; null when none are. */
  unitCost: z.nullable(z.string()),
  value: z.string(),
  updatedAt: instantSchema,
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const warehouseStockList = defineList({
  key: 'warehouseStock',
  path: '/api/warehouse/stock',
  tag: 'warehouse',
  summary: 'Own-warehouse stock: product size × warehouse, reserved, available, value at cost',
  access,
  tenant: 'company',
  /** One warehouse's stock (the page's warehouse filter); all warehouses without it. */
  query: { warehouseId: z.optional(z.uuid('Нужен ID склада')) },
  row: stockRowSchema,
  columns: STOCK_COLUMNS,
  export: {
    action: 'warehouse.stock_export',
    entity: 'warehouse_stock',
    file: 'warehouse-stock',
    sheet: 'Остатки',
  },
});

/** /warehouse/operations: the journal. */
export const OPERATION_COLUMNS = [
  { ...col('number', 'number', '№', 90), integer: true, display: 'id' },
  col('date', 'date', 'Дата', 120),
  {
    ...col('kind', 'enum', 'Операция', 170),
    options: OPERATION_KINDS,
    optionLabels: 'warehouse:kinds',
  },
  {
    ...col('status', 'enum', 'Статус', 130),
    options: OPERATION_STATUSES,
    optionLabels: 'warehouse:statuses',
  },
  col('warehouse', 'text', 'Склад', 160),
  col('toWarehouse', 'text', 'Куда', 160),
  qty('units', 'Единиц', 100),
  { ...col('value', 'money', 'Сумма', 140), currency: 'RUB', total: true },
  col('reason', 'text', 'Причина', 180),
  { ...col('comment', 'text', 'Комментарий', 200), visible: false },
  { ...col('author', 'text', 'Автор', 160), visible: false },
  { ...col('createdAt', 'date', 'Создана', 150), visible: false },
] as const satisfies readonly ColumnDef[];

export const operationRowSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  year: z.int(),
  date: z.string(),
  kind: z.enum(OPERATION_KINDS),
  status: z.enum(OPERATION_STATUSES),
  warehouse: z.string(),
  toWarehouse: z.nullable(z.string()),
  units: z.int(),
  /** Value at cost of the posted movements out of (or into) the first warehouse; null for a draft. */
  value: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  author: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type OperationRow = z.infer<typeof operationRowSchema>;

export const warehouseOperationsList = defineList({
  key: 'warehouseOperations',
  path: '/api/warehouse/operations',
  tag: 'warehouse',
  summary: 'Warehouse operations journal',
  access,
  tenant: 'company',
  row: operationRowSchema,
  columns: OPERATION_COLUMNS,
  export: {
    action: 'warehouse.operations_export',
    entity: 'warehouse_operation',
    file: 'warehouse-operations',
    sheet: 'Операции',
  },
});

/** /warehouse/operations/:id: the operation's lines. */
export const LINE_COLUMNS = [
  { ...col('lineNo', 'number', '№', 70), integer: true },
  { ...col('nmId', 'number', 'Артикул WB', 130), integer: true, display: 'id' },
  col('title', 'text', 'Товар', 220),
  col('size', 'text', 'Размер', 90),
  { ...col('barcode', 'text', 'Баркод', 150), display: 'id' },
  qty('quantity', 'Количество'),
  { ...col('bookQuantity', 'number', 'По учёту', 110), integer: true },
  { ...col('unitCost', 'money', 'Себестоимость ед.', 150), currency: 'RUB' },
  { ...col('vendorCode', 'text', 'Артикул продавца', 160), display: 'id', visible: false },
] as const satisfies readonly ColumnDef[];

export const lineRowSchema = z.object({
  id: z.string(),
  lineNo: z.int(),
  accountId: z.uuid(),
  nmId: z.number(),
  chrtId: z.string(),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  quantity: z.int(),
  /** An inventory count's book quantity at posting; null before or for other kinds. */
  bookQuantity: z.nullable(z.int()),
  unitCost: z.nullable(z.string()),
});
export type LineRow = z.infer<typeof lineRowSchema>;

export const operationLinesList = defineList({
  key: 'warehouseOperationLines',
  path: '/api/warehouse/operations/:id/lines',
  tag: 'warehouse',
  summary: 'Lines of a warehouse operation',
  access,
  tenant: 'company',
  params: idParams,
  row: lineRowSchema,
  columns: LINE_COLUMNS,
  export: {
    action: 'warehouse.lines_export',
    entity: 'warehouse_operation',
    file: 'warehouse-operation-lines',
    sheet: 'Строки',
  },
});
