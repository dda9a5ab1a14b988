import { defineReport, type MeasureDef } from '../reports/define-report';

/**
 * The figures of sales by Moscow business day (the sales_daily rollup of WB's statistics):
 * - orders: order lines placed that day, cancelled ones included; their sum is the price after
 *   the seller's discount (WB's `priceWithDisc`);
 * - cancelled: order lines of that day WB flags as cancelled;
 * - buyouts and returns: sales (`S…`) and returns (`R…`) of that day, counted and summed at the
 *   price after the seller's discount;
 * - revenue = buyouts − returns.
 */
export const SALES_MEASURES = [
  { key: 'orders', type: 'number', header: 'Заказы, шт.', goodWhen: 'up' },
  { key: 'ordersSum', type: 'money', currency: 'RUB', header: 'Заказы, ₽', goodWhen: 'up' },
  { key: 'cancelled', type: 'number', header: 'Отмены, шт.', goodWhen: 'down' },
  { key: 'buyouts', type: 'number', header: 'Выкупы, шт.', goodWhen: 'up' },
  { key: 'buyoutsSum', type: 'money', currency: 'RUB', header: 'Выкупы, ₽', goodWhen: 'up' },
  { key: 'returns', type: 'number', header: 'Возвраты, шт.', goodWhen: 'down' },
  { key: 'returnsSum', type: 'money', currency: 'RUB', header: 'Возвраты, ₽', goodWhen: 'down' },
  { key: 'revenue', type: 'money', currency: 'RUB', header: 'Выручка, ₽', goodWhen: 'up' },
] as const satisfies readonly MeasureDef[];
export type SalesMeasure = (typeof SALES_MEASURES)[number]['key'];

/** Sales of the company's WB cabinets for a period, by day, week, month, product or slice. */
export const salesReport = defineReport({
  key: 'salesReport',
  path: '/api/sales/report',
  tag: 'sales',
  summary: 'Sales figures of the current company',
  access: { permission: { subject: 'order', action: 'view' } },
  groupings: [
    'day',
    'week',
    'month',
    'product',
    'brand',
    'subject',
    'category',
    'tag',
    'organization',
    'account',
  ],
  defaultGrouping: 'product',
  measures: SALES_MEASURES,
  drills: () => import('./sales-report.drills').then((m) => m.SALES_REPORT_DRILLS),
  sheet: 'Продажи по группам',
  exportAction: 'sales.report_export',
});
