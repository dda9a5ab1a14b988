import * as z from 'zod/mini';
import type { WbMethodGroupId } from '../limiter/limits';
import { int64Id, list, opt, wbDateTime } from '../schema/fields';
import { numberMoneyOrNull } from '../schema/money-fields';
import { WbHostClient, type CallOptions } from './base';
import {
  paidAcceptanceRows,
  paidStorageRows,
  reportTaskCreated,
  reportTaskStatus,
} from './cost-reports.schemas';

/** One order of the order feed (docs/wb-notes.md#order-feed): its status as of `updatedAt`. */
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

/**
 * One size on one warehouse (docs/wb-notes.md#stocks); since 15.08.2026 WB warehouses collapse to
 * -999999.
 */
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

/** The period of a cost report task: `YYYY-MM-DD` (or RFC 3339), `dateTo` after `dateFrom`. */
export interface CostReportPeriod {
  dateFrom: string;
  dateTo: string;
}

/**
 * A cost report's path and the WB limit of each of its three methods
 * (docs/wb-notes.md#rate-limits).
 */
interface CostReportDef {
  path: string;
  groups: readonly [create: WbMethodGroupId, status: WbMethodGroupId, download: WbMethodGroupId];
}

const PAID_STORAGE: CostReportDef = {
  path: '/api/v1/paid_storage',
  groups: ['reports-paid-storage', 'reports-paid-storage-status', 'reports-paid-storage-download'],
};

const PAID_ACCEPTANCE: CostReportDef = {
  path: '/api/v1/acceptance_report',
  groups: ['reports-acceptance', 'reports-acceptance-status', 'reports-acceptance-download'],
};

const REPORT_TIMEOUT_MS = 300_000;

/**
 * seller-analytics-api: order feed, stock reports and cost reports (docs/wb-notes.md#stocks,
 * docs/wb-notes.md#order-feed, docs/wb-notes.md#cost-reports).
 */
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

  /**
   * Creates a paid-storage report task (docs/wb-notes.md#cost-reports) for at most 8 days; answers
   * its id.
   */
  createPaidStorageReport(period: CostReportPeriod, options?: CallOptions) {
    return this.createTask(PAID_STORAGE, period, options);
  }

  paidStorageReportStatus(taskId: string, options?: CallOptions) {
    return this.taskStatus(PAID_STORAGE, taskId, options);
  }

  /** The rows of a `done` paid-storage task; `[]` on 204. */
  downloadPaidStorageReport(taskId: string, options?: CallOptions) {
    return this.call(
      {
        group: PAID_STORAGE.groups[2],
        method: 'GET',
        path: `${PAID_STORAGE.path}/tasks/{task_id}/download`,
        params: { task_id: taskId },
        schema: paidStorageRows,
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }

  /**
   * Creates a paid-acceptance report task (docs/wb-notes.md#cost-reports) for at most 31 days;
   * answers its id.
   */
  createAcceptanceReport(period: CostReportPeriod, options?: CallOptions) {
    return this.createTask(PAID_ACCEPTANCE, period, options);
  }

  acceptanceReportStatus(taskId: string, options?: CallOptions) {
    return this.taskStatus(PAID_ACCEPTANCE, taskId, options);
  }

  /** The rows of a `done` paid-acceptance task; `[]` on 204. */
  downloadAcceptanceReport(taskId: string, options?: CallOptions) {
    return this.call(
      {
        group: PAID_ACCEPTANCE.groups[2],
        method: 'GET',
        path: `${PAID_ACCEPTANCE.path}/tasks/{task_id}/download`,
        params: { task_id: taskId },
        schema: paidAcceptanceRows,
      },
      { timeoutMs: REPORT_TIMEOUT_MS, ...options },
    );
  }

  private createTask(def: CostReportDef, period: CostReportPeriod, options?: CallOptions) {
    return this.call(
      {
        group: def.groups[0],
        method: 'GET',
        path: def.path,
        query: { dateFrom: period.dateFrom, dateTo: period.dateTo },
        schema: reportTaskCreated,
      },
      options,
    );
  }

  private taskStatus(def: CostReportDef, taskId: string, options?: CallOptions) {
    return this.call(
      {
        group: def.groups[1],
        method: 'GET',
        path: `${def.path}/tasks/{task_id}/status`,
        params: { task_id: taskId },
        schema: reportTaskStatus,
      },
      options,
    );
  }
}
