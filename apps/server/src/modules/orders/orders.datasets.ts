import type { WbStatisticsOrder, WbStatisticsSale } from '@wb/wb/clients/statistics';
import { iterateOrders } from '@wb/wb/iterators/reports';
import { copyStage, mergeSql, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';
import { applyLatestStatus } from './order-feed.datasets';

/** The cursor of the statistics reports (orders, sales): where the next read starts. */
export type StatisticsCursor = { dateFrom: string };

/** Columns orders and sales share, in COPY order, with the value of each from a row. */
const COMMON: readonly [string, string, (r: WbStatisticsOrder | WbStatisticsSale) => CopyValue][] =
  [
    ['srid', 'text', (r) => r.srid],
    ['date', 'timestamptz', (r) => r.date],
    ['last_change_date', 'timestamptz', (r) => r.lastChangeDate],
    ['nm_id', 'bigint', (r) => r.nmId],
    ['barcode', 'text', (r) => r.barcode],
    ['tech_size', 'text', (r) => r.techSize],
    ['supplier_article', 'text', (r) => r.supplierArticle],
    ['brand', 'text', (r) => r.brand],
    ['subject', 'text', (r) => r.subject],
    ['category', 'text', (r) => r.category],
    ['warehouse_name', 'text', (r) => r.warehouseName],
    ['warehouse_type', 'text', (r) => r.warehouseType],
    ['country_name', 'text', (r) => r.countryName],
    ['oblast_okrug_name', 'text', (r) => r.oblastOkrugName],
    ['region_name', 'text', (r) => r.regionName],
    ['income_id', 'bigint', (r) => r.incomeID],
    ['total_price', 'numeric', (r) => r.totalPrice],
    ['discount_percent', 'numeric', (r) => r.discountPercent],
    ['spp', 'numeric', (r) => r.spp],
    ['finished_price', 'numeric', (r) => r.finishedPrice],
    ['price_with_disc', 'numeric', (r) => r.priceWithDisc],
    ['g_number', 'text', (r) => r.gNumber],
    ['sticker', 'text', (r) => r.sticker],
  ];

export function statisticsTarget<R extends WbStatisticsOrder | WbStatisticsSale>(
  table: string,
  key: string,
  own: readonly [string, string, (r: R) => CopyValue][],
) {
  const all = [
    ['company_id', 'uuid'] as const,
    ['account_id', 'uuid'] as const,
    ...COMMON.map(([n, t]) => [n, t] as const),
    ...own.map(([n, t]) => [n, t] as const),
    ['raw', 'jsonb'] as const,
  ];
  const target: MergeTarget = {
    table,
    columns: all,
    key: ['account_id', key],
    newerOrEqual: 'last_change_date',
  };
  const rowsOf = (t: SyncTarget, rows: readonly R[], raw: readonly unknown[]) =>
    rows.map((r, i) => [
      t.companyId,
      t.accountId,
      ...COMMON.map(([, , get]) => get(r)),
      ...own.map(([, , get]) => get(r)),
      raw[i] ?? null,
    ]);
  return { target, rowsOf };
}

const orders = statisticsTarget<WbStatisticsOrder>('wb_orders', 'srid', [
  ['is_cancel', 'boolean', (r) => r.isCancel ?? false],
  ['cancel_date', 'timestamptz', (r) => r.cancelDate],
]);

const MSK = `'Europe/Moscow'`;

/** An order row's share of its sales_daily key (`sign` -1 takes it away). */
const orderShare = (from: string, sign: 1 | -1) => `
  SELECT nm_id, (date AT TIME ZONE ${MSK})::date AS day, ${sign} AS n,
         ${sign} * coalesce(price_with_disc, 0) AS total,
         CASE WHEN is_cancel THEN ${sign} ELSE 0 END AS cancelled
    FROM ${from} WHERE nm_id IS NOT NULL`;

/**
 * The staged orders page merged and folded into sales_daily in one statement ($1 company,
 * $2 account): every row the merge inserted or changed adds its share to its product × Moscow
 * day, and the version it replaced (read before the merge, by key) takes its share away. The
 * order columns follow the order rows exactly with one index probe per staged row, where a
 * recount would read every order of each touched product and day again. Gives the number of
 * rows inserted or changed.
 */
const ordersMergeSql = () => {
  const stage = stageOf(orders.target);
  return `WITH old AS (
    SELECT o.srid, o.nm_id, o.date, o.price_with_disc, o.is_cancel
      FROM (SELECT DISTINCT srid FROM ${stage}) s
      CROSS JOIN LATERAL (
        SELECT srid, nm_id, date, price_with_disc, is_cancel FROM wb_orders
         WHERE account_id = $2 AND srid = s.srid
      ) o
  ), merged AS (
    ${mergeSql(orders.target, 'srid, nm_id, date, price_with_disc, is_cancel')}
  ), shares AS (
    ${orderShare('merged', 1)}
    UNION ALL
    ${orderShare('old', -1)} AND srid IN (SELECT srid FROM merged)
  ), folded AS (
    INSERT INTO sales_daily AS d (company_id, account_id, nm_id, day, orders_count, orders_sum,
      cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
    SELECT $1, $2, nm_id, day, sum(n), sum(total), sum(cancelled), 0, 0, 0, 0, 0
      FROM shares GROUP BY nm_id, day
    HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(cancelled) <> 0
    ON CONFLICT (account_id, nm_id, day) DO UPDATE SET
      orders_count = d.orders_count + EXCLUDED.orders_count,
      orders_sum = d.orders_sum + EXCLUDED.orders_sum,
      cancel_count = d.cancel_count + EXCLUDED.cancel_count
  )
  SELECT count(*)::int AS n FROM merged`;
};

/** The first `dateFrom`: WB reads a zone-less time as Moscow time. */
export const statisticsCursor = (historyStart: Date): StatisticsCursor => ({
  dateFrom: historyStart.toISOString().slice(0, 19) + 'Z',
});

export const ordersDataset: SyncDataset<StatisticsCursor, WbStatisticsOrder> = {
  key: 'orders',
  category: 'statistics',
  intervalMinutes: 5,
  initialCursor: statisticsCursor,
  pages: (clients, cursor, signal) =>
    iterateOrders(clients.statistics, cursor, signal ? { signal } : undefined),
  async write(client, t, page) {
    if (page.rows.length === 0) return 0;
    await copyStage(client, orders.target, orders.rowsOf(t, page.rows, page.raw));
    const { rows } = await client.query<{ n: number }>(ordersMergeSql(), [
      t.companyId,
      t.accountId,
    ]);
    // Statuses the order feed reported before statistics delivered the order.
    return rows[0]!.n + (await applyLatestStatus(client, t.accountId, stageOf(orders.target)));
  },
};
