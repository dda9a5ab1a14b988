import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TagProduct } from '@wb/shared/tags/tags.contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A product in a short list: thumbnail, title, vendor code · nmID · account, and an action. */
export function ProductLine({ product, action }: { product: TagProduct; action?: ReactNode }) {
  const { t } = useTranslation('tags');
  const [failed, setFailed] = useState(false);
  const size = { width: 30, height: 40, borderRadius: 1, flexShrink: 0 };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.75, minWidth: 0 }}>
      {product.photo && !failed ? (
        <Box
          component="img"
          src={product.photo}
          alt=""
          loading="lazy"
          width={30}
          height={40}
          onError={() => setFailed(true)}
          sx={{ ...size, objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ ...size, bgcolor: 'action.hover' }} aria-hidden />
      )}
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
