import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TagProduct } from '@wb/shared/tags/tags.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/product/product-thumb';

/** A product in a short list: thumbnail, title, vendor code · nmID · account, and an action. */
export function ProductLine({ product, action }: { product: TagProduct; action?: ReactNode }) {
  const { t } = useTranslation('tags');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.75, minWidth: 0 }}>
      <ProductThumb src={product.photo} title={product.title} decorative />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap title={product.title ?? ''}>
          {product.title ?? t('links.noTitle')}
          {product.inTrash && (
            <Chip size="small" label={t('links.inTrash')} sx={{ ml: 1, height: 18 }} />
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[product.vendorCode, product.nmId, product.accountName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {action}
    </Stack>
  );
}
