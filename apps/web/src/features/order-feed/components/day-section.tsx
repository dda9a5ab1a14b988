import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mskDate } from '@wb/shared/dates/msk';
import dayjs from 'dayjs';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSettingsOptions } from '../../../app/store/order-slice';
import { useFormat } from '../../../components/format/use-format';
import type { FeedDay } from '../lib/group-by-day';
import { OrderCard } from './order-card';

/**
 * Columns of the grid: the chosen number on desktop; phones and tablets cap it (two cards on
 * a 375 px phone, four on a tablet) so that a card never gets too narrow to read.
 */
const gridColumns = {
  xs: 'repeat(var(--feed-cols-xs), minmax(0, 1fr))',
  sm: 'repeat(var(--feed-cols-sm), minmax(0, 1fr))',
  md: 'repeat(var(--feed-cols), minmax(0, 1fr))',
};

const columnVars = (countRow: number) =>
  ({
    '--feed-cols': countRow,
    '--feed-cols-sm': Math.min(countRow, 4),
    '--feed-cols-xs': Math.min(countRow, 2),
  }) as CSSProperties;

/** One Moscow day of the feed: a header (date, count, sum) and its cards in a grid. */
export function DaySection({
  feedDay,
  display,
  fresh,
  partial,
}: {
  feedDay: FeedDay;
  display: OrderSettingsOptions;
  fresh: ReadonlySet<string>;
  /** More orders of this day are still to load. */
  partial: boolean;
}) {
  const { t } = useTranslation('orderfeed');
  const { date, money } = useFormat();
  const headingId = useId();
  const today = mskDate();
  const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
  const which = feedDay.day === today ? 'today' : feedDay.day === yesterday ? 'yesterday' : 'other';
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="feed-day">
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{
          alignItems: 'baseline',
          flexWrap: 'wrap',
          pb: 1,
        }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {t(`day.${which}`, { date: date(feedDay.day) })}
        </Typography>
        <Typography color="text.secondary">
          {t('day.orders', { count: feedDay.orders.length })} ·{' '}
          {t('day.sum', { sum: money(feedDay.sum) })}
        </Typography>
        {partial && (
          <Typography variant="caption" color="text.secondary">
            {t('day.partial')}
          </Typography>
        )}
      </Stack>
      <Box
        data-testid="feed-grid"
        style={columnVars(display.countRow)}
        sx={{ display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: gridColumns }}
      >
        {feedDay.orders.map((order) => (
          <OrderCard key={order.id} order={order} display={display} fresh={fresh.has(order.id)} />
        ))}
      </Box>
    </Box>
  );
}
