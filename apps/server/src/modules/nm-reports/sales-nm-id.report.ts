import type { salesNmIdReport } from '@wb/shared/nm-reports/sales-nm-id.contract';
import type { ReportSource } from '../../lib/report/source';
import { salesReportSource } from '../sales/sales.report';

/**
 * Sales by nmID (docs/domain.md#sales-by-nmid) reads what the sales report reads: the
 * sales_daily rollup with the same sums and groupings. Its two ratios (buyout %, average price)
 * are computed by the report engine from those sums per group.
 */
export const salesNmIdSource: ReportSource<typeof salesNmIdReport> = salesReportSource;
