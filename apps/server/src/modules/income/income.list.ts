import type { incomeRowsList } from '@wb/shared/income/income-rows.contract';
import { sql } from 'drizzle-orm';
import {
  EDITED_SLICES,
  productSliceColumns,
  productSliceJoins,
  productSliceValues,
  textOrNull,
  type ListSource,
} from '../../lib/list-query';
import { payoutTerm } from '../finance/finance-daily';
import { syncedDataVersion } from '../sync/data-version';

const P = ['products'] as const;
const money = (column: string) => ({ expr: sql.raw(`x.${column}`), sqlType: 'numeric' }) as const;

/**
 * realization_rows of one company (x; products and cabinets: productSliceJoins): the rows the
 * P&L's figures sum, by operation day, and a weekly report's line-level grid.
 */
export const incomeRowsSource: ListSource<typeof incomeRowsList> = {
  columns: {
    // A Moscow business date compared with the filter's Moscow day bounds (date → timestamptz).
    date: { expr: sql`x.rr_date`, sqlType: 'timestamptz' },
    reportId: { expr: sql`x.report_id::text`, sqlType: 'text', notNull: true },
    operation: { expr: sql`x.seller_oper_name`, sqlType: 'text' },
    documentType: { expr: sql`x.document_type`, sqlType: 'text' },
    nmId: { expr: sql`x.nm_id`, sqlType: 'bigint' },
    vendorCode: { expr: sql`x.vendor_code`, sqlType: 'text' },
    title: { expr: sql`p.title`, sqlType: 'text', joins: P },
    quantity: { expr: sql`x.quantity`, sqlType: 'numeric' },
    retailAmount: money('retail_amount'),
    forPay: money('for_pay'),
    commission: { expr: sql`(x.vw + x.vw_nds)`, sqlType: 'numeric' },
    deliveryService: money('delivery_service'),
    paidStorage: money('paid_storage'),
    paidAcceptance: money('paid_acceptance'),
    penalty: money('penalty'),
    deduction: money('deduction'),
    additionalPayment: money('additional_payment'),
    payout: { expr: sql.raw(`(${payoutTerm('x')})`), sqlType: 'numeric', notNull: true },
    account: { expr: sql`a.name`, sqlType: 'text', notNull: true, joins: ['accounts'] },
    ...productSliceColumns(),
  },
  from: sql`realization_rows x`,
  joins: productSliceJoins(),
  tenant: sql`x.company_id`,
  tiebreak: [
    { expr: sql`x.account_id`, sqlType: 'uuid' },
    { expr: sql`x.rrd_id`, sqlType: 'numeric' },
  ],
  defaultSort: [{ field: 'date', dir: 'desc' }],
  extra: { accountId: { expr: sql`x.account_id` }, rrdId: { expr: sql`x.rrd_id::text` } },
  uncachedFilters: EDITED_SLICES,
  dataVersion: ({ tenant }) => syncedDataVersion(tenant),
  mapRow: (r) => ({
    id: `${String(r.accountId)}:${String(r.rrdId)}`,
    date: r.date === null ? null : dayText(r.date),
    reportId: String(r.reportId),
    operation: textOrNull(r.operation),
    documentType: textOrNull(r.documentType),
    nmId: r.nmId === null ? null : Number(r.nmId),
    vendorCode: textOrNull(r.vendorCode),
    title: textOrNull(r.title),
    quantity: r.quantity === null ? null : Number(r.quantity),
    retailAmount: textOrNull(r.retailAmount),
    forPay: textOrNull(r.forPay),
    commission: textOrNull(r.commission),
    deliveryService: textOrNull(r.deliveryService),
    paidStorage: textOrNull(r.paidStorage),
    paidAcceptance: textOrNull(r.paidAcceptance),
    penalty: textOrNull(r.penalty),
    deduction: textOrNull(r.deduction),
    additionalPayment: textOrNull(r.additionalPayment),
    payout: String(r.payout),
    account: String(r.account),
    ...productSliceValues(r),
  }),
};

/** A `date` column as `YYYY-MM-DD` (pg may hand it over as text or a Date at UTC midnight). */
function dayText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
