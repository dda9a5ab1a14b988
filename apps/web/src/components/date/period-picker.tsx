import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  matchPreset,
  PERIOD_PRESETS,
  resolvePeriod,
  type Period,
  type PeriodPreset,
} from '@wb/shared/dates/periods';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatePicker } from './app-date-picker';

export interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
  /** Which presets to offer; all by default (docs/product.md#dates-and-periods). */
  presets?: readonly PeriodPreset[];
  /** "Now" for the presets; defaults to the current time (Moscow business dates). */
  now?: Date;
}

const CUSTOM = 'custom';

/** A period: a preset (today, 7 days, last month…) or any two dates, from ≤ to. */
export function PeriodPicker({
  value,
  onChange,
  presets = PERIOD_PRESETS,
  now,
}: PeriodPickerProps) {
  const { t } = useTranslation();
  // "Now" is taken once per mount: presets are business dates, not a clock.
  const [mountedAt] = useState(() => new Date());
  const reference = now ?? mountedAt;
  const current = matchPreset(value, reference);
  const invalidOrder = value.from > value.to;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="period-picker">
      <TextField
        select
        size="small"
        label={t('dates.period')}
        value={current && presets.includes(current) ? current : CUSTOM}
        onChange={(e) => {
          if (e.target.value !== CUSTOM) {
            onChange(resolvePeriod(e.target.value as PeriodPreset, reference));
          }
        }}
        sx={{ minWidth: 170 }}
      >
        {presets.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`dates.presets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM} disabled>
          {`${value.from} — ${value.to}`}
        </MenuItem>
      </TextField>
      <AppDatePicker
        label={t('dates.from')}
        value={value.from}
        onChange={(from) => from && onChange({ ...value, from })}
        error={invalidOrder}
        helperText={invalidOrder ? t('dates.fromAfterTo') : undefined}
      />
      <AppDatePicker
        label={t('dates.to')}
        value={value.to}
        onChange={(to) => to && onChange({ ...value, to })}
        error={invalidOrder}
      />
    </Stack>
  );
}
