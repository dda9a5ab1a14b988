import * as z from 'zod/mini';
import { int64Id, list, opt, wbDate } from '../schema/fields';
import { financeMoneyOrNull } from '../schema/money-fields';

/**
 * The cost reports of seller-analytics-api as async tasks (docs/wb-notes.md#cost-reports,
 * 12-reports.yaml): paid storage and paid acceptance. Amounts are JSON numbers kept exactly as
 * decimal strings (storage prices can have more than two decimals); dates are `YYYY-MM-DD`.
 */

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A required calendar date (a date-time is cut to its date): a key of the rows. */
const day = z.pipe(
  z.string().check(z.regex(DAY)),
  z.transform((value: string) => value.slice(0, 10)),
);

/** `{data: {taskId}}` of a create request. */
export const reportTaskCreated = z.pipe(
  z.looseObject({ data: z.looseObject({ taskId: z.string().check(z.minLength(1)) }) }),
  z.transform((answer) => answer.data.taskId),
);

export const REPORT_TASK_STATUSES = ['new', 'processing', 'done', 'purged', 'canceled'] as const;
/** WB's task statuses; anything else WB may add is passed on as it came. */
export type WbReportTaskStatus = (typeof REPORT_TASK_STATUSES)[number] | (string & {});

/** `{data: {id, status}}` of a status request. */
export const reportTaskStatus = z.pipe(
  z.looseObject({ data: z.looseObject({ id: opt(z.string()), status: z.string() }) }),
  z.transform((answer): { id: string | null; status: WbReportTaskStatus } => ({
    id: answer.data.id ?? null,
    status: answer.data.status,
  })),
);
export type WbReportTaskState = z.output<typeof reportTaskStatus>;

/** One row of the paid-storage report: a size on a warehouse for a day (or its recalculation). */
export const paidStorageRow = z.looseObject({
  /** The day calculated, or the day of a recalculation. */
  date: day,
  /** The day first calculated; equals `date` unless this row is a recalculation. */
  originalDate: opt(wbDate),
  logWarehouseCoef: opt(z.number()),
  /** 0 while WB hides its RF warehouses («Склад WB РФ», since 15.08.2026). */
  officeId: opt(int64Id),
  warehouse: opt(z.string()),
  warehouseCoef: opt(z.number()),
  giId: opt(int64Id),
  chrtId: int64Id,
  size: opt(z.string()),
  barcode: opt(z.string()),
  subject: opt(z.string()),
  brand: opt(z.string()),
  vendorCode: opt(z.string()),
  nmId: opt(z.int()),
  volume: opt(z.number()),
  calcType: opt(z.string()),
  warehousePrice: financeMoneyOrNull,
  barcodesCount: opt(z.int()),
  palletPlaceCode: opt(z.int()),
  palletCount: opt(z.number()),
  loyaltyDiscount: financeMoneyOrNull,
  tariffFixDate: opt(wbDate),
  tariffLowerDate: opt(wbDate),
});
export type WbPaidStorageRow = z.output<typeof paidStorageRow>;

/** One row of the paid-acceptance report: the units of a card accepted in a supply. */
export const paidAcceptanceRow = z.looseObject({
  incomeId: int64Id,
  nmID: z.int(),
  /** The day of acceptance. */
  shkCreateDate: day,
  giCreateDate: opt(wbDate),
  count: opt(z.int()),
  subjectName: opt(z.string()),
  total: financeMoneyOrNull,
});
export type WbPaidAcceptanceRow = z.output<typeof paidAcceptanceRow>;

// 204 = no data: an empty list.
export const paidStorageRows = list(paidStorageRow);
export const paidAcceptanceRows = list(paidAcceptanceRow);
