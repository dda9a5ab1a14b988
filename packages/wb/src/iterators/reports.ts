import type {
  OrderFeedParams,
  WbAnalyticsClient,
  WbFeedOrder,
  WbStockRow,
} from '../clients/analytics';
import type { CallOptions } from '../clients/base';
import type { ReportsListParams, WbFinanceClient } from '../clients/finance';
import type { WbReportHeader, WbReportRow } from '../clients/finance.schemas';
import type {
  WbStatisticsClient,
  WbStatisticsOrder,
  WbStatisticsSale,
} from '../clients/statistics';
import type { WbResponse } from '../http/transport';
import { nextOffset, rawRows, rawString, type WbPage } from './raw';

type StatisticsFetch<Row> = (
  params: { dateFrom: string; flag: 0 },
  options?: CallOptions,
) => Promise<WbResponse<Row[]>>;

/**
 * Statistics rows changed since `dateFrom` (docs/wb-notes.md#statistics-orders): the next request's
 * `dateFrom` is the last row's `lastChangeDate`, verbatim; an empty page ends it. WB returns rows
 * with `lastChangeDate >= dateFrom`, so the boundary rows come again (upsert by key); a page that
 * does not move the cursor also ends it, or the last rows would repeat forever.
 */
async function* iterateStatistics<Row>(
  fetchPage: StatisticsFetch<Row>,
  dateFrom: string,
  options?: CallOptions,
): AsyncGenerator<WbPage<Row, { dateFrom: string }>> {
  let cursor = dateFrom;
  for (;;) {
    const { data, raw } = await fetchPage({ dateFrom: cursor, flag: 0 }, options);
    const rows = rawRows(raw);
    const next = rawString(rows[rows.length - 1], 'lastChangeDate') ?? cursor;
    const done = data.length === 0 || next === cursor;
    yield { rows: data, raw: rows, cursor: { dateFrom: next }, done };
    if (done) return;
    cursor = next;
  }
}

export function iterateOrders(
  statistics: WbStatisticsClient,
  params: { dateFrom: string },
  options?: CallOptions,
): AsyncGenerator<WbPage<WbStatisticsOrder, { dateFrom: string }>> {
  return iterateStatistics((p, o) => statistics.orders(p, o), params.dateFrom, options);
}

export function iterateSales(
  statistics: WbStatisticsClient,
  params: { dateFrom: string },
  options?: CallOptions,
): AsyncGenerator<WbPage<WbStatisticsSale, { dateFrom: string }>> {
  return iterateStatistics((p, o) => statistics.sales(p, o), params.dateFrom, options);
}

export interface OrderFeedCursor {
  snapshotTime: string;
  offset: number;
}

/**
 * The order feed of a period (docs/wb-notes.md#order-feed): the first page without `snapshotTime`,
 * the rest with the first answer's `snapshotTime` and a growing offset; a short page is the last.
 * Restart with a fresh snapshot whenever the period or filters change.
 */
export async function* iterateOrderFeed(
  analytics: WbAnalyticsClient,
  params: Omit<OrderFeedParams, 'offset'> & { offset?: number },
  options?: CallOptions,
): AsyncGenerator<WbPage<WbFeedOrder, OrderFeedCursor>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  let snapshotTime = params.snapshotTime;
  for (;;) {
    const { data, raw } = await analytics.orderFeed(
      { ...params, limit, offset, snapshotTime },
      options,
    );
    snapshotTime ??= data.snapshotTime;
    offset = nextOffset(offset, data.orders.length, limit);
    const done = data.orders.length < limit;
    yield {
      rows: data.orders,
      raw: rawRows(raw, ['data', 'orders']),
      cursor: { snapshotTime, offset },
      done,
    };
    if (done) return;
  }
}

/**
 * Rows of one realization report (docs/wb-notes.md#realization-reports): from `rrdId` (0 first) to
 * the 204 that ends it; the next page starts at the last row's `rrdId`.
 */
export async function* iterateReportRows(
  finance: WbFinanceClient,
  reportId: string | number,
  params: { rrdId?: string | number; limit?: number } = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbReportRow, { rrdId: string }>> {
  yield* rrdPages(
    (rrdId) => finance.reportDetail(reportId, { ...params, rrdId }, options),
    params.rrdId,
  );
}

/** Rows of all reports of a period, by `rrdId` until the 204. */
export async function* iterateReportRowsByPeriod(
  finance: WbFinanceClient,
  params: ReportsListParams & { rrdId?: string | number },
  options?: CallOptions,
): AsyncGenerator<WbPage<WbReportRow, { rrdId: string }>> {
  yield* rrdPages((rrdId) => finance.detailByPeriod({ ...params, rrdId }, options), params.rrdId);
}

async function* rrdPages(
  fetchPage: (rrdId: string) => Promise<WbResponse<WbReportRow[]>>,
  start: string | number = 0,
): AsyncGenerator<WbPage<WbReportRow, { rrdId: string }>> {
  let rrdId = String(start);
  for (;;) {
    const { data, raw } = await fetchPage(rrdId);
    const next = data[data.length - 1]?.rrdId ?? rrdId;
    const done = data.length === 0 || next === rrdId;
    yield { rows: data, raw: rawRows(raw), cursor: { rrdId: next }, done };
    if (done) return;
    rrdId = next;
  }
}

/** The list of reports of a period, offset-paginated (≤ 1000 per page). */
export async function* iterateReportsList(
  finance: WbFinanceClient,
  params: ReportsListParams,
  options?: CallOptions,
): AsyncGenerator<WbPage<WbReportHeader, { offset: number }>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  for (;;) {
    const { data, raw } = await finance.salesReportsList({ ...params, limit, offset }, options);
    offset = nextOffset(offset, data.length, limit);
    const done = data.length < limit;
    yield { rows: data, raw: rawRows(raw), cursor: { offset }, done };
    if (done) return;
  }
}

/** A stock report (WB or seller warehouses), offset-paginated; a short page (or 204) ends it. */
export async function* iterateStocks(
  analytics: WbAnalyticsClient,
  params: {
    warehouses: 'wb' | 'seller';
    nmIds?: number[];
    chrtIds?: number[];
    limit?: number;
    offset?: number;
  },
  options?: CallOptions,
): AsyncGenerator<WbPage<WbStockRow, { offset: number }>> {
  const { warehouses, ...rest } = params;
  const limit = rest.limit ?? 250_000;
  let offset = rest.offset ?? 0;
  for (;;) {
    const query = { ...rest, limit, offset };
    const { data, raw } =
      warehouses === 'wb'
        ? await analytics.stocksWbWarehouses(query, options)
        : await analytics.stocksSellerWarehouses(query, options);
    offset = nextOffset(offset, data.length, limit);
    const done = data.length < limit;
    yield { rows: data, raw: rawRows(raw, ['data', 'items']), cursor: { offset }, done };
    if (done) return;
  }
}
