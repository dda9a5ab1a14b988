import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { statisticsLineColumns } from '../orders/orders.table';
import { syncedTenant } from '../sync/tenant-columns.table';

/** Sales (`S…`) and returns (`R…`) from statistics (`supplier/sales`), one row per `saleID`. */
export const wbSales = pgTable(
  'wb_sales',
  {
    ...statisticsLineColumns(),
    saleId: text('sale_id').notNull(),
    forPay: money('for_pay'),
    paymentSaleAmount: money('payment_sale_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.saleId] }),
    index('wb_sales_company_date_idx').on(t.companyId, t.date),
    index('wb_sales_srid_idx').on(t.accountId, t.srid),
    index('wb_sales_account_nm_date_idx').on(t.accountId, t.nmId, t.date),
  ],
);

/**
 * Daily rollup per account × product × Moscow business day, kept in the transaction of every
 * page that changes orders or sales. Reports and the dashboard read this, not the rows.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    ...syncedTenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    ordersCount: integer('orders_count').notNull().default(0),
    ordersSum: money('orders_sum').notNull().default('0'),
    cancelCount: integer('cancel_count').notNull().default(0),
    buyoutsCount: integer('buyouts_count').notNull().default(0),
    buyoutsSum: money('buyouts_sum').notNull().default('0'),
    returnsCount: integer('returns_count').notNull().default(0),
    returnsSum: money('returns_sum').notNull().default('0'),
    forPaySum: money('for_pay_sum').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.nmId, t.day] }),
    index('sales_daily_company_day_idx').on(t.companyId, t.day),
  ],
);
