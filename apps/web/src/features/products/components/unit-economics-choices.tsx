/**
 * The unit economics calculator's choice (docs/domain.md#unit-economics): the size, the sales model
 * and the warehouse whose tariff prefills the inputs (or a tariff typed in by hand).
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UnitEconomicsData } from '@wb/shared/products/product.contract';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { SectionCard } from '../../../components/layout/section-card';
import { MANUAL, type Choice } from '../lib/unit-economics-form';

export function Choices({
  data,
  choice,
  onChoose,
}: {
  data: UnitEconomicsData;
  choice: Choice;
  onChoose: (patch: Partial<Choice>) => void;
}) {
  const { t } = useTranslation('product');
  const size = useSizeLabel();
  return (
    <SectionCard title={t('economics.choice')} description={t('economics.choiceHint')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {data.sizes.length > 0 && (
          <TextField
            select
            size="small"
            label={t('economics.size')}
            value={choice.chrtId}
            onChange={(e) => onChoose({ chrtId: e.target.value })}
            sx={{ minWidth: 110 }}
          >
            {data.sizes.map((s) => (
              <MenuItem key={s.chrtId} value={s.chrtId}>
                {size(s.techSize) ?? s.chrtId}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('economics.model')}
          value={choice.model}
          onChange={(e) => onChoose({ model: e.target.value as Choice['model'] })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="fbw">{t('economics.models.fbw')}</MenuItem>
          <MenuItem value="fbs">{t('economics.models.fbs')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('economics.warehouse')}
          value={choice.warehouse}
          onChange={(e) => onChoose({ warehouse: e.target.value })}
          sx={{ minWidth: 200, flex: 1 }}
          slotProps={{
            select: {
              // The name only in the field; the district shows in the list.
              renderValue: (value) =>
                value === MANUAL ? t('economics.manualTariff') : String(value),
              displayEmpty: true,
            },
          }}
          helperText={data.boxTariffs.length === 0 ? t('economics.noTariffs') : undefined}
        >
          <MenuItem value={MANUAL}>{t('economics.manualTariff')}</MenuItem>
          {data.boxTariffs.map((w) => (
            <MenuItem key={w.warehouseName} value={w.warehouseName}>
              {w.warehouseName}
              {w.geoName ? ` · ${w.geoName}` : ''}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </SectionCard>
  );
}
