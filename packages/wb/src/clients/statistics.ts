import * as z from 'zod/mini';
import { list, opt, wbDateTime } from '../schema/fields';
import { numberMoneyOrNull } from '../schema/money-fields';
import { WbHostClient, type CallOptions } from './base';

/**
 * Fields orders and sales share (docs/wb-notes.md#statistics-orders); money is JSON numbers →
 * kopeck strings.
 */
const common = {
  date: wbDateTime,
  /** The cursor (see `iterateOrders`); the raw row keeps WB's own text. */
  lastChangeDate: wbDateTime,
  warehouseName: opt(z.string()),
  warehouseType: opt(z.string()),
  countryName: opt(z.string()),
  oblastOkrugName: opt(z.string()),
  regionName: opt(z.string()),
  supplierArticle: opt(z.string()),
  nmId: opt(z.int()),
  barcode: opt(z.string()),
  category: opt(z.string()),
  subject: opt(z.string()),
  brand: opt(z.string()),
  techSize: opt(z.string()),
  incomeID: opt(z.int()),
  isSupply: opt(z.boolean()),
  isRealization: opt(z.boolean()),
  totalPrice: numberMoneyOrNull,
  discountPercent: opt(z.number()),
  spp: opt(z.number()),
  finishedPrice: numberMoneyOrNull,
  priceWithDisc: numberMoneyOrNull,
  sticker: opt(z.string()),
  gNumber: opt(z.string()),
  /** The order line key (= `rid` of marketplace), docs/wb-notes.md#identifiers. */
  srid: z.string(),
};

export const statisticsOrderSchema = z.looseObject({
  ...common,
  isCancel: opt(z.boolean()),
  /** null for WB's "0001-01-01T00:00:00" (not cancelled). */
  cancelDate: wbDateTime,
});
export type WbStatisticsOrder = z.output<typeof statisticsOrderSchema>;

export const statisticsSaleSchema = z.looseObject({
  ...common,
  /** `S…` sale, `R…` return. */
  saleID: z.string(),
  forPay: numberMoneyOrNull,
  paymentSaleAmount: numberMoneyOrNull,
});
export type WbStatisticsSale = z.output<typeof statisticsSaleSchema>;

export interface StatisticsParams {
  /**
   * RFC 3339; without a zone WB reads Moscow time (docs/wb-notes.md#data-formats). With `flag: 0`
   * rows changed since then (next page: the last row's `lastChangeDate`); with `flag: 1` the orders
   * of that day.
   */
  dateFrom: string;
  flag?: 0 | 1;
}

/** A statistics page can hold ~80 000 rows: allow it time to arrive. */
const REPORT_TIMEOUT_MS = 300_000;

/** statistics-api: orders and sales (docs/wb-notes.md#statistics-orders). 1 request/min each. */
export class WbStatisticsClient extends WbHostClient {
  orders(params: StatisticsParams, options?: CallOptions) {
    return this.call(
      {
        group: 'statistics-orders',
        method: 'GET',
        path: '/api/v1/supplier/orders',
        query: { dateFrom: params.dateFrom, flag: params.flag ?? 0 },
        schema: list(statisticsOrderSchema),
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }

  sales(params: StatisticsParams, options?: CallOptions) {
    return this.call(
      {
        group: 'statistics-sales',
        method: 'GET',
        path: '/api/v1/supplier/sales',
        query: { dateFrom: params.dateFrom, flag: params.flag ?? 0 },
        schema: list(statisticsSaleSchema),
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }
}
