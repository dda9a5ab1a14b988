import * as z from 'zod/mini';
import { defineList } from '../list/define-list';
import type { ColumnDef } from '../list/list-query';
import { PRODUCT_SLICE_COLUMNS, productSliceSchema } from '../list/product-slices';

const money = (key: string, header: string, width = 150) =>
  ({
    key,
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header,
    width,
  }) as const;

/**
 * The rows of WB's realization reports (one per rrd_id): what the P&L's figures sum and the
 * line-level grid of a weekly report. `date` is the operation day (rr_date) the P&L books a row
 * on; amounts as WB sent them, `payout` with a return's forPay negative (docs/domain.md#payout).
 */
export const INCOME_ROW_COLUMNS = [
  {
    key: 'date',
    type: 'date',
    sortable: true,
    filterable: true,
    header: 'Дата операции',
    width: 140,
  },
  {
    key: 'reportId',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Отчёт WB',
    width: 150,
  },
  {
    key: 'operation',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Обоснование для оплаты',
    width: 220,
  },
  {
    key: 'documentType',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Тип документа',
    width: 130,
  },
  {
    key: 'nmId',
    display: 'id',
    type: 'number',
    integer: true,
    sortable: true,
    filterable: true,
    header: 'Артикул WB',
    width: 130,
  },
  {
    key: 'vendorCode',
    display: 'id',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Артикул продавца',
    width: 160,
  },
  { key: 'title', type: 'text', sortable: true, filterable: true, header: 'Товар', width: 240 },
  {
    key: 'quantity',
    type: 'number',
    integer: true,
    total: true,
    sortable: true,
    filterable: true,
    header: 'Кол-во',
    width: 100,
  },
  money('retailAmount', 'Продажи (реализовано)', 180),
  money('forPay', 'К перечислению за товар', 190),
  money('commission', 'Вознаграждение WB', 170),
  money('deliveryService', 'Логистика'),
  money('paidStorage', 'Хранение'),
  money('paidAcceptance', 'Приёмка'),
  money('penalty', 'Штрафы'),
  money('deduction', 'Удержания'),
  money('additionalPayment', 'Доплаты'),
  money('payout', 'Итого к оплате', 160),
  {
    key: 'account',
    type: 'text',
    sortable: true,
    filterable: true,
    header: 'Кабинет WB',
    width: 160,
  },
  ...PRODUCT_SLICE_COLUMNS,
] as const satisfies readonly ColumnDef[];

const amount = z.nullable(z.string());

export const incomeRowSchema = z.object({
  /** Row id: account and rrd_id. */
  id: z.string(),
  date: z.nullable(z.string()),
  reportId: z.string(),
  operation: z.nullable(z.string()),
  documentType: z.nullable(z.string()),
  nmId: z.nullable(z.number()),
  vendorCode: z.nullable(z.string()),
  title: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  retailAmount: amount,
  forPay: amount,
  commission: amount,
  deliveryService: amount,
  paidStorage: amount,
  paidAcceptance: amount,
  penalty: amount,
  deduction: amount,
  additionalPayment: amount,
  payout: z.string(),
  account: z.string(),
  ...productSliceSchema,
});
export type IncomeRow = z.infer<typeof incomeRowSchema>;

/** Realization-report rows of the company's WB cabinets: the rows behind the P&L's figures. */
export const incomeRowsList = defineList({
  key: 'incomeRows',
  path: '/api/income/rows',
  tag: 'income',
  summary: 'Realization-report rows of the current company',
  access: { permission: { subject: 'report', action: 'viewReportIncome' } },
  tenant: 'company',
  row: incomeRowSchema,
  columns: INCOME_ROW_COLUMNS,
  export: {
    action: 'income.rows_export',
    entity: 'incomeRows',
    file: 'realization-rows',
    sheet: 'Строки отчётов WB',
  },
});
