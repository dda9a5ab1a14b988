import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProductThumb } from '../../../components/product/product-thumb';

/** A product's name linking to its page (/products/<nmId>), with the vendor code and nmID. */
export function ProductName({
  nmId,
  title,
  vendorCode,
  photo,
}: {
  nmId: number;
  title: string | null;
  vendorCode: string | null;
  photo?: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const name = title ?? t('products.noTitle');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {photo !== undefined && <ProductThumb src={photo} title={name} width={36} height={48} />}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={`/products/${nmId}`} sx={{ fontWeight: 500 }}>
          {name}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {[vendorCode, t('products.nmId', { nmId })].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Stack>
  );
}
