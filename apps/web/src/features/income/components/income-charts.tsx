import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReportSummary } from '@wb/shared/reports/define-report';

const tick = (bucket: string, by: ReportSummary['series']['by']) =>
  by === 'month'
    ? `${bucket.slice(5, 7)}.${bucket.slice(0, 4)}`
    : `${bucket.slice(8, 10)}.${bucket.slice(5, 7)}`;

/** A chart's number of a figure (decimal text; «no value» stays null, never 0). */
const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/**
 * A figure over the period against the previous period, as two lines. Its own chunk: the chart
 * library loads only when the page draws it.
 */
export function FigureChart({
  series,
  values,
  labels,
}: {
  series: ReportSummary['series'];
  /** The figure of each point: this period's and the previous one's (null: no value). */
  values: (point: ReportSummary['series']['points'][number]) => [string | null, string | null];
  labels: { current: string; previous: string };
}) {
  const theme = useTheme();
  const points = series.points;
  return (
    <LineChart
      height={280}
      margin={{ left: 8, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'point', data: points.map((p) => tick(p.bucket, series.by)) }]}
      yAxis={[{ width: 64 }]}
      series={[
        {
          label: labels.current,
          data: points.map((p) => num(values(p)[0])),
          color: theme.palette.primary.main,
        },
        {
          label: labels.previous,
          data: points.map((p) => num(values(p)[1])),
          color: theme.palette.text.disabled,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}

/** Expenses by kind as stacked bars per week or month. */
export function ExpensesChart({
  series,
  kinds,
}: {
  series: ReportSummary['series'];
  kinds: readonly { key: string; label: string }[];
}) {
  const points = series.points;
  return (
    <BarChart
      height={300}
      margin={{ left: 8, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: points.map((p) => tick(p.bucket, series.by)) }]}
      yAxis={[{ width: 64 }]}
      series={kinds.map((k) => ({
        label: k.label,
        stack: 'expenses',
        data: points.map((p) => num(p.values[k.key])),
      }))}
      grid={{ horizontal: true }}
    />
  );
}
