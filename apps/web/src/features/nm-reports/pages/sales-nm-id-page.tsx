import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { salesNmIdReport } from '@wb/shared/nm-reports/sales-nm-id.contract';
import { isTimeGrouping } from '@wb/shared/reports/define-report';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import type { KpiSpec } from '../../../components/report/report-kpis';
import { ReportPage, useReportPage } from '../../../components/report/report-page';
import { ProductLink } from '../components/product-link';

// The pivot (a second grid) loads after the page's figures.
const ReportPivot = lazy(() => import('../../../components/report/report-pivot'));

const PRESETS = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
const KPIS = ['orders', 'buyouts', 'cancelled', 'returns', 'revenue'] as const;

/**
 * /reports/sales-nm-id — sales by nmID for a period (docs/domain.md#sales-by-nmid): KPI cards
 * against the previous period, the grid of products (orders, cancellations, buyouts, returns,
 * buyout %, average price, revenue) with its export, and the day-by-day pivot of one measure
 * (days as columns, exported as such).
 */
export default function SalesNmIdPage() {
  const { t } = useTranslation(['nmreports', 'report']);
  const format = useFormat();
  const page = useReportPage({
    report: salesNmIdReport,
    defaultPreset: 'last30Days',
    presets: PRESETS,
  });
  const kpis: KpiSpec[] = KPIS.map((key) => {
    const measure = salesNmIdReport.measures.find((m) => m.key === key)!;
    return {
      measure: key,
      title: t(`measures.${key}`),
      hint: t(`hints.${key}`),
      type: measure.type,
      higherIsBetter: measure.goodWhen === 'up',
    };
  });
  return (
    <ReportPage
      page={page}
      ns="nmreports"
      control="picker"
      presets={PRESETS}
      description={<Typography color="text.secondary">{t('sales.description')}</Typography>}
      kpis={kpis}
      pieces={(n) => t('pieces', { count: n, formatted: format.integer(n) })}
      grid={{
        title: t('sales.grid'),
        defaultSort: (g) => (isTimeGrouping(g) ? [] : [{ field: 'revenue', dir: 'desc' as const }]),
        productCell: (row) => (
          <ProductLink nmId={row.nmId} title={row.group} vendorCode={row.vendorCode} />
        ),
      }}
      after={
        <SectionCard
          title={t('sales.pivot')}
          description={t('sales.pivotHint')}
          data-testid="report-pivot"
        >
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <ReportPivot
              report={salesNmIdReport}
              ns="nmreports"
              title={t('sales.pivot')}
              period={page.period.period}
              account={page.account}
              productCell={(row) => (
                <ProductLink nmId={row.nmId} title={row.group} vendorCode={row.vendorCode} />
              )}
            />
          </Suspense>
        </SectionCard>
      }
    />
  );
}
