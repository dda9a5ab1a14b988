import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';
import { reportPeriodShape } from '../reports/define-report';

const RECONCILIATIONS = ['pending', 'ok', 'mismatch'] as const;
export type Reconciliation = (typeof RECONCILIATIONS)[number];

const money = z.nullable(z.string());
const reportIdSchema = z
  .string()
  .check(z.regex(/^\d{1,20}$/, { message: 'Номер отчёта WB — целое число до 20 цифр' }));

/** A WB realization report and its reconciliation: our payout of its rows against WB's. */
export const weeklyReportBriefSchema = z.object({
  reportId: z.string(),
  accountId: z.uuid(),
  account: z.string(),
  dateFrom: z.nullable(z.string()),
  dateTo: z.nullable(z.string()),
  /** WB's Итого к оплате. */
  bankPaymentSum: money,
  /** The payout of the stored rows (docs/domain.md#payout). */
  computedPayout: money,
  /** computedPayout − bankPaymentSum. */
  difference: money,
  reconciliation: z.enum(RECONCILIATIONS),
});
export type WeeklyReportBrief = z.infer<typeof weeklyReportBriefSchema>;

/** The company's WB reports whose period meets the given one, with their reconciliation. */
export const listWeeklyReportsContract = defineContract({
  permission: { subject: 'report', action: 'viewReportIncome' },
  tag: 'income',
  method: 'GET',
  path: '/api/income/weekly-reports',
  summary: 'WB realization reports of a period with their reconciliation status',
  query: z.object(reportPeriodShape),
  response: z.object({ reports: z.array(weeklyReportBriefSchema) }),
});

/** Our sum of a WB total over the report's rows, beside WB's own figure. */
export const totalCheckSchema = z.object({
  key: z.enum([
    'retailAmount',
    'forPay',
    'deliveryService',
    'paidStorage',
    'paidAcceptance',
    'penalty',
    'deduction',
    'additionalPayment',
    'payout',
  ]),
  wb: money,
  ours: z.string(),
  /** ours − wb; null when WB sent no total. */
  difference: money,
});

const sumsShape = {
  rows: z.number(),
  quantity: z.number(),
  retailAmount: z.string(),
  forPay: z.string(),
  deliveryService: z.string(),
  paidStorage: z.string(),
  paidAcceptance: z.string(),
  penalty: z.string(),
  deduction: z.string(),
  additionalPayment: z.string(),
  payout: z.string(),
};

export const weeklyReportSchema = z.object({
  report: weeklyReportBriefSchema,
  createDate: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  rowsLoaded: z.boolean(),
  rowCount: z.nullable(z.number()),
  /** The report's totals: WB's and ours, to the kopeck. */
  totals: z.array(totalCheckSchema),
  /** Our sums by operation (Обоснование для оплаты) and document type. */
  byOperation: z.array(z.object({ operation: z.string(), documentType: z.string(), ...sumsShape })),
  /** Our sums by product (no nm_id: the shop-level rows). */
  byProduct: z.array(
    z.object({
      nmId: z.nullable(z.number()),
      vendorCode: z.nullable(z.string()),
      title: z.nullable(z.string()),
      ...sumsShape,
    }),
  ),
  /** The finance transaction the payout produced: not known yet, and why. */
  payoutTransaction: z.object({ id: z.nullable(z.string()), missing: z.nullable(z.string()) }),
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

/** One WB realization report of the company (404 for an unknown or another company's). */
export const getWeeklyReportContract = defineContract({
  permission: { subject: 'report', action: 'viewReportIncome' },
  tag: 'income',
  method: 'GET',
  path: '/api/income/weekly-reports/:reportId',
  summary: 'One WB realization report: totals, sums by operation and product, reconciliation',
  params: z.object({ reportId: reportIdSchema }),
  query: z.object({ account: z.optional(z.uuid()) }),
  response: weeklyReportSchema,
});

/**
 * The P&L statement as a workbook (XLSX): a header (company, period, cabinet, columns, when it
 * was made), then the lines top-down with the period's weeks or months and the total.
 */
export const incomeStatementExportContract = defineContract({
  permission: { subject: 'report', action: 'viewReportIncome' },
  tag: 'income',
  method: 'GET',
  path: '/api/income/report/statement/export',
  summary: 'The P&L statement of a period as XLSX, with its header',
  query: z.object({ ...reportPeriodShape, series: z.enum(['week', 'month']) }),
  response: z.string(),
});
