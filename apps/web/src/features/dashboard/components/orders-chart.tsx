import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardChartDay } from '@wb/shared/dashboard/dashboard.contract';
import { formatMoney } from '@wb/shared/money/format';
import { useTranslation } from 'react-i18next';

/**
 * Orders by day as bars (count; the tooltip adds the sum). Its own chunk: @mui/x-charts is
 * loaded only when the dashboard draws it, so the page's first load stays small.
 */
export default function OrdersChart({ days }: { days: readonly DashboardChartDay[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const count = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const label = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
  return (
    <BarChart
      height={260}
      hideLegend
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map((d) => label(d.day)),
          tickLabelStyle: { fontSize: 11 },
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[
        {
          label: t('chart.series'),
          data: days.map((d) => d.orders),
          color: theme.palette.primary.main,
          valueFormatter: (value, { dataIndex }) =>
            t('chart.tooltip', {
              count: count.format(value ?? 0),
              sum: formatMoney(days[dataIndex]?.ordersSum ?? '0'),
            }),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
