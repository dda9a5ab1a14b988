import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { toMsk } from '@wb/shared/dates/msk';
import type { StockHistory } from '@wb/shared/stocks/wb-stocks.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { instantOf } from './stock-history-points';

const SERIES = ['available', 'inWayToClient', 'inWayFromClient'] as const;

/**
 * The history as steps (each value holds until the next change), with a last point at `until`
 * so the current values reach the period's end. Loaded with the dialog, apart from the page.
 */
export default function StockHistoryChart({ history }: { history: StockHistory }) {
  const { t } = useTranslation('wbstocks');
  const format = useFormat();
  const { palette } = useTheme();
  // The theme's colours: readable in light and dark, the available stock in the primary one.
  const colour = {
    available: palette.primary.main,
    inWayToClient: palette.warning.main,
    inWayFromClient: palette.info.main,
  };
  const last = history.points.at(-1)!;
  const points = [...history.points, { ...last, at: history.until }];
  const x = points.map((p) => new Date(instantOf(p.at)));
  const day = (d: Date) => format.date(d.toISOString());
  const moment = (d: Date) =>
    history.granularity === 'day' ? day(d) : format.dateTime(d.toISOString());
  // Ticks: the date, or the time of day when the chart spans less than a day and a half.
  const span = x.at(-1)!.getTime() - x[0]!.getTime();
  const clock = span < 2 * 3600_000 ? 'HH:mm:ss' : span < 36 * 3600_000 ? 'HH:mm' : null;
  const tick = (d: Date) => (clock ? toMsk(d).format(clock) : day(d));
  return (
    <LineChart
      height={280}
      skipAnimation
      xAxis={[
        {
          data: x,
          scaleType: 'time',
          valueFormatter: (d: Date, context) => (context.location === 'tick' ? tick(d) : moment(d)),
        },
      ]}
      yAxis={[{ min: 0, valueFormatter: (v: number) => format.integer(v) }]}
      series={SERIES.map((key) => ({
        id: key,
        label: t(`columns.${key}`),
        color: colour[key],
        data: points.map((p) => p[key]),
        curve: 'stepAfter',
        showMark: false,
        valueFormatter: (v: number | null) => (v === null ? '' : format.integer(v)),
      }))}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
    />
  );
}
