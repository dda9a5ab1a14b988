import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SectionCard } from '../../../components/layout/section-card';
import type { SettingsFormValues } from '../lib/settings-form';
import { OrderCardPreview } from './order-card-preview';

/** How the orders feed shows its cards (seed: countRow, fontSize, imgWidth, imgHeight). */
export function OrderDisplaySection({ control }: { control: Control<SettingsFormValues> }) {
  const { t } = useTranslation('settings');
  const value = useWatch({ control, name: 'orderDisplay' });
  return (
    <SectionCard title={t('orderDisplay.title')} description={t('orderDisplay.description')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <FormNumberField
          control={control}
          name="orderDisplay.countRow"
          label={t('orderDisplay.countRow')}
          slotProps={{ htmlInput: { min: 1, max: 12 } }}
        />
        <FormNumberField
          control={control}
          name="orderDisplay.fontSize"
          label={t('orderDisplay.fontSize')}
          slotProps={{ htmlInput: { min: 8, max: 32 } }}
        />
        <FormTextField
          control={control}
          name="orderDisplay.imgWidth"
          label={t('orderDisplay.imgWidth')}
          helperText={t('orderDisplay.imgWidthHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="orderDisplay.imgHeight"
          label={t('orderDisplay.imgHeight')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('orderDisplay.preview')}
      </Typography>
      <OrderCardPreview value={value} />
    </SectionCard>
  );
}
