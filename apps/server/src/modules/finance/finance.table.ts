import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { money as kopecks, percent } from '../../db/columns';
import { accountTenant as tenant, syncedTenant } from '../sync/tenant-columns.table';

/**
 * Money of realization reports: WB sends decimal strings (docs/wb-notes.md#realization-reports),
 * stored exactly as sent (unconstrained numeric), so the payout identity is checked to the kopeck.
 */
const money = (name: string) => numeric(name);
/** Report and row ids are int64 (report ids of daily reports exceed 2^53): text in JS. */
const id = (name: string) => numeric(name, { precision: 20, scale: 0 });

export const RECONCILIATION_STATUSES = ['pending', 'ok', 'mismatch'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** Realization report headers (`sales-reports/list`), with WB's totals and our reconciliation. */
export const realizationReports = pgTable(
  'realization_reports',
  {
    ...tenant(),
    reportId: id('report_id').notNull(),
    sellerFinanceName: text('seller_finance_name'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    createDate: date('create_date'),
    currency: text('currency'),
    reportType: integer('report_type'),
    retailAmountSum: money('retail_amount_sum'),
    forPaySum: money('for_pay_sum'),
    avgSalePercent: percent('avg_sale_percent'),
    deliveryServiceSum: money('delivery_service_sum'),
    paidStorageSum: money('paid_storage_sum'),
    paidAcceptanceSum: money('paid_acceptance_sum'),
    deductionSum: money('deduction_sum'),
    penaltySum: money('penalty_sum'),
    additionalPaymentSum: money('additional_payment_sum'),
    cashbackAmountSum: money('cashback_amount_sum'),
    cashbackDiscountSum: money('cashback_discount_sum'),
    cashbackCommissionChangeSum: money('cashback_commission_change_sum'),
    paymentSchedule: money('payment_schedule'),
    /** Итого к оплате: what the payout of the rows must equal. */
    bankPaymentSum: money('bank_payment_sum'),
    /** The header as WB sent it last. */
    raw: jsonb('raw').notNull(),
    /** Every row of the report is stored (its last page was read). */
    rowsLoaded: boolean('rows_loaded').notNull().default(false),
    rowCount: integer('row_count'),
    /** The payout (docs/domain.md#payout) summed over the stored rows. */
    computedPayout: money('computed_payout'),
    /** computed_payout − bank_payment_sum. */
    payoutDifference: money('payout_difference'),
    reconciliation: text('reconciliation', { enum: RECONCILIATION_STATUSES })
      .notNull()
      .default('pending'),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.reportId] }),
    index('realization_reports_company_period_idx').on(t.companyId, t.dateFrom),
    check(
      'realization_reports_reconciliation_check',
      sql`${t.reconciliation} IN ('pending', 'ok', 'mismatch')`,
    ),
  ],
);

/** Rows of realization reports (`sales-reports/detailed/{reportId}`), one per `rrdId`. */
export const realizationRows = pgTable(
  'realization_rows',
  {
    ...syncedTenant(),
    rrdId: id('rrd_id').notNull(),
    reportId: id('report_id').notNull(),
    reportType: integer('report_type'),
    rrDate: date('rr_date'),
    orderDt: timestamp('order_dt', { withTimezone: true }),
    saleDt: timestamp('sale_dt', { withTimezone: true }),
    nmId: bigint('nm_id', { mode: 'number' }),
    srid: text('srid'),
    sku: text('sku'),
    vendorCode: text('vendor_code'),
    techSize: text('tech_size'),
    subjectName: text('subject_name'),
    brandName: text('brand_name'),
    /** Тип документа: «Продажа», «Возврат» (docTypeName or documentType). */
    documentType: text('document_type'),
    /** Обоснование для оплаты (free text; mapped to P&L lines elsewhere). */
    sellerOperName: text('seller_oper_name'),
    bonusTypeName: text('bonus_type_name'),
    officeName: text('office_name'),
    quantity: integer('quantity'),
    deliveryAmount: integer('delivery_amount'),
    returnAmount: integer('return_amount'),
    retailPrice: money('retail_price'),
    retailAmount: money('retail_amount'),
    retailPriceWithDisc: money('retail_price_with_disc'),
    commissionPercent: percent('commission_percent'),
    ppvzSalesCommission: money('ppvz_sales_commission'),
    /** К перечислению продавцу (ppvz_for_pay). */
    forPay: money('for_pay'),
    ppvzReward: money('ppvz_reward'),
    acquiringFee: money('acquiring_fee'),
    vw: money('vw'),
    vwNds: money('vw_nds'),
    deliveryService: money('delivery_service'),
    paidStorage: money('paid_storage'),
    paidAcceptance: money('paid_acceptance'),
    penalty: money('penalty'),
    deduction: money('deduction'),
    additionalPayment: money('additional_payment'),
    rebillLogisticCost: money('rebill_logistic_cost'),
    cashbackAmount: money('cashback_amount'),
    cashbackDiscount: money('cashback_discount'),
    cashbackCommissionChange: money('cashback_commission_change'),
    /** The row as WB sent it: every field, including those without a column. */
    raw: jsonb('raw').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.rrdId] }),
    index('realization_rows_account_report_idx').on(t.accountId, t.reportId),
    index('realization_rows_company_date_idx').on(t.companyId, t.rrDate),
    // The finance_daily recompute: the rows of one account × operation day × product.
    index('realization_rows_account_date_nm_idx').on(t.accountId, t.rrDate, t.nmId),
    // The order page: every report row of one srid (bench:api: ~700 ms → < 30 ms at 1.5M rows).
    index('realization_rows_account_srid_idx').on(t.accountId, t.srid),
  ],
);

const sum = (name: string) => kopecks(name).notNull().default('0');
const count = (name: string) => integer(name).notNull().default(0);

/**
 * Daily rollup of realization rows per account × operation day (`rr_date`, «Дата операции»,
 * the date the report books the operation on) × product (null: shop-level rows such as
 * storage, penalties, deductions) × operation (`seller_oper_name`, «Обоснование для оплаты»)
 * × document type («Продажа», «Возврат», '' for service rows). Every money column of the rows
 * is summed as WB signs it (returns are positive amounts under document type «Возврат»);
 * `payout` is the payout (docs/domain.md#payout) of the group, returns already negative. Recomputed
 * from the rows in the transaction of every page that writes rows (`finance-daily.ts`).
 */
export const financeDaily = pgTable(
  'finance_daily',
  {
    ...syncedTenant(),
    day: date('day').notNull(),
    nmId: bigint('nm_id', { mode: 'number' }),
    /** seller_oper_name trimmed, inner whitespace collapsed; '' when WB sent none. */
    operation: text('operation').notNull(),
    /** document_type normalised the same way; '' for rows that are neither sale nor return. */
    documentType: text('document_type').notNull(),
    rowsCount: count('rows_count'),
    quantity: count('quantity'),
    deliveryAmount: count('delivery_amount'),
    returnAmount: count('return_amount'),
    retailPrice: sum('retail_price'),
    retailAmount: sum('retail_amount'),
    retailPriceWithDisc: sum('retail_price_with_disc'),
    ppvzSalesCommission: sum('ppvz_sales_commission'),
    forPay: sum('for_pay'),
    ppvzReward: sum('ppvz_reward'),
    acquiringFee: sum('acquiring_fee'),
    vw: sum('vw'),
    vwNds: sum('vw_nds'),
    deliveryService: sum('delivery_service'),
    paidStorage: sum('paid_storage'),
    paidAcceptance: sum('paid_acceptance'),
    penalty: sum('penalty'),
    deduction: sum('deduction'),
    additionalPayment: sum('additional_payment'),
    rebillLogisticCost: sum('rebill_logistic_cost'),
    cashbackAmount: sum('cashback_amount'),
    cashbackDiscount: sum('cashback_discount'),
    cashbackCommissionChange: sum('cashback_commission_change'),
    /** ±for_pay − delivery − storage − acceptance − penalty − deduction − additional payment. */
    payout: sum('payout'),
  },
  (t) => [
    // One row per group; products without an nm_id are one group (PostgreSQL 15+).
    unique('finance_daily_key')
      .on(t.accountId, t.day, t.nmId, t.operation, t.documentType)
      .nullsNotDistinct(),
    index('finance_daily_company_day_idx').on(t.companyId, t.day),
  ],
);
