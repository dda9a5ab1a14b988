import { useQuery } from '@tanstack/react-query';
import type { Period } from '@wb/shared/dates/periods';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { salesReport } from '@wb/shared/sales/sales-report.contract';
import { fetchListPage, listQueryKey } from '../../../app/query/list-api';
import type { DashboardProduct } from '../components/product-tables';

/** Products in each of the top and bottom lists. */
export const DASHBOARD_TOP_SIZE = 5;

type ReportRow = Record<string, string | number | null>;

const product = (row: ReportRow): DashboardProduct => ({
  accountId: String(row.key).split(':')[0]!,
  nmId: Number(row.nmId),
  title: row.group === null ? null : String(row.group),
  vendorCode: row.vendorCode === null ? null : String(row.vendorCode),
  photo: row.photo === null ? null : String(row.photo),
  orders: Number(row.orders),
  buyouts: Number(row.buyouts),
  returns: Number(row.returns),
  revenue: String(row.revenue),
});

/**
 * The top and the bottom products by revenue over a period: the sales report's grid grouped by
 * product, sorted both ways (the bottom leaves out what the top shows).
 */
export function useTopProducts(period: Period, account: string | null, enabled: boolean) {
  const query = {
    from: period.from,
    to: period.to,
    groupBy: 'product' as const,
    ...(account ? { account } : {}),
  };
  const page = (request: ListRequestInput) => ({
    queryKey: [...listQueryKey(salesReport.rows, null, query), request],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchListPage(salesReport.rows, request, signal, undefined as never, query as never),
    enabled,
    staleTime: 60_000,
  });
  const top = useQuery(
    page({
      sort: [
        { field: 'revenue', dir: 'desc' },
        { field: 'orders', dir: 'desc' },
      ],
      pageSize: DASHBOARD_TOP_SIZE,
    }),
  );
  const bottom = useQuery(
    page({
      sort: [
        { field: 'revenue', dir: 'asc' },
        { field: 'orders', dir: 'asc' },
      ],
      pageSize: DASHBOARD_TOP_SIZE * 2,
    }),
  );
  if (!top.data || !bottom.data) return null;
  const topRows = (top.data.items as ReportRow[]).map(product);
  const shown = new Set(topRows.map((p) => `${p.accountId}:${p.nmId}`));
  return {
    top: topRows,
    bottom: (bottom.data.items as ReportRow[])
      .map(product)
      .filter((p) => !shown.has(`${p.accountId}:${p.nmId}`))
      .slice(0, DASHBOARD_TOP_SIZE),
  };
}
