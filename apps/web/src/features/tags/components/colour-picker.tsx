import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Check from '@mui/icons-material/Check';
import { WB_TAG_COLOURS } from '@wb/shared/tags/tags.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** WB's six tag colours as swatches; each is a button named by its colour (keyboard: Tab, Space). */
export function ColourPicker({
  value,
  onChange,
  error,
}: {
  value: string | null | undefined;
  onChange: (colour: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('tags');
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {t('fields.color')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        value={value ?? null}
        onChange={(_, next: string | null) => next && onChange(next)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 0 } }}
      >
        {WB_TAG_COLOURS.map((colour) => (
          <ToggleButton
            key={colour}
            value={colour}
            aria-label={t(`colours.${colour}`)}
            title={t(`colours.${colour}`)}
            sx={{ p: 0.5, borderRadius: '50% !important' }}
          >
            <Box
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: `#${colour}`,
                border: 2,
                borderColor: value === colour ? 'primary.main' : 'divider',
                display: 'grid',
                placeItems: 'center',
                color: 'rgba(0, 0, 0, 0.87)',
              }}
            >
              {value === colour && <Check fontSize="small" />}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText>
        {error ?? (value ? t(`colours.${value}`, { defaultValue: value }) : ' ')}
      </FormHelperText>
    </FormControl>
  );
}
