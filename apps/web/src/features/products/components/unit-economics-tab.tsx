/**
 * The product page's unit economics tab (docs/domain.md#unit-economics): the calculator laid out as
 * the choice and the inputs (unit-economics-choices.tsx, unit-economics-inputs.tsx) beside the
 * result per unit (unit-economics-result.tsx); its state is use-unit-economics-form.ts.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnitEconomicsData } from '@wb/shared/products/product.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, type ProductKey } from '../api/product-queries';
import type { Field } from '../lib/unit-economics-form';
import { Choices } from './unit-economics-choices';
import { Inputs } from './unit-economics-inputs';
import { Result } from './unit-economics-result';
import { useUnitEconomicsForm } from './use-unit-economics-form';

/**
 * Unit economics calculator (docs/domain.md#unit-economics): the inputs prefilled from the product,
 * editable.
 */
export default function UnitEconomicsTab({ product }: { product: ProductKey }) {
  const data = useQuery(productQueries.unitEconomics(product));
  return <QueryState query={data}>{(d) => <Calculator product={product} data={d} />}</QueryState>;
}

function Calculator({ product, data }: { product: ProductKey; data: UnitEconomicsData }) {
  const { t } = useTranslation('product');
  const { choice, choose, values, setValue, parsed, errors, calculation } = useUnitEconomicsForm(
    product,
    data,
  );

  const field = (name: Field, adornment: string, helper?: string, missing = false) => (
    <TextField
      key={name}
      size="small"
      label={t(`economics.fields.${name}`)}
      value={values[name]}
      onChange={(e) => setValue(name, e.target.value.replace(/\s/g, ''))}
      error={Boolean(errors[name])}
      // An empty input whose figure is missing says why and what to enter (e.g. no orders with a
      // known outcome: type the expected buyout rate), not just that it is invalid.
      helperText={(missing && values[name] === '' ? helper : errors[name]) ?? helper}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 20 },
        input: { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> },
      }}
      fullWidth
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
        <Choices data={data} choice={choice} onChoose={choose} />
        <Inputs data={data} choice={choice} field={field} />
      </Stack>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, minWidth: 0 }}>
        <SectionCard title={t('economics.result')} description={t('economics.perUnit')}>
          {calculation.isFetching && (
            <LinearProgress sx={{ mb: 1 }} aria-label={t('economics.calculating')} />
          )}
          {!parsed.success ? (
            <Alert severity="info">{t('economics.fixInputs')}</Alert>
          ) : calculation.isError ? (
            <Alert severity="error" role="alert">
              {t('economics.failed')}
            </Alert>
          ) : calculation.data ? (
            <Result result={calculation.data} price={parsed.data.price} />
          ) : (
            <Typography color="text.secondary">{t('economics.calculating')}</Typography>
          )}
        </SectionCard>
      </Box>
    </Box>
  );
}
