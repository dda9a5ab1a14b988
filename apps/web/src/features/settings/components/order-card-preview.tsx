import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { safeParse } from 'zod/mini';
import { orderDisplaySchema } from '@wb/shared/settings/user-settings';
import { useTranslation } from 'react-i18next';
import type { SettingsFormValues } from '../lib/settings-form';

type OrderDisplay = SettingsFormValues['orderDisplay'];

const FALLBACK: OrderDisplay = { countRow: 1, fontSize: 13, imgWidth: '', imgHeight: '180' };

/** Valid values of the form, field by field, so the preview keeps working while typing. */
function usable(value: Partial<OrderDisplay> | undefined): OrderDisplay {
  const out = { ...FALLBACK };
  for (const key of Object.keys(FALLBACK) as (keyof OrderDisplay)[]) {
    const parsed = safeParse(orderDisplaySchema.shape[key], value?.[key]);
    if (parsed.success) Object.assign(out, { [key]: parsed.data });
  }
  return out;
}

/** A live sample of the orders feed: cards per row, font size and image size as chosen. */
export function OrderCardPreview({ value }: { value: Partial<OrderDisplay> | undefined }) {
  const { t } = useTranslation('settings');
  const display = usable(value);
  const cards = Array.from({ length: display.countRow }, (_, i) => i);
  return (
    <Box
      role="img"
      aria-label={t('orderDisplay.previewLabel', {
        countRow: display.countRow,
        fontSize: display.fontSize,
      })}
      data-testid="order-preview"
      sx={{ p: 1.5, bgcolor: 'background.default', borderRadius: 1, overflowX: 'auto' }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${display.countRow}, minmax(96px, 1fr))`,
          gap: 1,
        }}
      >
        {cards.map((i) => (
          <Box
            key={i}
            aria-hidden
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
              fontSize: `${display.fontSize}px`,
              minWidth: 0,
            }}
          >
            <Box
              sx={{
                width: display.imgWidth ? `${display.imgWidth}px` : '100%',
                maxWidth: '100%',
                height: `${display.imgHeight}px`,
                maxHeight: 480,
                bgcolor: 'action.hover',
                borderRadius: 0.5,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: 'text.disabled',
                mb: 1,
              }}
            >
              <ImageOutlined />
            </Box>
            <Typography sx={{ fontSize: 'inherit', fontWeight: 600 }} noWrap>
              {t('orderDisplay.sample.title')}
            </Typography>
            <Typography sx={{ fontSize: 'inherit', color: 'text.secondary' }} noWrap>
              {t('orderDisplay.sample.article', { number: 184233 + i })}
            </Typography>
            <Typography sx={{ fontSize: 'inherit' }} noWrap>
              {t('orderDisplay.sample.price')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
