import { ordersList } from '../orders/orders.contract';
import type { ReportDrill } from '../reports/define-report';
import { salesList } from './sales.contract';

/** How a drill list's columns match the sales report's groupings (both read the product card). */
export const BY_PRODUCT = {
  product: 'nmId',
  brand: 'brand',
  subject: 'subject',
  category: 'category',
  tag: 'tags',
  organization: 'organization',
  account: 'account',
} as const;

/**
 * The rows behind the sales report's figures: orders (placed, and WB's cancel flag) and the
 * sales report's buyouts and returns.
 */
export const SALES_REPORT_DRILLS: readonly ReportDrill[] = [
  {
    list: ordersList,
    measures: ['orders', 'ordersSum', 'cancelled'],
    date: 'date',
    by: BY_PRODUCT,
    account: 'account',
    where: { cancelled: [{ field: 'isCancel', op: 'is', value: 'true' }] },
  },
  {
    list: salesList,
    measures: ['buyouts', 'buyoutsSum', 'returns', 'returnsSum', 'revenue'],
    date: 'date',
    by: BY_PRODUCT,
    account: 'account',
    where: {
      buyouts: [{ field: 'kind', op: 'is', value: 'sale' }],
      buyoutsSum: [{ field: 'kind', op: 'is', value: 'sale' }],
      returns: [{ field: 'kind', op: 'is', value: 'return' }],
      returnsSum: [{ field: 'kind', op: 'is', value: 'return' }],
    },
  },
];
