import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { orderQueries } from '../api/orders-queries';
import { OrderGeography, OrderPrices } from '../components/order-facts';
import { OrderProductCard } from '../components/order-product-card';
import { OrderRealization } from '../components/order-realization';
import { OrderTimeline } from '../components/order-timeline';

/**
 * /orders/:orderId (the order line's srid): product, status timeline, prices, geography and the
 * realization-report rows of the srid.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: orderId !== '' });
  const status = isApiError(order.error) ? order.error.status : 0;
  const back = (
    <Button component={RouterLink} to="/orders" startIcon={<ArrowBackIcon />} size="small">
      {t('detail.back')}
    </Button>
  );
  if (orderId === '' || status === 404 || status === 400) {
    return (
      <Alert severity="info" action={back}>
        {t('detail.notFound')}
      </Alert>
    );
  }
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <PageHeader
        description={
          <Typography
            component="span"
            variant="h2"
            color="text.primary"
            sx={{ fontSize: { xs: '1.15rem', sm: '1.35rem' }, overflowWrap: 'anywhere' }}
          >
            {t('detail.heading', { srid: orderId })}
          </Typography>
        }
        action={back}
      />
      <QueryState query={order}>
        {(data) => (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 3 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <OrderProductCard order={data} />
            <OrderTimeline order={data} />
            <OrderPrices order={data} />
            <OrderGeography order={data} />
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <OrderRealization order={data} />
            </Box>
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
