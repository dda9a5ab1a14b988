import Tune from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/store/hooks';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { FEED_POLL_MS, orderFeedQuery } from '../api/order-feed-queries';
import { DaySection } from '../components/day-section';
import { groupByDay } from '../lib/group-by-day';
import { useFreshOrders } from '../lib/use-fresh-orders';

// The settings form (text and select fields) loads when opened: the feed itself stays light.
const FeedSettingsDialog = lazy(() =>
  import('../components/feed-settings-dialog').then((m) => ({ default: m.FeedSettingsDialog })),
);

/** The live region announcing new orders: read out, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * /orders/alt: the live order feed — picture cards grouped by Moscow day, drawn with the order
 * display settings (cards per row, font size, photo size, docs/product.md#screens). New orders
 * appear by polling (see FEED_POLL_MS) and are highlighted briefly; older days load with "Show
 * more". `pollMs` exists for tests.
 */
export default function OrderFeedPage({ pollMs = FEED_POLL_MS }: { pollMs?: number }) {
  const { t } = useTranslation('orderfeed');
  const display = useAppSelector((state) => state.order.settingsOptions);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const query = useInfiniteQuery(orderFeedQuery(pollMs));
  const orders = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  const days = useMemo(() => (orders ? groupByDay(orders) : []), [orders]);
  const fresh = useFreshOrders(orders);

  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('description')}
        action={
          <Button
            variant="outlined"
            startIcon={<Tune />}
            onClick={() => setSettingsOpen(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('settings.open')}
          </Button>
        }
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {fresh.size > 0 ? t('newOrders', { count: fresh.size }) : ''}
      </Box>
      <QueryState
        query={query}
        isEmpty={(data) => data.pages.every((p) => p.items.length === 0)}
        empty={<EmptyState>{t('empty')}</EmptyState>}
      >
        {() => (
          <Stack spacing={3} data-testid="order-feed">
            {days.map((feedDay, i) => (
              <DaySection
                key={feedDay.day}
                feedDay={feedDay}
                display={display}
                fresh={fresh}
                partial={query.hasNextPage && i === days.length - 1}
              />
            ))}
            <Box sx={{ textAlign: 'center', pb: 2 }}>
              {query.isFetchNextPageError && (
                <Alert severity="error" sx={{ mb: 1, textAlign: 'start' }}>
                  {t('moreFailed')}
                </Alert>
              )}
              {query.hasNextPage ? (
                <Button
                  variant="outlined"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? t('loadingMore') : t('showMore')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('end')}
                </Typography>
              )}
            </Box>
          </Stack>
        )}
      </QueryState>
      {settingsOpen && (
        <Suspense fallback={null}>
          <FeedSettingsDialog value={display} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
