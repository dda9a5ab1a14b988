import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { stockItemSchema } from './warehouse.contract';

/** Limits of an operation's lines file (XLSX or CSV). */
export const LINE_IMPORT_LIMITS = { fileBytes: 2 * 1024 * 1024, rows: 2000 } as const;

export const LINE_IMPORT_FIELDS = ['barcode', 'nmId', 'size', 'quantity', 'unitCost'] as const;
export type LineImportField = (typeof LINE_IMPORT_FIELDS)[number];

/**
 * Headers a file may use for each field (case, spaces and `_` ignored); the first is the
 * template's. A row names its size by a barcode, or by nmID and size.
 */
export const LINE_IMPORT_HEADERS: Readonly<Record<LineImportField, readonly string[]>> = {
  barcode: ['Баркод', 'Barcode', 'ШК'],
  nmId: ['Артикул WB', 'nmID', 'nm_id'],
  size: ['Размер', 'Size', 'techSize'],
  quantity: ['Количество', 'Кол-во', 'Quantity', 'Qty'],
  unitCost: ['Себестоимость', 'Цена', 'Cost', 'Unit cost'],
};

export const lineImportRowSchema = z.object({
  row: z.int(),
  quantity: z.nullable(z.int()),
  unitCost: z.nullable(z.string()),
  /** The size found for the row. */
  item: z.nullable(stockItemSchema),
  /** Russian messages; empty when the row is good. */
  errors: z.array(z.string()),
});
export type LineImportRow = z.infer<typeof lineImportRowSchema>;

export const lineImportPreviewSchema = z.object({
  rows: z.array(lineImportRowSchema),
  valid: z.int(),
  invalid: z.int(),
});
export type LineImportPreview = z.infer<typeof lineImportPreviewSchema>;

/** Reads a lines file and finds each row's size; writes nothing (the page adds the good rows). */
export const previewLineImportContract = defineContract({
  permission: { subject: 'warehouse', action: 'create' },
  tag: 'warehouse',
  method: 'POST',
  path: '/api/warehouse/operations/import-lines',
  summary: "Read an operation's lines from XLSX/CSV (barcode or nmID + size, quantity, cost)",
  upload: { field: 'file', maxBytes: LINE_IMPORT_LIMITS.fileBytes },
  response: lineImportPreviewSchema,
});
