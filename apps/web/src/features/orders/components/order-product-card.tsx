import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@wb/shared/orders/order-detail.contract';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { SectionCard } from '../../../components/layout/section-card';
import { FactList } from '../../../components/layout/fact-list';
import { STATUS_COLOUR } from './order-columns';
import { ProductThumb } from '../../../components/product/product-thumb';

/** The product of the order: photo, title, articles (WB article links to the product on WB). */
export function OrderProductCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const size = useSizeLabel();
  const { product } = order;
  const title = product.title ?? t('detail.product.noTitle');
  return (
    <SectionCard
      title={t('detail.product.title')}
      action={
        <Chip
          variant="outlined"
          color={STATUS_COLOUR[order.status]}
          label={t(`status.${order.status}`)}
          data-testid="order-status"
        />
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ProductThumb src={product.photo} title={title} width={120} height={160} />
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <FactList
            facts={[
              [t('detail.product.vendorCode'), product.vendorCode],
              [
                t('detail.product.nmId'),
                product.nmId !== null && product.wbUrl ? (
                  <Link
                    href={product.wbUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('detail.product.openOnWb')}: ${product.nmId}`}
                  >
                    {product.nmId}
                  </Link>
                ) : null,
              ],
              [t('detail.product.brand'), product.brand],
              [t('detail.product.subject'), product.subject],
              [t('detail.product.size'), size(order.size)],
              [t('detail.product.barcode'), order.barcode],
            ]}
          />
        </Stack>
      </Stack>
    </SectionCard>
  );
}
