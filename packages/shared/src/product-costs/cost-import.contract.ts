import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';

/** Limits of a cost-price file (/products: import from XLSX/CSV, docs/product.md#screens). */
export const COST_IMPORT_LIMITS = {
  /** Bytes of the file itself. */
  fileBytes: 5 * 1024 * 1024,
  /** Data rows (the header not counted). */
  rows: 20_000,
} as const;

/** Fields of an import row, in the template's column order. */
export const COST_IMPORT_FIELDS = [
  'nmId',
  'vendorCode',
  'size',
  'chrtId',
  'unitCost',
  'currency',
  'validFrom',
  'comment',
] as const;
export type CostImportField = (typeof COST_IMPORT_FIELDS)[number];

/**
 * Column headers a file may use for each field (compared case-insensitively, spaces and `_`
 * ignored). The first is the template's header.
 */
export const COST_IMPORT_HEADERS: Readonly<Record<CostImportField, readonly string[]>> = {
  nmId: ['Артикул WB', 'nmID', 'nm_id', 'WB article'],
  vendorCode: ['Артикул продавца', 'Vendor code', 'vendorCode', 'supplierArticle'],
  size: ['Размер', 'Size', 'techSize'],
  chrtId: ['chrtID', 'ID размера', 'Size ID'],
  unitCost: ['Себестоимость', 'Cost', 'Unit cost', 'Cost price'],
  currency: ['Валюта', 'Currency'],
  validFrom: ['Дата начала', 'Valid from', 'Start date', 'Дата'],
  comment: ['Комментарий', 'Comment'],
};

/**
 * The file to preview or import, sent as multipart/form-data in the field `file`: its name (the
 * extension decides the format) and its bytes.
 */
const costImportUpload = { field: 'file', maxBytes: COST_IMPORT_LIMITS.fileBytes } as const;

export const costImportRowSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.int(),
  nmId: z.nullable(z.number()),
  vendorCode: z.nullable(z.string()),
  size: z.nullable(z.string()),
  chrtId: z.nullable(z.string()),
  unitCost: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  validFrom: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  /** The product found for the row. */
  title: z.nullable(z.string()),
  /** Russian messages naming the row and the field; empty when the row is good. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type CostImportRow = z.infer<typeof costImportRowSchema>;

export const costImportPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(['xlsx', 'csv']),
  rows: z.array(costImportRowSchema),
  /** Rows without errors. */
  valid: z.int(),
  /** Rows with at least one error: the import is refused unless this is 0. */
  invalid: z.int(),
});
export type CostImportPreview = z.infer<typeof costImportPreviewSchema>;

export const costImportResultSchema = z.object({
  /** Cost versions written (new or replacing the same product, size and date). */
  applied: z.int(),
});
export type CostImportResult = z.infer<typeof costImportResultSchema>;

const edit = { permission: { subject: 'product', action: 'edit' }, tag: 'products' } as const;

export const previewCostImportContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/cost-import/preview',
  summary: 'Parse a cost price file (XLSX/CSV) and check every row; writes nothing',
  upload: costImportUpload,
  response: costImportPreviewSchema,
});

export const commitCostImportContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/products/cost-import/commit',
  summary: 'Import a cost price file: every row in one transaction, or nothing if any row is bad',
  upload: costImportUpload,
  response: costImportResultSchema,
});

export const costImportTemplateContract = defineContract({
  ...edit,
  method: 'GET',
  path: '/api/products/cost-import/template',
  summary: 'The cost price import template (XLSX with the expected headers)',
  response: z.string(),
});
