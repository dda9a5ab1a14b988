import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProductThumbProps {
  /** The photo's URL; none shows the placeholder. */
  src: string | null | undefined;
  /** What the photo shows (title, vendor code or nmID), for its alt text. */
  title: string | number | null | undefined;
  /** Pixels, or any CSS length (the order feed's card width is `100%`). */
  width?: number | string;
  height?: number | string;
  /** `contain` shows the whole photo (the order feed), `cover` fills the box. */
  fit?: 'cover' | 'contain';
  /** Beside a title that already names the product: hidden from screen readers. */
  decorative?: boolean;
}

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A product's photo in a box of a fixed size. Without a photo, or when it fails to load, a
 * neutral placeholder with an image icon takes the same box, so rows and cards keep their size.
 */
export function ProductThumb({
  src,
  title,
  width = 30,
  height = 40,
  fit = 'cover',
  decorative = false,
}: ProductThumbProps) {
  const { t } = useTranslation('common');
  // The URL that failed: a row given another photo tries again.
  const [failed, setFailed] = useState<string | null>(null);
  const style: CSSProperties = { width: px(width), height: px(height) };
  const sx = { maxWidth: '100%', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' };
  if (!src || failed === src) {
    return (
      <Box
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('photo.none') })}
        style={style}
        sx={{ ...sx, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <ImageOutlined fontSize="small" sx={{ color: 'text.disabled' }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={decorative ? '' : t('photo.of', { title: title ?? '' })}
      loading="lazy"
      decoding="async"
      {...(typeof width === 'number' ? { width } : {})}
      {...(typeof height === 'number' ? { height } : {})}
      onError={() => setFailed(src)}
      style={style}
      sx={{ ...sx, objectFit: fit, display: 'block' }}
    />
  );
}
