import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Numeric } from '../format/formatter';
import { useFormat } from '../format/use-format';
import { ProductThumb } from './product-thumb';

/** A product: its thumbnail, title and the identifiers under it (vendor code · nmID). */
export function ProductCell({
  photo,
  title,
  ids,
  fallback,
}: {
  photo?: string | null;
  title: string | null;
  ids: Numeric[];
  /** Shown when the product has no title. */
  fallback: string;
}) {
  const { id } = useFormat();
  const caption = ids.filter((v) => v !== null && v !== undefined && v !== '').map(id);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {photo !== undefined && <ProductThumb src={photo} title={title ?? caption[0]} />}
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="inherit" noWrap title={title ?? ''}>
          {title ?? fallback}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {caption.join(' · ')}
        </Typography>
      </Stack>
    </Stack>
  );
}
