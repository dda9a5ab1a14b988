import type { WbStatisticsOrder, WbStatisticsSale } from '@wb/wb/clients/statistics';
import { iterateOrders, iterateSales } from '@wb/wb/iterators/reports';
import type { PoolClient } from 'pg';
import { applyLatestStatus } from '../sales/order-feed.datasets';
import {
  copyMerge,
  copyStage,
  mergeSql,
  stageOf,
  type CopyValue,
  type MergeTarget,
} from './copy-merge';
import type { SyncDataset, SyncTarget } from './dataset';

type Cursor = { dateFrom: string };

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

function targetOf<R extends WbStatisticsOrder | WbStatisticsSale>(
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

const orders = targetOf<WbStatisticsOrder>('wb_orders', 'srid', [
  ['is_cancel', 'boolean', (r) => r.isCancel ?? false],
  ['cancel_date', 'timestamptz', (r) => r.cancelDate],
]);

const sales = targetOf<WbStatisticsSale>('wb_sales', 'sale_id', [
  ['sale_id', 'text', (r) => r.saleID],
  ['for_pay', 'numeric', (r) => r.forPay],
  ['payment_sale_amount', 'numeric', (r) => r.paymentSaleAmount],
]);

const MSK = `'Europe/Moscow'`;

/**
 * The sales columns of sales_daily for the products × Moscow days the staged sales page
 * touches, recomputed from the sale rows (one statement; the page's rows are already merged).
 * A key new to the rollup takes its order columns from the order rows too; an existing one
 * keeps them: only the orders writer changes those (`ordersMergeSql`), so an orders page and a
 * sales page of the same key committing in either order cannot overwrite each other's counts.
 */
async function refreshSalesDaily(client: PoolClient, t: SyncTarget, stage: string) {
  await client.query(
    `WITH keys AS (
       SELECT DISTINCT nm_id, (date AT TIME ZONE ${MSK})::date AS day FROM ${stage} WHERE nm_id IS NOT NULL
     ), spans AS (
       SELECT nm_id, day, (day::timestamp AT TIME ZONE ${MSK}) AS since,
              ((day + 1)::timestamp AT TIME ZONE ${MSK}) AS until FROM keys
     )
     INSERT INTO sales_daily AS d (company_id, account_id, nm_id, day, orders_count, orders_sum,
       cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
     SELECT $1, $2, k.nm_id, k.day, o.n, o.total, o.cancelled, s.buyouts, s.buyouts_sum,
            s.returns, s.returns_sum, s.for_pay
       FROM spans k
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS n, coalesce(sum(price_with_disc), 0) AS total,
                (count(*) FILTER (WHERE is_cancel))::int AS cancelled
           FROM wb_orders
          WHERE company_id = $1 AND nm_id = k.nm_id AND date >= k.since AND date < k.until
            AND account_id = $2
       ) o
       CROSS JOIN LATERAL (
         SELECT (count(*) FILTER (WHERE sale_id LIKE 'S%'))::int AS buyouts,
                coalesce(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'S%'), 0) AS buyouts_sum,
                (count(*) FILTER (WHERE sale_id LIKE 'R%'))::int AS returns,
                coalesce(abs(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'R%')), 0) AS returns_sum,
                coalesce(sum(for_pay), 0) AS for_pay
           FROM wb_sales WHERE account_id = $2 AND nm_id = k.nm_id AND date >= k.since AND date < k.until
       ) s
     ON CONFLICT (account_id, nm_id, day) DO UPDATE SET
       buyouts_count = EXCLUDED.buyouts_count, buyouts_sum = EXCLUDED.buyouts_sum,
       returns_count = EXCLUDED.returns_count, returns_sum = EXCLUDED.returns_sum,
       for_pay_sum = EXCLUDED.for_pay_sum`,
    [t.companyId, t.accountId],
  );
}

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
const initialCursor = (historyStart: Date): Cursor => ({
  dateFrom: historyStart.toISOString().slice(0, 19) + 'Z',
});

export const ordersDataset: SyncDataset<Cursor, WbStatisticsOrder> = {
  key: 'orders',
  category: 'statistics',
  intervalMinutes: 5,
  initialCursor,
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

export const salesDataset: SyncDataset<Cursor, WbStatisticsSale> = {
  key: 'sales',
  category: 'statistics',
  intervalMinutes: 5,
  initialCursor,
  pages: (clients, cursor, signal) =>
    iterateSales(clients.statistics, cursor, signal ? { signal } : undefined),
  async write(client, t, page) {
    const n = await copyMerge(client, sales.target, sales.rowsOf(t, page.rows, page.raw));
    if (page.rows.length) await refreshSalesDaily(client, t, stageOf(sales.target));
    return n;
  },
};
