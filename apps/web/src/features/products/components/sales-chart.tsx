import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { SalesDay } from '@wb/shared/products/product.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';

export type SalesMetric = 'units' | 'money';

const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/**
 * Orders, buyouts and returns per day as bars (units), or orders and revenue as lines (₽).
 * @mui/x-charts follows the MUI theme, so light and dark need nothing of their own. The values
 * are display-only: money stays a decimal string everywhere else.
 */
export default function SalesChart({ days, metric }: { days: SalesDay[]; metric: SalesMetric }) {
  const { t } = useTranslation('product');
  const { money } = useFormat();
  const { palette } = useTheme();
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: days.map((d) => d.day),
      valueFormatter: dayLabel,
      tickLabelMinGap: 12,
    },
  ];
  const localeText = { noData: t('sales.empty'), loading: t('sales.loading') };
  if (metric === 'units') {
    return (
      <BarChart
        height={320}
        xAxis={xAxis}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            label: t('sales.orders'),
            data: days.map((d) => d.ordersCount),
            color: palette.primary.main,
          },
          {
            label: t('sales.buyouts'),
            data: days.map((d) => d.buyoutsCount),
            color: palette.success.main,
          },
          {
            label: t('sales.returns'),
            data: days.map((d) => d.returnsCount),
            color: palette.error.main,
          },
        ]}
        localeText={localeText}
      />
    );
  }
  const rub = (v: number | null) => (v === null ? '' : money(v));
  return (
    <LineChart
      height={320}
      xAxis={[{ ...xAxis[0]!, scaleType: 'point' as const }]}
      yAxis={[{ width: 72, valueFormatter: (v: number) => money(v).replace(/[.,]00(?=\D|$)/, '') }]}
      series={[
        {
          label: t('sales.ordersSum'),
          data: days.map((d) => Number(d.ordersSum)),
          color: palette.primary.main,
          valueFormatter: rub,
          showMark: days.length <= 31,
        },
        {
          label: t('sales.revenue'),
          data: days.map((d) => Number(d.revenue)),
          color: palette.success.main,
          valueFormatter: rub,
          showMark: days.length <= 31,
        },
      ]}
      localeText={localeText}
    />
  );
}
