import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { marginPercent } from '@wb/shared/income/income-lines';
import { periodDays, type ReportSummary } from '@wb/shared/reports/define-report';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { ReportHeader } from '../../../components/report/report-header';
import { useReportPeriod, useUrlParam } from '../../../components/report/use-report';
import { incomeSeriesQuery } from '../api/income-queries';

const FigureChart = lazy(() =>
  import('../components/income-charts').then((m) => ({ default: m.FigureChart })),
);
const ExpensesChart = lazy(() =>
  import('../components/income-charts').then((m) => ({ default: m.ExpensesChart })),
);

const PRESETS = ['thisQuarter', 'thisYear', 'lastMonth', 'thisMonth', 'last30Days'] as const;
const FIGURES = ['revenue', 'payout', 'netProfit', 'margin'] as const;
type Figure = (typeof FIGURES)[number];
const EXPENSES = [
  'wbServices',
  'logistics',
  'storage',
  'acceptance',
  'penalties',
  'deductions',
  'advertising',
  'cogs',
  'tax',
  'otherExpenses',
] as const;

type Point = ReportSummary['series']['points'][number];
const figureOf = (figure: Figure, p: Point): [string | null, string | null] =>
  figure === 'margin'
    ? [
        marginPercent(p.values.netProfit ?? '0', p.values.revenue ?? '0'),
        marginPercent(p.previous.netProfit ?? '0', p.previous.revenue ?? '0'),
      ]
    : [p.values[figure] ?? null, p.previous[figure] ?? null];

/**
 * /reports/income-chart — the P&L over weeks or months: revenue, payout, net profit and margin
 * against the previous period of the same length, and expenses by kind; each chart with its
 * figures as a table for screen readers.
 */
export default function IncomeChartPage() {
  const { t } = useTranslation(['income', 'report']);
  const format = useFormat();
  const period = useReportPeriod('thisQuarter', PRESETS);
  const [account, setAccount] = useUrlParam('account');
  const [byParam, setBy] = useUrlParam('by');
  const by =
    byParam === 'week' || byParam === 'month'
      ? byParam
      : periodDays(period.period) > 92
        ? 'month'
        : 'week';
  const [figureParam, setFigure] = useUrlParam('figure');
  const figure: Figure = (FIGURES as readonly string[]).includes(figureParam ?? '')
    ? (figureParam as Figure)
    : 'netProfit';
  const query = useQuery(incomeSeriesQuery(period.period, account, by));
  const shown = (v: string | null) =>
    figure === 'margin' ? format.percent(v, 1) : format.money(v);
  const label = t(`lines.${figure}`);
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 1600, minWidth: 0 }}>
      <ReportHeader
        description={<Typography color="text.secondary">{t('description')}</Typography>}
        period={period}
        control="picker"
        presets={PRESETS}
        accounts={query.data?.accounts ?? []}
        account={account}
        onAccount={setAccount}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={figure}
          aria-label={t('chart.figure')}
          onChange={(_, v: Figure | null) => v && setFigure(v === 'netProfit' ? null : v)}
          sx={{ flexWrap: 'wrap' }}
        >
          {FIGURES.map((f) => (
            <ToggleButton key={f} value={f}>
              {t(`lines.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          aria-label={t('statement.by')}
          onChange={(_, v: string | null) => v && setBy(v)}
        >
          <ToggleButton value="week">{t('report:groupings.week')}</ToggleButton>
          <ToggleButton value="month">{t('report:groupings.month')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <QueryState query={query}>
        {(data) => (
          <>
            <SectionCard
              title={label}
              description={t('chart.description', { period: format.range(data.period) })}
              data-testid="income-figure-chart"
            >
              <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                <Box aria-hidden>
                  <FigureChart
                    series={data.series}
                    values={(p) => figureOf(figure, p)}
                    labels={{ current: t('chart.current'), previous: t('chart.previous') }}
                  />
                </Box>
              </Suspense>
              <VisuallyHidden>
                <table aria-label={t('chart.table', { figure: label })}>
                  <thead>
                    <tr>
                      <th>{t('chart.bucket')}</th>
                      <th>{t('chart.current')}</th>
                      <th>{t('chart.previous')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.series.points.map((p) => {
                      const [c, prev] = figureOf(figure, p);
                      return (
                        <tr key={p.bucket}>
                          <td>{format.date(p.bucket)}</td>
                          <td>{shown(c)}</td>
                          <td>{shown(prev)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </VisuallyHidden>
            </SectionCard>
            <SectionCard title={t('chart.expenses')} data-testid="income-expenses-chart">
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <Box aria-hidden>
                  <ExpensesChart
                    series={data.series}
                    kinds={EXPENSES.map((k) => ({ key: k, label: t(`lines.${k}`) }))}
                  />
                </Box>
              </Suspense>
              <VisuallyHidden>
                <table aria-label={t('chart.table', { figure: t('chart.expenses') })}>
                  <thead>
                    <tr>
                      <th>{t('chart.bucket')}</th>
                      {EXPENSES.map((k) => (
                        <th key={k}>{t(`lines.${k}`)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.series.points.map((p) => (
                      <tr key={p.bucket}>
                        <td>{format.date(p.bucket)}</td>
                        {EXPENSES.map((k) => (
                          <td key={k}>{format.money(p.values[k])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </VisuallyHidden>
            </SectionCard>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
