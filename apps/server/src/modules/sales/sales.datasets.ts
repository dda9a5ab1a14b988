import type { WbStatisticsSale } from '@wb/wb/clients/statistics';
import { iterateSales } from '@wb/wb/iterators/reports';
import type { PoolClient } from 'pg';
import {
  statisticsCursor,
  statisticsTarget,
  type StatisticsCursor,
} from '../orders/orders.datasets';
import { copyMerge, stageOf } from '../sync/copy-merge';
import type { SyncDataset, SyncTarget } from '../sync/dataset';

const sales = statisticsTarget<WbStatisticsSale>('wb_sales', 'sale_id', [
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

export const salesDataset: SyncDataset<StatisticsCursor, WbStatisticsSale> = {
  key: 'sales',
  category: 'statistics',
  intervalMinutes: 5,
  initialCursor: statisticsCursor,
  pages: (clients, cursor, signal) =>
    iterateSales(clients.statistics, cursor, signal ? { signal } : undefined),
  async write(client, t, page) {
    const n = await copyMerge(client, sales.target, sales.rowsOf(t, page.rows, page.raw));
    if (page.rows.length) await refreshSalesDaily(client, t, stageOf(sales.target));
    return n;
  },
};
