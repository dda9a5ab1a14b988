import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { toMsk } from '@wb/shared/dates/msk';
import type { OrderRow, OrderStatus } from '@wb/shared/orders/orders.contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { Link as RouterLink } from 'react-router';
import type { OrderSettingsOptions } from '../../../app/store/order-slice';
import { useFormat } from '../../../components/format/use-format';
import { ProductThumb } from '../../../components/product/product-thumb';

const STATUS_COLOUR: Record<OrderStatus, ChipProps['color']> = {
  new: 'info',
  cancelled: 'default',
  boughtOut: 'success',
  returned: 'warning',
};

/**
 * One order as a picture card: photo, title, vendor code and size, price, status and Moscow
 * time. Font size and photo size come from the order display settings; a card that has just
 * arrived is outlined in the primary colour for a few seconds.
 */
export const OrderCard = memo(function OrderCard({
  order,
  display,
  fresh,
}: {
  order: OrderRow;
  display: OrderSettingsOptions;
  fresh: boolean;
}) {
  const { t } = useTranslation(['orderfeed', 'orders']);
  const { money } = useFormat();
  const size = useSizeLabel();
  const title = order.title ?? t('card.untitled');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={title}
      data-testid="order-card"
      data-fresh={fresh || undefined}
      style={{ fontSize: `${display.fontSize}px` }}
      sx={(theme) => ({
        p: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        transition: theme.transitions.create(['border-color', 'background-color'], {
          duration: theme.transitions.duration.complex,
        }),
        ...(fresh && {
          borderColor: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06),
        }),
      })}
    >
      <ProductThumb
        src={order.photo}
        title={order.title ?? order.vendorCode}
        width={display.imgWidth ? Number(display.imgWidth) : '100%'}
        height={Number(display.imgHeight)}
        fit="contain"
      />
      <Typography
        component="h3"
        title={title}
        sx={{ fontSize: 'inherit', fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        <Link
          component={RouterLink}
          to={`/orders/${encodeURIComponent(order.srid)}`}
          color="inherit"
          underline="hover"
        >
          {title}
        </Link>
      </Typography>
      <Typography sx={{ fontSize: 'inherit', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {[order.vendorCode, order.size ? t('card.size', { size: size(order.size) }) : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 'auto' }}
      >
        <Typography
          sx={{ fontSize: 'inherit', fontWeight: 600 }}
          data-testid="order-sum"
          {...(order.finishedPrice && {
            title: t('card.buyerPrice', { price: money(order.finishedPrice) }),
          })}
        >
          {money(order.priceWithDisc)}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOUR[order.status]}
          label={t(`orders:status.${order.status}`)}
        />
        {fresh && <Chip size="small" color="primary" label={t('card.new')} />}
        <Typography
          component="time"
          dateTime={order.date}
          sx={{ fontSize: 'inherit', color: 'text.secondary', ml: 'auto' }}
        >
          {toMsk(order.date).format('HH:mm')}
        </Typography>
      </Stack>
    </Paper>
  );
});
