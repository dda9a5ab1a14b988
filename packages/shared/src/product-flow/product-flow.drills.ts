import { ordersList } from '../orders/orders.contract';
import type { ReportDrill } from '../reports/define-report';
import { BY_PRODUCT } from '../sales/sales-report.drills';
import { salesList } from '../sales/sales.contract';

/** The rows behind the product flow's WB figures: orders, and buyouts and returns. */
export const PRODUCT_FLOW_DRILLS: readonly ReportDrill[] = [
  { list: ordersList, measures: ['wbOrders'], date: 'date', by: BY_PRODUCT, account: 'account' },
  {
    list: salesList,
    measures: ['wbBuyouts', 'wbReturns'],
    date: 'date',
    by: BY_PRODUCT,
    account: 'account',
    where: {
      wbBuyouts: [{ field: 'kind', op: 'is', value: 'sale' }],
      wbReturns: [{ field: 'kind', op: 'is', value: 'return' }],
    },
  },
];
