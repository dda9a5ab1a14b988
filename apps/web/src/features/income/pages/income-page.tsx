import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { incomeReport } from '@wb/shared/income/income-report.contract';
import { incomeStatementExportContract } from '@wb/shared/income/income-weekly.contract';
import { isTimeGrouping, periodDays } from '@wb/shared/reports/define-report';
import type { ReportCell } from '@wb/shared/reports/drill';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { ReportPage, useReportPage } from '../../../components/report/report-page';
import { useUrlParam } from '../../../components/report/use-report';
import { incomeSeriesQuery, weeklyReportsQuery } from '../api/income-queries';
import { incomeKpis } from '../components/income-kpis';

const DrillDialog = lazy(() => import('../../../components/report/drill-dialog'));
// Its own chunk (with decimal.js for margin and ROI): the page's header and cards paint first.
const PnlStatement = lazy(() =>
  import('../components/pnl-statement').then((m) => ({ default: m.PnlStatement })),
);

const PRESETS = ['lastMonth', 'thisMonth', 'thisQuarter', 'thisYear', 'last30Days'] as const;
type StatementBy = 'week' | 'month';

/**
 * /reports/income — the P&L (ОПиУ) for any period: KPI cards against the previous period, the
 * statement (lines top-down, weeks or months as columns, each week with its WB reports'
 * reconciliation, every amount opening the rows behind it) and the grid of groups (product,
 * brand, subject, category, tag, organization, cabinet) with its export.
 */
export default function IncomePage() {
  const { t } = useTranslation(['income', 'report']);
  const format = useFormat();
  const page = useReportPage({
    report: incomeReport,
    defaultPreset: 'lastMonth',
    presets: PRESETS,
  });
  const [byParam, setBy] = useUrlParam('by');
  const period = page.period.period;
  const by: StatementBy =
    byParam === 'week' || byParam === 'month'
      ? byParam
      : periodDays(period) > 92
        ? 'month'
        : 'week';
  const series = useQuery(incomeSeriesQuery(period, page.account, by));
  const reports = useQuery(weeklyReportsQuery(period, page.account));
  const [drill, setDrill] = useState<{ cell: ReportCell; title: string } | null>(null);
  const accountName = page.summary.data?.accounts.find((a) => a.id === page.account)?.name;
  const onDrill = (measure: string, bucket: string | null, title: string) =>
    setDrill({
      cell: {
        measure,
        period,
        accountName,
        ...(bucket ? { group: { by, key: bucket, label: null, nmId: null } } : {}),
      },
      title,
    });
  const totals = page.summary.data?.totals;
  const costless = Number(totals?.costlessUnits ?? 0);
  const unrated = Number(totals?.unratedTransactions ?? 0);
  const untaxed = totals?.untaxedRevenue && totals.untaxedRevenue !== '0.00';
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 1600, minWidth: 0 }}>
      <ReportPage
        page={page}
        ns="income"
        control="picker"
        presets={PRESETS}
        description={
          <Stack spacing={1}>
            <Typography color="text.secondary">{t('description')}</Typography>
            {costless > 0 && (
              <Alert severity="warning">{t('warnings.costless', { count: costless })}</Alert>
            )}
            {unrated > 0 && (
              <Alert severity="warning">{t('warnings.unrated', { count: unrated })}</Alert>
            )}
            {page.account ? (
              <Alert severity="info">{t('warnings.companyLevel')}</Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('statement.companyLevel')}
              </Typography>
            )}
            {untaxed && (
              <Alert severity="warning">
                {t('warnings.untaxed', { amount: format.money(totals.untaxedRevenue) })}
              </Alert>
            )}
          </Stack>
        }
        kpis={incomeKpis(t)}
        pieces={(n) => t('pieces', { count: n, formatted: format.integer(n) })}
        middle={
          <SectionCard
            title={t('statement.title')}
            description={t('statement.description')}
            action={
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  component="a"
                  size="small"
                  startIcon={<Download />}
                  download
                  href={`${incomeStatementExportContract.path}?${new URLSearchParams({
                    from: period.from,
                    to: period.to,
                    series: by,
                    ...(page.account ? { account: page.account } : {}),
                  }).toString()}`}
                >
                  {t('statement.export')}
                </Button>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={by}
                  aria-label={t('statement.by')}
                  onChange={(_, v: StatementBy | null) => v && setBy(v)}
                >
                  <ToggleButton value="week">{t('report:groupings.week')}</ToggleButton>
                  <ToggleButton value="month">{t('report:groupings.month')}</ToggleButton>
                </ToggleButtonGroup>
              </Stack>
            }
            data-testid="income-statement"
          >
            <QueryState query={series}>
              {(data) => (
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <PnlStatement
                    summary={data}
                    reports={reports.data?.reports ?? []}
                    onDrill={onDrill}
                  />
                </Suspense>
              )}
            </QueryState>
          </SectionCard>
        }
        grid={{
          title: t('grid.title'),
          defaultSort: (g) =>
            isTimeGrouping(g) ? [] : [{ field: 'netProfit', dir: 'asc' as const }],
        }}
      />
      {drill && (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <DrillDialog
            report={incomeReport}
            cell={drill.cell}
            title={drill.title}
            onClose={() => setDrill(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
