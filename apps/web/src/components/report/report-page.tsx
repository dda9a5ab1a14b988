import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { resolvePeriod, type PeriodPreset } from '@wb/shared/dates/periods';
import type { Sort } from '@wb/shared/list/list-query';
import type { Grouping, ReportDeclaration, ReportSummary } from '@wb/shared/reports/define-report';
import type { ReportCell } from '@wb/shared/reports/drill';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/query/describe-error';
import { useFormat } from '../format/use-format';
import { SectionCard } from '../layout/section-card';
import { ReportHeader } from './report-header';
import { KpiGrid, ReportKpis, type KpiBaseline, type KpiSpec } from './report-kpis';
import type { ReportRow } from './report-grid';
import { ChartTable } from './chart-table';
import {
  reportSummaryQuery,
  useReportPeriod,
  useUrlParam,
  type ReportPeriodState,
} from './use-report';

// Charts and the grid are heavy (@mui/x-charts, the grid): their own chunks, loaded once the
// figures are on screen.
const ReportChart = lazy(() => import('./report-chart'));
const ReportGrid = lazy(() => import('./report-grid'));
const DrillDialog = lazy(() => import('./drill-dialog'));

/** The state of a report page: its period, cabinet, grouping and summaries (all in the address). */
export interface ReportPageState {
  report: ReportDeclaration;
  period: ReportPeriodState;
  account: string | null;
  setAccount: (id: string | null) => void;
  groupBy: Grouping;
  setGroupBy: (g: Grouping) => void;
  summary: UseQueryResult<ReportSummary>;
  /** The chart's summary: the period's own, or a fixed preset's (the dashboard's 30 days). */
  chart: UseQueryResult<ReportSummary>;
}

export function useReportPage(options: {
  report: ReportDeclaration;
  defaultPreset: PeriodPreset;
  presets: readonly PeriodPreset[];
  /** The chart's own period, whatever the page's. */
  chartPreset?: PeriodPreset;
  enabled?: boolean;
}): ReportPageState {
  const { report } = options;
  const period = useReportPeriod(options.defaultPreset, options.presets);
  const [account, setAccount] = useUrlParam('account');
  const [group, setGroup] = useUrlParam('groupBy');
  const groupBy = (report.groupings as readonly string[]).includes(group ?? '')
    ? (group as Grouping)
    : report.defaultGrouping;
  const [now] = useState(() => new Date());
  const enabled = options.enabled ?? true;
  const summary = useQuery({ ...reportSummaryQuery(report, period.period, account), enabled });
  const chartPeriod = options.chartPreset ? resolvePeriod(options.chartPreset, now) : period.period;
  const chart = useQuery({ ...reportSummaryQuery(report, chartPeriod, account), enabled });
  return {
    report,
    period,
    account,
    setAccount,
    groupBy,
    setGroupBy: (g) => setGroup(g === report.defaultGrouping ? null : g),
    summary,
    chart,
  };
}

export interface ReportPageProps {
  page: ReportPageState;
  /** The label pack of the page (measures' names: `measures.<key>`). */
  ns: string;
  description?: ReactNode;
  control: 'toggle' | 'picker';
  /** False when nothing shown depends on the period (no period control). */
  showPeriod?: boolean;
  presets: readonly PeriodPreset[];
  /** The cabinets to choose from (default: the summary's). */
  accounts?: readonly { id: string; name: string }[];
  kpis: readonly KpiSpec[];
  /**
   * What the KPIs are compared with instead of the previous period's totals, e.g. yesterday
   * until the same time for today so far (docs/domain.md#money-figures).
   */
  comparedWith?: KpiBaseline;
  /** Cards of other figures beside the report's (e.g. the dashboard's money). */
  extraKpis?: ReactNode;
  pieces: (n: number) => string;
  chart?: {
    measure: string;
    title: string;
    description: (summary: ReportSummary) => ReactNode;
    tooltip: (values: Record<string, string>) => string;
    tableLabel: string;
  };
  /** Blocks between the chart and the grid. */
  middle?: ReactNode;
  grid?: {
    title: string;
    defaultSort: (g: Grouping) => Sort[];
    productCell?: (row: ReportRow) => ReactNode;
    flagNonZero?: readonly string[];
  };
  /** Blocks after the grid. */
  after?: ReactNode;
}

/**
 * The report page template: header (description, cabinet slice, period), KPI cards against the
 * previous period, a chart of the period, the grid of groups with totals — every figure opening
 * the rows behind it — and export.
 */
export function ReportPage(props: ReportPageProps) {
  const { t, i18n } = useTranslation(['report', 'common']);
  const format = useFormat();
  const { page } = props;
  const [drill, setDrill] = useState<{ cell: ReportCell; title: string } | null>(null);
  const summary = page.summary.data;
  const accounts = props.accounts ?? summary?.accounts ?? [];
  const accountName = accounts.find((a) => a.id === page.account)?.name;
  const onDrill = (measure: string, title: string) =>
    setDrill({
      cell: { measure, period: page.period.period, accountName },
      title: `${title}: ${format.range(page.period.period)}`,
    });
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
      <ReportHeader
        description={props.description}
        period={page.period}
        control={props.control}
        {...(props.showPeriod === false ? { showPeriod: false } : {})}
        presets={props.presets}
        accounts={accounts}
        account={page.account}
        onAccount={page.setAccount}
      />
      <KpiGrid>
        {summary ? (
          <ReportKpis
            summary={summary}
            cards={props.kpis}
            format={format}
            pieces={props.pieces}
            onDrill={onDrill}
            {...(props.comparedWith && { baseline: props.comparedWith })}
          />
        ) : page.summary.isError ? null : (
          props.kpis.map((k) => <Skeleton key={k.measure} variant="rounded" height={132} />)
        )}
        {props.extraKpis}
      </KpiGrid>
      {page.summary.isError && !summary && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void page.summary.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('common:states.loadFailed')}: {describeError(page.summary.error, t, i18n.language)}
        </Alert>
      )}
      {props.chart && page.chart.data && (
        <SectionCard
          title={props.chart.title}
          description={props.chart.description(page.chart.data)}
          data-testid="report-chart"
        >
          <Suspense
            fallback={<Skeleton variant="rounded" height={260} aria-label={t('chart.loading')} />}
          >
            <Box aria-hidden>
              <ReportChart
                series={page.chart.data.series}
                measure={props.chart.measure}
                label={props.chart.title}
                tooltip={props.chart.tooltip}
              />
            </Box>
          </Suspense>
          <ChartTable
            label={props.chart.tableLabel}
            series={page.chart.data.series}
            measure={props.chart.measure}
            tooltip={props.chart.tooltip}
          />
        </SectionCard>
      )}
      {props.middle}
      {props.grid && (
        <SectionCard title={props.grid.title} data-testid="report-grid">
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <ReportGrid
              report={page.report}
              ns={props.ns}
              title={props.grid.title}
              period={page.period.period}
              account={page.account && accountName ? { id: page.account, name: accountName } : null}
              groupBy={page.groupBy}
              onGroupBy={page.setGroupBy}
              defaultSort={props.grid.defaultSort(page.groupBy)}
              {...(props.grid.productCell ? { productCell: props.grid.productCell } : {})}
              {...(props.grid.flagNonZero ? { flagNonZero: props.grid.flagNonZero } : {})}
            />
          </Suspense>
        </SectionCard>
      )}
      {props.after}
      {drill && (
        <Suspense fallback={null}>
          <DrillDialog
            report={page.report}
            cell={drill.cell}
            title={drill.title}
            onClose={() => setDrill(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
