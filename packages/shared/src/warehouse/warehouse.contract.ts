import { repeatedRows } from '../contracts/repeated-rows';
import * as z from 'zod/mini';
import { documentDate, optionalText } from '../contracts/fields';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';

/**
 * The own-warehouse stock ledger (docs/domain.md#own-warehouse): warehouses, operations that
 * post append-only movements, stock per product size × warehouse valued by FIFO layers.
 */

export const WAREHOUSE_TYPES = ['own', 'fulfilment'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];

/** Operation kinds: in (receipt, return from WB), out (write-off, shipment to WB), both (move, count). */
export const OPERATION_KINDS = [
  'receipt',
  'writeOff',
  'move',
  'shipment',
  'inventory',
  'return',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export const OPERATION_STATUSES = ['draft', 'posted', 'cancelled'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** Lines of one operation at most (a scanner session or a file). */
export const OPERATION_MAX_LINES = 2000;
/** Units of one line at most. */
export const LINE_MAX_QUANTITY = 1_000_000;

export const warehouseInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Укажите название склада'),
      z.maxLength(200, 'Не длиннее 200 знаков'),
    ),
  address: optionalText(500),
  type: z.enum(WAREHOUSE_TYPES),
  isDefault: z._default(z.boolean(), false),
});
export type WarehouseInput = z.input<typeof warehouseInputSchema>;

export const warehouseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.nullable(z.string()),
  type: z.enum(WAREHOUSE_TYPES),
  isDefault: z.boolean(),
  /** Units on hand in it (all products). */
  units: z.int(),
  /** Value of those units at cost, a decimal string. */
  value: z.string(),
  createdAt: instantSchema,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** A unit cost: a decimal string with at most two decimals, 0 or more. */
export const unitCostSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^\d{1,12}([.,]\d{1,2})?$/,
      'Себестоимость — число не меньше 0, до 2 знаков после запятой',
    ),
  );

/** A size id: WB's `chrtID` (uint64, so a decimal string). */
const chrtIdSchema = z.string().check(z.regex(/^\d{1,20}$/, 'Нужен числовой ID размера'));

export const operationLineInputSchema = z.object({
  accountId: z.uuid(),
  nmId: z.int().check(z.gte(1, 'Нужен артикул WB')),
  chrtId: chrtIdSchema,
  /** Units; for an inventory count the units counted (0 allowed). */
  quantity: z
    .int('Количество — целое число')
    .check(z.gte(0, 'Количество не может быть отрицательным'), z.lte(LINE_MAX_QUANTITY)),
  /** Unit cost of units coming in (receipt; optional for a return or a count's surplus). */
  unitCost: z.optional(z.nullable(unitCostSchema)),
});
export type OperationLineInput = z.infer<typeof operationLineInputSchema>;

/** The rules that tie an operation's fields together, as Russian messages by field. */
export function operationIssues(o: {
  kind: OperationKind;
  warehouseId: string;
  toWarehouseId?: string | null | undefined;
  reason?: string | null | undefined;
  lines: readonly OperationLineInput[];
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (o.kind === 'move') {
    if (!o.toWarehouseId)
      issues.push({ path: ['toWarehouseId'], message: 'Укажите склад назначения' });
    else if (o.toWarehouseId === o.warehouseId)
      issues.push({
        path: ['toWarehouseId'],
        message: 'Склад назначения совпадает со складом отправки',
      });
  } else if (o.toWarehouseId) {
    issues.push({
      path: ['toWarehouseId'],
      message: 'Склад назначения бывает только у перемещения',
    });
  }
  if (o.kind === 'writeOff' && !o.reason)
    issues.push({ path: ['reason'], message: 'Укажите причину списания' });
  if (o.lines.length === 0)
    issues.push({ path: ['lines'], message: 'Добавьте хотя бы одну строку' });
  issues.push(
    ...repeatedRows(
      o.lines,
      'lines',
      (l) => `${l.accountId}:${l.chrtId}`,
      () => 'этот размер уже есть в операции',
    ),
  );
  o.lines.forEach((line, i) => {
    if (o.kind !== 'inventory' && line.quantity < 1)
      issues.push({ path: ['lines', i, 'quantity'], message: `Строка ${i + 1}: количество от 1` });
    if (o.kind === 'receipt' && !line.unitCost)
      issues.push({
        path: ['lines', i, 'unitCost'],
        message: `Строка ${i + 1}: укажите себестоимость`,
      });
  });
  return issues;
}

export const operationInputSchema = z
  .object({
    kind: z.enum(OPERATION_KINDS),
    date: documentDate,
    warehouseId: z.uuid('Выберите склад'),
    /** The destination of a move. */
    toWarehouseId: z.optional(z.nullable(z.uuid())),
    /** Why the units are written off (required for a write-off). */
    reason: optionalText(300),
    comment: optionalText(1000),
    lines: z
      .array(operationLineInputSchema)
      .check(z.maxLength(OPERATION_MAX_LINES, `Не больше ${OPERATION_MAX_LINES} строк`)),
  })
  .check(
    z.superRefine((o, ctx) => {
      for (const issue of operationIssues(o)) {
        ctx.issues.push({ code: 'custom', input: o, path: issue.path, message: issue.message });
      }
    }),
  );
export type OperationInput = z.input<typeof operationInputSchema>;

export const movementSchema = z.object({
  id: z.string(),
  warehouse: z.string(),
  nmId: z.number(),
  chrtId: z.string(),
  title: z.nullable(z.string()),
  size: z.nullable(z.string()),
  /** + in, − out. */
  quantity: z.int(),
  /** Value at cost moved, signed like the quantity (decimal string). */
  cost: z.string(),
  /** Written by the cancellation (the reverse of a posted movement). */
  reversal: z.boolean(),
  createdAt: instantSchema,
});
export type Movement = z.infer<typeof movementSchema>;

export const operationSchema = z.object({
  id: z.uuid(),
  /** Per company and year: `year-number` is what people quote. */
  number: z.int(),
  year: z.int(),
  kind: z.enum(OPERATION_KINDS),
  status: z.enum(OPERATION_STATUSES),
  date: z.string(),
  warehouseId: z.uuid(),
  warehouse: z.string(),
  toWarehouseId: z.nullable(z.uuid()),
  toWarehouse: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  author: z.nullable(z.string()),
  lines: z.int(),
  units: z.int(),
  createdAt: instantSchema,
  postedAt: z.nullable(instantSchema),
  cancelledAt: z.nullable(instantSchema),
  movements: z.array(movementSchema),
});
export type Operation = z.infer<typeof operationSchema>;

/** A size of a product as found by a barcode or a search: what an operation's line names. */
export const stockItemSchema = z.object({
  accountId: z.uuid(),
  nmId: z.number(),
  chrtId: z.string(),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  photo: z.nullable(z.string()),
});
export type StockItem = z.infer<typeof stockItemSchema>;

const view = { permission: { subject: 'warehouse', action: 'view' }, tag: 'warehouse' } as const;
const create = {
  permission: { subject: 'warehouse', action: 'create' },
  tag: 'warehouse',
} as const;
const edit = { permission: { subject: 'warehouse', action: 'edit' }, tag: 'warehouse' } as const;
const remove = {
  permission: { subject: 'warehouse', action: 'delete' },
  tag: 'warehouse',
} as const;

export const listWarehousesContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/warehouse/warehouses',
  summary: 'Own and fulfilment warehouses of the company with their stock totals',
  response: z.array(warehouseSchema),
});

export const createWarehouseContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/warehouse/warehouses',
  summary: 'Add a warehouse',
  body: warehouseInputSchema,
  response: warehouseSchema,
  status: 201,
});

export const updateWarehouseContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/warehouse/warehouses/:id',
  summary: 'Edit a warehouse (name, address, type, default)',
  params: idParams,
  body: warehouseInputSchema,
  response: warehouseSchema,
});

export const deleteWarehouseContract = defineContract({
  ...remove,
  method: 'DELETE',
  path: '/api/warehouse/warehouses/:id',
  summary: 'Delete a warehouse that has no operations',
  params: idParams,
  response: null,
});

export const barcodeParams = z.object({
  barcode: z.string().check(z.trim(), z.regex(/^[0-9A-Za-z-]{1,64}$/, 'Баркод — цифры и буквы')),
});

export const findByBarcodeContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/warehouse/barcodes/:barcode',
  summary: "A product size of the company by one of its barcodes (a scanner's input)",
  params: barcodeParams,
  response: stockItemSchema,
});

export const searchItemsContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/warehouse/items',
  summary: 'Product sizes by nmID, vendor code, title or barcode (for picking lines), up to 30',
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(1, 'Введите запрос'), z.maxLength(100)),
  }),
  response: z.array(stockItemSchema),
});

export const getOperationContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/warehouse/operations/:id',
  summary: 'A warehouse operation and its stock movements',
  params: idParams,
  response: operationSchema,
});

export const createOperationContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/warehouse/operations',
  summary: 'Create a warehouse operation as a draft (numbered per company and year)',
  body: operationInputSchema,
  response: operationSchema,
  status: 201,
});

export const updateOperationContract = defineContract({
  ...create,
  method: 'PUT',
  path: '/api/warehouse/operations/:id',
  summary: 'Replace the fields and lines of a draft',
  params: idParams,
  body: operationInputSchema,
  response: operationSchema,
});

export const postOperationContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/warehouse/operations/:id/post',
  summary:
    'Post a draft: writes its movements; refused if any line would make stock negative. A posted one is returned unchanged',
  params: idParams,
  response: operationSchema,
});

export const cancelOperationContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/warehouse/operations/:id/cancel',
  summary:
    'Cancel an operation: a posted one by reverse movements; a cancelled one is returned unchanged',
  params: idParams,
  response: operationSchema,
});
