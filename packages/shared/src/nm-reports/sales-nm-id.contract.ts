import { defineReport, type MeasureDef } from '../reports/define-report';
import { SALES_MEASURES } from '../sales/sales-report.contract';

/**
 * Sales by nmID (/reports/sales-nm-id, docs/domain.md#sales-by-nmid): the sales report's sums
 * over the sales_daily rollup and two ratios of them per group —
 * - buyout % = buyouts ÷ orders × 100 (the period's buyouts against its orders);
 * - average price = buyouts, ₽ ÷ buyouts (the price after the seller's discount of a buyout).
 */
export const SALES_NM_ID_MEASURES = [
  ...SALES_MEASURES,
  {
    key: 'buyoutPercent',
    type: 'number',
    header: 'Выкуп, %',
    goodWhen: 'up',
    ratio: { numerator: 'buyouts', denominator: 'orders', scale: 100 },
  },
  {
    key: 'averagePrice',
    type: 'money',
    currency: 'RUB',
    header: 'Средняя цена, ₽',
    goodWhen: 'up',
    ratio: { numerator: 'buyoutsSum', denominator: 'buyouts' },
  },
] as const satisfies readonly MeasureDef[];

export const salesNmIdReport = defineReport({
  key: 'salesNmIdReport',
  path: '/api/reports/sales-nm-id',
  tag: 'nmreports',
  summary: 'Sales by nmID of the current company',
  access: { permission: { subject: 'report', action: 'viewReportOrderStockAnalytic' } },
  groupings: ['product', 'day', 'week', 'month', 'brand', 'subject', 'category', 'account'],
  defaultGrouping: 'product',
  measures: SALES_NM_ID_MEASURES,
  // The rows behind a figure are the sales report's: orders and the sales feed.
  drills: () => import('../sales/sales-report.drills').then((m) => m.SALES_REPORT_DRILLS),
  sheet: 'Продажи по артикулам',
  exportAction: 'nmreports.sales_export',
  pivot: {
    key: 'salesNmIdPivot',
    sheet: 'Продажи по дням',
    exportAction: 'nmreports.sales_pivot_export',
  },
});
