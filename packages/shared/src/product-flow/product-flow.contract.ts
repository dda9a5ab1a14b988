import { defineReport, type MeasureDef } from '../reports/define-report';

/**
 * The product flow (docs/domain.md#product-flow): per product and period, the stock at its
 * start and end and what moved in between, on WB's warehouses and on the seller's own, and the
 * difference closing − (opening + in − out), shown, never hidden.
 *
 * WB side (units, stock = available + on the way to and from buyers over WB's warehouses):
 *   in = supplies accepted + returns; out = buyouts; orders are shown, not counted (an ordered
 *   unit stays WB's until it is bought out or comes back).
 * Own side (the stock ledger over all own warehouses):
 *   in = receipts + returns from WB + inventory (surplus − shortage) + moves (0 overall);
 *   out = write-offs + shipments to WB.
 * Opening and closing are unknown (null) where the stock was not known: on WB's side before the
 * cabinet's stock history starts.
 */
export const PRODUCT_FLOW_MEASURES = [
  {
    key: 'wbOpening',
    type: 'number',
    header: 'WB: на начало, шт.',
    goodWhen: 'up',
    nullable: true,
  },
  { key: 'wbAccepted', type: 'number', header: 'WB: принято из поставок, шт.', goodWhen: 'up' },
  { key: 'wbOrders', type: 'number', header: 'WB: заказы, шт.', goodWhen: 'up' },
  { key: 'wbBuyouts', type: 'number', header: 'WB: выкупы, шт.', goodWhen: 'up' },
  { key: 'wbReturns', type: 'number', header: 'WB: возвраты, шт.', goodWhen: 'down' },
  { key: 'wbClosing', type: 'number', header: 'WB: на конец, шт.', goodWhen: 'up', nullable: true },
  {
    key: 'wbDifference',
    type: 'number',
    header: 'WB: расхождение, шт.',
    goodWhen: 'down',
    nullable: true,
  },
  { key: 'ownOpening', type: 'number', header: 'Свой склад: на начало, шт.', goodWhen: 'up' },
  { key: 'ownReceipts', type: 'number', header: 'Свой склад: оприходовано, шт.', goodWhen: 'up' },
  { key: 'ownReturns', type: 'number', header: 'Свой склад: возвраты с WB, шт.', goodWhen: 'down' },
  { key: 'ownWriteOffs', type: 'number', header: 'Свой склад: списано, шт.', goodWhen: 'down' },
  {
    key: 'ownShipments',
    type: 'number',
    header: 'Свой склад: отгружено на WB, шт.',
    goodWhen: 'up',
  },
  {
    key: 'ownOther',
    type: 'number',
    header: 'Свой склад: инвентаризация и перемещения, шт.',
    goodWhen: 'up',
  },
  { key: 'ownClosing', type: 'number', header: 'Свой склад: на конец, шт.', goodWhen: 'up' },
  {
    key: 'ownDifference',
    type: 'number',
    header: 'Свой склад: расхождение, шт.',
    goodWhen: 'down',
  },
] as const satisfies readonly MeasureDef[];
export type ProductFlowMeasure = (typeof PRODUCT_FLOW_MEASURES)[number]['key'];

/** The product flow of the company's products for a period, by product or by a slice. */
export const productFlowReport = defineReport({
  key: 'productFlowReport',
  path: '/api/reports/product-flow',
  tag: 'productFlow',
  summary: 'Product flow of the current company',
  access: { permission: { subject: 'report', action: 'viewReportProductFlow' } },
  // Balances are per period: no time groupings in the grid (the summary's series has them).
  groupings: ['product', 'brand', 'subject', 'category', 'tag', 'organization', 'account'],
  defaultGrouping: 'product',
  measures: PRODUCT_FLOW_MEASURES,
  drills: () => import('./product-flow.drills').then((m) => m.PRODUCT_FLOW_DRILLS),
  sheet: 'Движение товара',
  exportAction: 'productFlow.report_export',
});
