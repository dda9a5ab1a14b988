import { repeatedRows } from '../contracts/repeated-rows';
import * as z from 'zod/mini';
import { documentDate } from '../contracts/fields';
import { defineContract } from '../contracts/define';
import { idParams, instantSchema } from '../identity/identity.schemas';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { barcodeParams, LINE_MAX_QUANTITY, unitCostSchema } from './warehouse.contract';

/**
 * Acceptance of goods from a supplier or factory at an own warehouse (docs/domain.md#own-warehouse):
 * expected lines, good units counted by scan, defects counted apart; completing posts a receipt
 * of the good units. draft → counting → done | done_with_discrepancies, or cancelled.
 */

export const ACCEPTANCE_STATUSES = [
  'draft',
  'counting',
  'done',
  'done_with_discrepancies',
  'cancelled',
] as const;
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUSES)[number];

/** Lines of one acceptance at most. */
export const ACCEPTANCE_MAX_LINES = 2000;

const chrtIdSchema = z.string().check(z.regex(/^\d{1,20}$/, 'Нужен числовой ID размера'));
const units = (min: number) =>
  z
    .int('Количество — целое число')
    .check(z.gte(min, min === 0 ? 'Количество не может быть отрицательным' : 'Количество от 1'))
    .check(z.lte(LINE_MAX_QUANTITY, `Не больше ${LINE_MAX_QUANTITY}`));

const sizeKey = { accountId: z.uuid(), nmId: z.int().check(z.gte(1)), chrtId: chrtIdSchema };

export const acceptanceLineInputSchema = z.object({
  ...sizeKey,
  expected: units(1),
  /** The unit cost the receipt will carry; without it the size's latest cost is taken. */
  unitCost: z.optional(z.nullable(unitCostSchema)),
});

export const acceptanceInputSchema = z
  .object({
    warehouseId: z.uuid('Выберите склад'),
    source: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Укажите поставщика или фабрику'),
        z.maxLength(300, 'Не длиннее 300 знаков'),
      ),
    expectedDate: documentDate,
    comment: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000)))),
    /** Expected lines; may be empty (everything counted is then a surplus). */
    lines: z
      .array(acceptanceLineInputSchema)
      .check(z.maxLength(ACCEPTANCE_MAX_LINES, `Не больше ${ACCEPTANCE_MAX_LINES} строк`)),
  })
  .check(
    z.superRefine((o, ctx) => {
      for (const issue of repeatedRows(
        o.lines,
        'lines',
        (l) => `${l.accountId}:${l.chrtId}`,
        () => 'этот размер уже есть в приёмке',
      ))
        ctx.issues.push({ code: 'custom', input: o, ...issue });
    }),
  );
export type AcceptanceInput = z.input<typeof acceptanceInputSchema>;

/** One scan: a good unit, or (defect) a damaged one. */
export const acceptanceScanSchema = z.object({
  barcode: barcodeParams.shape.barcode,
  defect: z._default(z.boolean(), false),
});

/** A correction typed by hand: the size's good and defective units as counted. */
export const acceptanceCountSchema = z.object({
  ...sizeKey,
  counted: units(0),
  defect: units(0),
});

export const acceptanceLineSchema = z.object({
  id: z.string(),
  lineNo: z.int(),
  accountId: z.uuid(),
  nmId: z.number(),
  chrtId: z.string(),
  title: z.nullable(z.string()),
  vendorCode: z.nullable(z.string()),
  size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  expected: z.int(),
  /** Good units counted (received into stock on completion). */
  counted: z.int(),
  /** Damaged units counted apart (never received). */
  defect: z.int(),
  unitCost: z.nullable(z.string()),
  /** counted + defect − expected: below 0 a shortage, above 0 a surplus. */
  difference: z.int(),
});
export type AcceptanceLine = z.infer<typeof acceptanceLineSchema>;

export const acceptanceSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  year: z.int(),
  status: z.enum(ACCEPTANCE_STATUSES),
  warehouseId: z.uuid(),
  warehouse: z.string(),
  source: z.string(),
  expectedDate: z.string(),
  comment: z.nullable(z.string()),
  author: z.nullable(z.string()),
  /** The posted receipt of the good units; null until completed. */
  operationId: z.nullable(z.uuid()),
  operationNumber: z.nullable(z.int()),
  lines: z.array(acceptanceLineSchema),
  /** Lines whose counted units differ from the expected ones, or with defects. */
  discrepancies: z.int(),
  createdAt: instantSchema,
  countingAt: z.nullable(instantSchema),
  completedAt: z.nullable(instantSchema),
  cancelledAt: z.nullable(instantSchema),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

/** A line has a discrepancy when what arrived differs from what was expected, or some is damaged. */
export const hasDiscrepancy = (l: Pick<AcceptanceLine, 'expected' | 'counted' | 'defect'>) =>
  l.counted + l.defect !== l.expected || l.defect > 0;

// The `acceptance` subject, as the seed gates /warehouse/acceptance
// (docs/product.md#routes-and-permissions): a role may receive goods without editing other stock
// operations. Completing posts its receipt itself.
const view = { permission: { subject: 'acceptance', action: 'view' }, tag: 'warehouse' } as const;
const create = {
  permission: { subject: 'acceptance', action: 'create' },
  tag: 'warehouse',
} as const;
const edit = { permission: { subject: 'acceptance', action: 'edit' }, tag: 'warehouse' } as const;

export const getAcceptanceContract = defineContract({
  ...view,
  method: 'GET',
  path: '/api/warehouse/acceptances/:id',
  summary: 'An acceptance with its expected, counted and defective units per line',
  params: idParams,
  response: acceptanceSchema,
});

export const createAcceptanceContract = defineContract({
  ...create,
  method: 'POST',
  path: '/api/warehouse/acceptances',
  summary:
    'Create an acceptance as a draft with its expected lines (numbered per company and year)',
  body: acceptanceInputSchema,
  response: acceptanceSchema,
  status: 201,
});

export const updateAcceptanceContract = defineContract({
  ...create,
  method: 'PUT',
  path: '/api/warehouse/acceptances/:id',
  summary: 'Replace the fields and expected lines of a draft acceptance',
  params: idParams,
  body: acceptanceInputSchema,
  response: acceptanceSchema,
});

export const startAcceptanceContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/warehouse/acceptances/:id/start',
  summary: 'Start counting a draft acceptance; one already counting is returned unchanged',
  params: idParams,
  response: acceptanceSchema,
});

export const scanAcceptanceContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/warehouse/acceptances/:id/scan',
  summary:
    'Count one unit by its barcode (good or defective); a size not expected becomes a surplus line. Starts counting a draft',
  params: idParams,
  body: acceptanceScanSchema,
  response: acceptanceSchema,
});

export const countAcceptanceContract = defineContract({
  ...edit,
  method: 'PUT',
  path: '/api/warehouse/acceptances/:id/count',
  summary: "Set a size's counted good and defective units by hand",
  params: idParams,
  body: acceptanceCountSchema,
  response: acceptanceSchema,
});

export const completeAcceptanceContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/warehouse/acceptances/:id/complete',
  summary:
    'Complete counting: posts a receipt of the good units (done, or done with discrepancies). A completed one is returned unchanged',
  params: idParams,
  response: acceptanceSchema,
});

export const cancelAcceptanceContract = defineContract({
  ...edit,
  method: 'POST',
  path: '/api/warehouse/acceptances/:id/cancel',
  summary: 'Cancel an acceptance not yet completed; a cancelled one is returned unchanged',
  params: idParams,
  response: acceptanceSchema,
});

const col = (key: string, type: ColumnDef['type'], header: string, width: number) =>
  ({ key, type, sortable: true, filterable: true, header, width }) as const;
const qty = (key: string, header: string) =>
  ({ ...col(key, 'number', header, 110), integer: true, total: true }) as const;

/** /warehouse/acceptance: the journal of acceptances. */
export const ACCEPTANCE_COLUMNS = [
  { ...col('number', 'number', '№', 90), integer: true, display: 'id' },
  col('expectedDate', 'date', 'Ожидается', 120),
  {
    ...col('status', 'enum', 'Статус', 170),
    options: ACCEPTANCE_STATUSES,
    optionLabels: 'warehouse:acceptanceStatuses',
  },
  col('source', 'text', 'Поставщик', 200),
  col('warehouse', 'text', 'Склад', 160),
  qty('expected', 'Ожидалось'),
  qty('counted', 'Принято'),
  qty('defect', 'Брак'),
  qty('discrepancies', 'Расхождений'),
  { ...col('comment', 'text', 'Комментарий', 200), visible: false },
  { ...col('author', 'text', 'Автор', 160), visible: false },
  { ...col('createdAt', 'date', 'Создана', 150), visible: false },
] as const satisfies readonly ColumnDef[];

export const acceptanceRowSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  year: z.int(),
  expectedDate: z.string(),
  status: z.enum(ACCEPTANCE_STATUSES),
  source: z.string(),
  warehouse: z.string(),
  expected: z.int(),
  counted: z.int(),
  defect: z.int(),
  discrepancies: z.int(),
  comment: z.nullable(z.string()),
  author: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type AcceptanceRow = z.infer<typeof acceptanceRowSchema>;

export const acceptancesList = defineList({
  key: 'warehouseAcceptances',
  path: '/api/warehouse/acceptances',
  tag: 'warehouse',
  summary: 'Acceptances from suppliers and factories',
  access: { permission: { subject: 'acceptance', action: 'view' } },
  tenant: 'company',
  row: acceptanceRowSchema,
  columns: ACCEPTANCE_COLUMNS,
  export: {
    action: 'warehouse.acceptances_export',
    entity: 'acceptance',
    file: 'warehouse-acceptances',
    sheet: 'Приёмки',
  },
});
