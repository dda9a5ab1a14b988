import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportSummary } from '@wb/shared/reports/define-report';

export interface ReportChartProps {
  series: ReportSummary['series'];
  measure: string;
  /** The series' name (legend, tooltip). */
  label: string;
  /** A point's tooltip text (e.g. "13 шт. на 13 000,00 ₽"). */
  tooltip: (values: Record<string, string>) => string;
}

/** `DD.MM` of a bucket's first day; a month as `MM.YYYY`. */
const tick = (bucket: string, by: ReportSummary['series']['by']) =>
  by === 'month'
    ? `${bucket.slice(5, 7)}.${bucket.slice(0, 4)}`
    : `${bucket.slice(8, 10)}.${bucket.slice(5, 7)}`;

/**
 * A measure over the period as bars, by day, week or month. Its own chunk: @mui/x-charts loads
 * only when a report draws it, so a page's first load stays small.
 */
export default function ReportChart({ series, measure, label, tooltip }: ReportChartProps) {
  const theme = useTheme();
  const points = series.points;
  return (
    <BarChart
      height={260}
      hideLegend
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: points.map((p) => tick(p.bucket, series.by)),
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 48 }]}
      series={[
        {
          label,
          data: points.map((p) => Number(p.values[measure] ?? 0)),
          color: theme.palette.primary.main,
          valueFormatter: (_value, { dataIndex }) => tooltip(points[dataIndex]?.values ?? {}),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
