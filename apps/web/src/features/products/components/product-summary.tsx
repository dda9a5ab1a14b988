import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@wb/shared/products/product.contract';
import { useTranslation } from 'react-i18next';
import { ProductThumb } from '../../../components/product/product-thumb';

/** The card at the top of every tab: photo, title, articles, brand, subject, WB account. */
export function ProductSummary({
  product,
  onAccountChange,
}: {
  product: ProductDetail;
  onAccountChange: (accountId: string) => void;
}) {
  const { t } = useTranslation('product');
  const title = product.title ?? t('noTitle');
  const photo = product.photos[0]?.thumb;
  const facts: [string, string | null][] = [
    [t('general.vendorCode'), product.vendorCode],
    [t('general.brand'), product.brand],
    [t('general.subject'), product.subjectName],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <ProductThumb src={photo} title={title} width={72} height={96} />
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="h2"
              sx={{ fontSize: { xs: '1.15rem', sm: '1.35rem' }, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {product.inTrash && (
              <Chip size="small" color="warning" variant="outlined" label={t('inTrash')} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" component="div">
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <span>
                {t('general.nmId')}:{' '}
                <Link
                  href={product.wbUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('openOnWb', { nmId: product.nmId })}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
                >
                  {product.nmId}
                  <OpenInNew sx={{ fontSize: '0.9rem' }} />
                </Link>
              </span>
              {facts
                .filter(([, value]) => value)
                .map(([term, value]) => (
                  <span key={term}>
                    {term}:{' '}
                    <Box component="span" sx={{ color: 'text.primary' }}>
                      {value}
                    </Box>
                  </span>
                ))}
            </Stack>
          </Typography>
          {product.accounts.length > 1 && (
            <TextField
              select
              size="small"
              label={t('account')}
              value={product.accountId}
              onChange={(e) => onAccountChange(e.target.value)}
              helperText={t('accountHint')}
              sx={{ maxWidth: 320, mt: 1.5 }}
            >
              {product.accounts.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
