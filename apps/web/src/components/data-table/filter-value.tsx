import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_PRESETS, NO_VALUE_OPERATORS, type Condition } from '@wb/shared/list/list-query';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './types';

type Value = Condition['value'];

const asList = (v: Value): string[] => (Array.isArray(v) ? v.map(String) : []);
const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The value editor of one condition, by column type and operator. */
export function FilterValue<Row>({
  column,
  op,
  value,
  onChange,
  error,
}: {
  column: DataColumn<Row>;
  op: string;
  value: Value;
  onChange: (value: Value) => void;
  error?: string;
}) {
  const { t } = useTranslation(['datatable', 'common']);
  if (NO_VALUE_OPERATORS.includes(op)) return null;
  const common = {
    size: 'small' as const,
    error: Boolean(error),
    sx: { minWidth: 180, flex: 1 },
  };
  const label = t('filters.value');

  if (column.type === 'enum') {
    const options = column.options ?? [];
    const multiple = op === 'in';
    return (
      <TextField
        {...common}
        select
        label={label}
        value={multiple ? asList(value) : typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ select: { multiple } }}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {column.optionLabel ? column.optionLabel(o) : o}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (column.type === 'date' && op === 'preset') {
    return (
      <TextField
        {...common}
        select
        label={t('filters.period')}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {DATE_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`common:dates.presets.${p}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  const inputType = column.type === 'date' ? 'date' : 'text';
  const inputMode = column.type === 'number' || column.type === 'money' ? 'decimal' : undefined;
  const slotProps = {
    htmlInput: {
      ...(inputMode ? { inputMode } : {}),
      ...(inputType === 'date' ? { min: '1900-01-01', max: '2099-12-31' } : {}),
    },
    ...(inputType === 'date' ? { inputLabel: { shrink: true } } : {}),
  };

  if (op === 'between') {
    const [a = '', b = ''] = asList(value);
    return (
      <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
        <TextField
          {...common}
          type={inputType}
          label={t('filters.from')}
          value={a}
          onChange={(e) => onChange([e.target.value, b])}
          slotProps={slotProps}
        />
        <TextField
          {...common}
          type={inputType}
          label={t('filters.to')}
          value={b}
          onChange={(e) => onChange([a, e.target.value])}
          slotProps={slotProps}
        />
      </Stack>
    );
  }

  if (op === 'in' || column.type === 'tags') {
    return (
      <TextField
        {...common}
        label={t('filters.list')}
        helperText={error ?? t('filters.listHint')}
        defaultValue={asList(value).join(', ')}
        onChange={(e) => onChange(splitList(e.target.value))}
      />
    );
  }

  return (
    <TextField
      {...common}
      type={inputType}
      label={label}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(e) =>
        onChange(inputMode ? e.target.value.replace(',', '.').replace(/\s/g, '') : e.target.value)
      }
      slotProps={slotProps}
    />
  );
}
