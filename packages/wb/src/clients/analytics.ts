import * as z from 'zod/mini';
import { int64Id, list, opt, wbDateTime } from '../schema/fields';
import { numberMoneyOrNull } from '../schema/money-fields';
import { WbHostClient, type CallOptions } from './base';

/** One order of the order feed (§2.2.5): its status as of `updatedAt`. */
const feedOrder = z.looseObject({
  nmId: z.int(),
  chrtId: int64Id,
  srid: z.string(),
  createdAt: wbDateTime,
  updatedAt: wbDateTime,
  status: z.string(),
  cancelType: opt(z.string()),
  warehouseName: opt(z.string()),
  warehouseRegion: opt(z.string()),
  isMp: opt(z.boolean()),
  destinationCity: opt(z.string()),
  destinationDistrict: opt(z.string()),
  sellerPrice: numberMoneyOrNull,
  isB2b: opt(z.boolean()),
});
export type WbFeedOrder = z.output<typeof feedOrder>;

const feedAnswer = z.looseObject({
  data: z.looseObject({
    // Goes back to WB verbatim on the next pages (no normalisation).
    snapshotTime: z.string(),
    currency: opt(z.string()),
    orders: list(feedOrder),
  }),
});
export type WbOrderFeedPage = z.output<typeof feedAnswer>['data'];

/** One size on one warehouse (§2.2.2); since 15.08.2026 WB warehouses collapse to -999999. */
const stockRow = z.looseObject({
  nmId: z.int(),
  chrtId: int64Id,
  warehouseId: int64Id,
  warehouseName: opt(z.string()),
  regionName: opt(z.string()),
  quantity: opt(z.number()),
  inWayToClient: opt(z.number()),
  inWayFromClient: opt(z.number()),
});
export type WbStockRow = z.output<typeof stockRow>;

// 204 = no data: an empty list.
const stocksAnswer = z.pipe(
  z.nullable(z.looseObject({ data: z.looseObject({ items: list(stockRow) }) })),
  z.transform((answer) => answer?.data.items ?? []),
);

export interface OrderFeedParams {
  /** By time of the current status; not earlier than 31 days ago. */
  period: { start: string; end?: string };
  nmIds?: number[];
  subjectIds?: number[];
  brandNames?: string[];
  tagIds?: number[];
  /** From the first page's answer; absent on the first page (offset 0). */
  snapshotTime?: string;
  offset?: number;
  limit?: number;
}

export interface StocksParams {
  nmIds?: number[];
  chrtIds?: number[];
  /** ≤ 250 000 (the default). */
  limit?: number;
  offset?: number;
}

const REPORT_TIMEOUT_MS = 300_000;

/** seller-analytics-api: order feed and stock reports (§2.2.2, §2.2.5). */
export class WbAnalyticsClient extends WbHostClient {
  orderFeed(params: OrderFeedParams, options?: CallOptions) {
    const body = {
      selectedPeriod: params.period,
      nmIds: params.nmIds ?? [],
      subjectIds: params.subjectIds ?? [],
      brandNames: params.brandNames ?? [],
      tagIds: params.tagIds ?? [],
      pagination: {
        ...(params.snapshotTime ? { snapshotTime: params.snapshotTime } : {}),
        offset: params.offset ?? 0,
        limit: params.limit ?? 1000,
      },
    };
    return this.call(
      {
        group: 'analytics-order-feed',
        method: 'POST',
        path: '/api/analytics/v1/order-feed',
        body,
        schema: feedAnswer,
      },
      options,
    ).then((r) => ({ ...r, data: r.data.data }));
  }

  /** Stocks on WB warehouses, offset-paginated; `[]` on 204. */
  stocksWbWarehouses(params: StocksParams = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'analytics-stocks-wb',
        method: 'POST',
        path: '/api/analytics/v1/stocks-report/wb-warehouses',
        body: params,
        schema: stocksAnswer,
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }

  /** Stocks on the seller's own warehouses (Personal/Service tokens only); `[]` on 204. */
  stocksSellerWarehouses(params: StocksParams = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'analytics-stocks-seller',
        method: 'POST',
        path: '/api/analytics/v1/stocks-report/seller-warehouses',
        body: params,
        schema: stocksAnswer,
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }
}
