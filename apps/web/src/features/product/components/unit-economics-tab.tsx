import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  unitEconomicsInputSchema,
  type UnitEconomicsData,
  type UnitEconomicsInput,
  type UnitEconomicsResult,
} from '@wb/shared/catalog/product.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { useDateFormat } from '../../../components/format/date-time';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, type ProductKey } from '../api/product-queries';
import { formatDecimal, money, useNumberFormat } from '../lib/format';
import {
  initialChoice,
  inputsFor,
  MANUAL,
  type Choice,
  type Field,
} from '../lib/unit-economics-form';

/** Unit economics calculator (DOMAIN.md §9): the inputs prefilled from the product, editable. */
export default function UnitEconomicsTab({ product }: { product: ProductKey }) {
  const data = useQuery(productQueries.unitEconomics(product));
  return <QueryState query={data}>{(d) => <Calculator product={product} data={d} />}</QueryState>;
}

/** The value after it stopped changing for `ms` (one request per pause in typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Calculator({ product, data }: { product: ProductKey; data: UnitEconomicsData }) {
  const { t, i18n } = useTranslation('product');
  const [choice, setChoice] = useState<Choice>(() => initialChoice(data));
  // Shown as typed in the interface language ("25,5"), the schema accepts either separator.
  const typed = (inputs: UnitEconomicsInput) =>
    Object.fromEntries(
      Object.entries(inputs).map(([k, v]) => [k, v === '' ? '' : formatDecimal(v, i18n.language)]),
    ) as UnitEconomicsInput;
  const [values, setValues] = useState<UnitEconomicsInput>(() => typed(inputsFor(data, choice)));

  const choose = (patch: Partial<Choice>) => {
    const next = { ...choice, ...patch };
    setChoice(next);
    const fresh = typed(inputsFor(data, next));
    // Only what the choice determines is refilled; the user's other figures stay.
    const refill: Field[] = [];
    if ('chrtId' in patch) refill.push('price', 'unitCost');
    if ('model' in patch) refill.push('commissionPercent');
    if ('model' in patch || 'warehouse' in patch) {
      refill.push('deliveryBase', 'deliveryLiter', 'storageBase', 'storageLiter');
    }
    setValues((v) => ({ ...v, ...Object.fromEntries(refill.map((f) => [f, fresh[f]])) }));
  };

  const parsed = useMemo(() => unitEconomicsInputSchema.safeParse(values), [values]);
  const errors = useMemo(() => {
    const out: Partial<Record<Field, string>> = {};
    if (parsed.success) return out;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      out[field] ??= i18n.language === 'ru' ? issue.message : t('economics.invalid');
    }
    return out;
  }, [parsed, i18n.language, t]);
  const input = useSettled(parsed.success ? parsed.data : null, 350);
  const calculation = useQuery({
    ...productQueries.calculation(product, input ?? values),
    enabled: input !== null && parsed.success,
  });

  const field = (name: Field, adornment: string, helper?: string) => (
    <TextField
      key={name}
      size="small"
      label={t(`economics.fields.${name}`)}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value.replace(/\s/g, '') }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
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

function Choices({
  data,
  choice,
  onChoose,
}: {
  data: UnitEconomicsData;
  choice: Choice;
  onChoose: (patch: Partial<Choice>) => void;
}) {
  const { t } = useTranslation('product');
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
                {s.techSize ?? s.chrtId}
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

function Inputs({
  data,
  choice,
  field,
}: {
  data: UnitEconomicsData;
  choice: Choice;
  field: (name: Field, adornment: string, helper?: string) => ReactNode;
}) {
  const { t } = useTranslation('product');
  const { date } = useDateFormat();
  const { percent } = useNumberFormat();
  const size = data.sizes.find((s) => s.chrtId === choice.chrtId);
  const tariff = data.boxTariffs.find((w) => w.warehouseName === choice.warehouse);
  const cost = size?.cost ?? data.productCost;
  const rub = '₽';
  const tariffHint = tariff
    ? t('economics.hints.tariff', { warehouse: tariff.warehouseName, date: date(tariff.validFrom) })
    : t('economics.hints.manual');
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  } as const;
  return (
    <>
      <SectionCard title={t('economics.groups.price')}>
        <Box sx={grid}>
          {field(
            'price',
            rub,
            size?.discountedPrice
              ? t('economics.hints.price', {
                  price: money(size.price),
                  discount: percent(size.discount),
                })
              : t('economics.hints.noPrice'),
          )}
          {field(
            'commissionPercent',
            '%',
            data.commission
              ? t('economics.hints.commission', {
                  subject: data.commission.subjectName ?? data.commission.subjectId,
                  date: date(data.commission.validFrom),
                })
              : t('economics.hints.noCommission'),
          )}
          {field(
            'acquiringPercent',
            '%',
            data.acquiring.percent === null
              ? t('economics.hints.noAcquiring')
              : t('economics.hints.acquiring', { days: data.acquiring.days }),
          )}
        </Box>
      </SectionCard>
      <SectionCard title={t('economics.groups.logistics')} description={tariffHint}>
        <Box sx={grid}>
          {field(
            'volumeLitres',
            t('units.l'),
            data.volumeLitres === null
              ? t('economics.hints.noVolume')
              : t('economics.hints.volume'),
          )}
          {field(
            'buyoutPercent',
            '%',
            data.buyout.percent === null
              ? t('economics.hints.noBuyout', { days: data.buyout.days })
              : t('economics.hints.buyout', {
                  days: data.buyout.days,
                  buyouts: data.buyout.buyouts,
                  orders: data.buyout.orders,
                }),
          )}
          {field('deliveryBase', rub)}
          {field('deliveryLiter', rub)}
          {field('ktr', '×', t('economics.hints.ktr'))}
          {field('krpPercent', '%', t('economics.hints.krp'))}
          {field('storageBase', t('economics.perDay'))}
          {field('storageLiter', t('economics.perDay'))}
          {field('storageDays', t('economics.days'), t('economics.hints.storageDays'))}
        </Box>
      </SectionCard>
      <SectionCard title={t('economics.groups.costs')}>
        <Box sx={grid}>
          {field(
            'unitCost',
            rub,
            cost
              ? cost.unitCostRub === null
                ? t('economics.hints.costNoRate', { currency: cost.currency })
                : t('economics.hints.cost', { date: date(cost.validFrom) })
              : t('economics.hints.noCost'),
          )}
          {field(
            'taxPercent',
            '%',
            data.tax
              ? t('economics.hints.tax', {
                  organization: data.tax.organization,
                  system: t(`economics.taxSystems.${data.tax.taxSystem}`, {
                    defaultValue: data.tax.taxSystem,
                  }),
                })
              : t('economics.hints.noTax'),
          )}
          {field('adPerUnit', rub, t('economics.hints.ads'))}
        </Box>
      </SectionCard>
    </>
  );
}

function Result({ result, price }: { result: UnitEconomicsResult; price: string }) {
  const { t } = useTranslation('product');
  const { percent, decimal } = useNumberFormat();
  const negative = result.profit.startsWith('-');
  const lines: [string, string, 'minus' | 'total' | 'plain'][] = [
    [t('economics.lines.price'), price.replace(',', '.'), 'plain'],
    [t('economics.lines.commission'), result.commission, 'minus'],
    [t('economics.lines.acquiring'), result.acquiring, 'minus'],
    [t('economics.lines.logistics'), result.logistics, 'minus'],
    [t('economics.lines.storage'), result.storage, 'minus'],
    [t('economics.lines.payout'), result.payout, 'total'],
    [t('economics.lines.unitCost'), result.unitCost, 'minus'],
    [t('economics.lines.tax'), result.tax, 'minus'],
    [t('economics.lines.ads'), result.ads, 'minus'],
  ];
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('economics.result')}>
        <TableBody>
          {lines.map(([label, amount, kind]) => (
            <TableRow key={label}>
              <TableCell
                component="th"
                scope="row"
                sx={{ pl: 0, fontWeight: kind === 'total' ? 600 : undefined }}
              >
                {kind === 'minus' ? `− ${label}` : label}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  pr: 0,
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: kind === 'total' ? 600 : undefined,
                }}
              >
                {money(amount)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="economics-profit">
            <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 700, borderBottom: 0 }}>
              {t('economics.lines.profit')}
            </TableCell>
            <TableCell
              align="right"
              sx={{
                pr: 0,
                borderBottom: 0,
                fontWeight: 700,
                whiteSpace: 'nowrap',
                fontSize: '1.1rem',
                color: negative ? 'error.main' : 'success.main',
              }}
            >
              {money(result.profit)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography>
          {t('economics.margin')}: <strong>{percent(result.marginPercent)}</strong>
        </Typography>
        <Typography>
          {t('economics.roi')}: <strong>{percent(result.roiPercent)}</strong>
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('economics.details', {
          volume: decimal(result.volumeLitres),
          delivery: money(result.deliveryPerOrder),
          storage: money(result.storagePerDay),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('economics.formulaNote')}
      </Typography>
    </Stack>
  );
}
