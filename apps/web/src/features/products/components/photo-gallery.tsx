import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@wb/shared/products/product.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TILE = {
  width: '100%',
  aspectRatio: '3 / 4',
  borderRadius: 1,
  display: 'block',
  bgcolor: 'action.hover',
} as const;

type Photo = ProductDetail['photos'][number];

/** One photo linking to its full size; a placeholder, not a link, when it fails to load. */
function PhotoTile({ photo, n }: { photo: Photo; n: number }) {
  const { t } = useTranslation('product');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={t('photos.failed', { n })}
        sx={{ ...TILE, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <ImageOutlined sx={{ color: 'text.disabled' }} />
      </Box>
    );
  }
  return (
    <Link
      href={photo.full}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('photos.open', { n })}
      sx={{ display: 'block', borderRadius: 1 }}
    >
      <Box
        component="img"
        src={photo.thumb}
        alt={t('photos.alt', { n })}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        sx={{ ...TILE, objectFit: 'cover' }}
      />
    </Link>
  );
}

/** The card's photos as a grid of thumbnails, in WB's order. */
export function PhotoGallery({ photos }: { photos: Photo[] }) {
  const { t } = useTranslation('product');
  if (photos.length === 0)
    return <Typography color="text.secondary">{t('photos.empty')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('photos.title')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
      }}
    >
      {photos.map((photo, i) => (
        // A photo's URLs change with it: a new one gets a fresh tile.
        <li key={`${photo.full} ${photo.thumb}`}>
          <PhotoTile photo={photo} n={i + 1} />
        </li>
      ))}
    </Box>
  );
}
