import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mskDate } from '@wb/shared/dates/msk';
import {
  localizationTableProblems,
  type LocalizationBand,
} from '@wb/shared/districts/localization';
import {
  createLocalizationVersionContract,
  deleteLocalizationVersionContract,
  type LocalizationVersion,
} from '@wb/shared/districts/localization.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest, isApiError } from '../../../app/query/api-client';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { NativeSelect } from '../../../components/form/native-select';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { adminQueries } from '../api/admin-queries';

const BAND_FIELDS = ['ilFrom', 'ilTo', 'ktr', 'krpPercent'] as const;
type Field = (typeof BAND_FIELDS)[number];

/** Bands as the table shows them: `95.00` → `95`, `0.500` → `0.5`. */
const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Problems of a table being edited; a band with a field that is not a number says so. */
function problemsOf(bands: LocalizationBand[], t: (key: string) => string): string[] {
  const numeric = (v: string) => /^\d+([.,]\d+)?$/.test(v.trim());
  if (bands.some((b) => BAND_FIELDS.some((f) => !numeric(b[f]))))
    return [t('localization.notNumber')];
  const dot = (v: string) => v.trim().replace(',', '.');
  return localizationTableProblems(
    bands.map((b) => ({
      ilFrom: dot(b.ilFrom),
      ilTo: dot(b.ilTo),
      ktr: dot(b.ktr),
      krpPercent: dot(b.krpPercent),
    })),
  );
}

function BandsTable({
  bands,
  label,
  onChange,
}: {
  bands: LocalizationBand[];
  label: string;
  onChange?: (bands: LocalizationBand[]) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const set = (i: number, field: Field, value: string) =>
    onChange?.(bands.map((b, j) => (j === i ? { ...b, [field]: value } : b)));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {BAND_FIELDS.map((f) => (
              <TableCell key={f} align="right">
                {t(`localization.columns.${f}`)}
              </TableCell>
            ))}
            {onChange && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {bands.map((b, i) => (
            <TableRow key={i}>
              {BAND_FIELDS.map((f) => (
                <TableCell key={f} align="right" sx={{ px: { xs: 0.5, sm: 2 } }}>
                  {onChange ? (
                    <TextField
                      size="small"
                      value={b[f]}
                      onChange={(e) => set(i, f, e.target.value)}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': t('localization.cell', {
                            column: t(`localization.columns.${f}`),
                            row: i + 1,
                          }),
                          style: { textAlign: 'right' },
                        },
                      }}
                      sx={{ width: { xs: 56, sm: 96 } }}
                    />
                  ) : (
                    format.number(b[f], 3)
                  )}
                </TableCell>
              ))}
              {onChange && (
                <TableCell sx={{ px: 0 }}>
                  <IconButton
                    aria-label={t('localization.removeBand', { row: i + 1 })}
                    onClick={() => onChange(bands.filter((_, j) => j !== i))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A new version: starts from the latest one's bands; checked as typed and by the server. */
function NewVersion({ from, onDone }: { from: LocalizationBand[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [validFrom, setValidFrom] = useState('');
  const [bands, setBands] = useState(() => from.map(trimmed));
  const [serverError, setServerError] = useState<{ date?: string; bands: string[] } | null>(null);
  const problems = problemsOf(bands, t);
  const save = useMutation({
    mutationFn: () => apiRequest(createLocalizationVersionContract, { body: { validFrom, bands } }),
    meta: { silent: true },
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({
        queryKey: adminQueries.localizationVersions().queryKey,
      });
      void notify(t('localization.created', { date: created.validFrom }), { variant: 'success' });
      onDone();
    },
    onError: (error) =>
      setServerError({
        date: isApiError(error) ? error.fieldErrors?.validFrom?.join(' ') : undefined,
        bands: isApiError(error)
          ? (error.fieldErrors?.bands ?? (error.fieldErrors?.validFrom ? [] : [error.message]))
          : [String(error)],
      }),
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('localization.new')}
      onSubmit={(e) => {
        e.preventDefault();
        setServerError(null);
        save.mutate();
      }}
    >
      <TextField
        type="date"
        label={t('localization.validFrom')}
        value={validFrom}
        onChange={(e) => setValidFrom(e.target.value)}
        required
        error={Boolean(serverError?.date)}
        helperText={serverError?.date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: mskDate() } }}
        sx={{ maxWidth: 240 }}
      />
      <BandsTable bands={bands} label={t('localization.new')} onChange={setBands} />
      <Button
        startIcon={<Add />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setBands([...bands, { ilFrom: '', ilTo: '', ktr: '', krpPercent: '0' }])}
      >
        {t('localization.addBand')}
      </Button>
      {(problems.length > 0 || (serverError?.bands.length ?? 0) > 0) && (
        <Alert severity="error" role="alert">
          {[...new Set([...problems, ...(serverError?.bands ?? [])])].map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || !validFrom || problems.length > 0}
        >
          {t('localization.save')}
        </Button>
        <Button color="inherit" onClick={onDone}>
          {t('localization.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

const trimmed = (b: LocalizationBand): LocalizationBand => ({
  ilFrom: trim(b.ilFrom),
  ilTo: trim(b.ilTo),
  ktr: trim(b.ktr),
  krpPercent: trim(b.krpPercent),
});

function Versions({ versions }: { versions: LocalizationVersion[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>(
    () => (versions.find((v) => v.current) ?? versions[0])?.validFrom ?? '',
  );
  const [adding, setAdding] = useState(false);
  const version = versions.find((v) => v.validFrom === chosen) ?? versions[0];
  const remove = useMutation({
    mutationFn: (validFrom: string) =>
      apiRequest(deleteLocalizationVersionContract, { params: { validFrom } }),
    meta: { action: t('localization.deleteFailed') },
    onSuccess: async (_data, validFrom) => {
      await queryClient.invalidateQueries({
        queryKey: adminQueries.localizationVersions().queryKey,
      });
      setChosen('');
      void notify(t('localization.deleted', { date: format.date(validFrom) }), {
        variant: 'success',
      });
    },
  });
  const askDelete = useConfirmThen(
    (v: LocalizationVersion) => ({
      title: t('localization.deleteTitle', { date: format.date(v.validFrom) }),
      confirmText: t('localization.delete'),
    }),
    (v) => remove.mutate(v.validFrom),
  );
  const labelOf = (v: LocalizationVersion) =>
    `${format.date(v.validFrom)}${v.current ? ` — ${t('localization.current')}` : v.future ? ` — ${t('localization.future')}` : ''}`;
  if (adding)
    return (
      <NewVersion
        from={versions[0]?.bands ?? [{ ilFrom: '0', ilTo: '100', ktr: '1', krpPercent: '0' }]}
        onDone={() => setAdding(false)}
      />
    );
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <label htmlFor={selectId}>
          <Typography variant="body2">{t('localization.version')}</Typography>
        </label>
        <NativeSelect
          id={selectId}
          value={version?.validFrom ?? ''}
          onChange={(e) => setChosen(e.target.value)}
        >
          {versions.map((v) => (
            <option key={v.validFrom} value={v.validFrom}>
              {labelOf(v)}
            </option>
          ))}
        </NativeSelect>
        {version?.future && (
          <Button color="warning" disabled={remove.isPending} onClick={() => askDelete(version)}>
            {t('localization.delete')}
          </Button>
        )}
        <Button startIcon={<Add />} onClick={() => setAdding(true)} sx={{ ml: { sm: 'auto' } }}>
          {t('localization.new')}
        </Button>
      </Stack>
      {version ? (
        <BandsTable
          bands={version.bands}
          label={t('localization.bands', { date: format.date(version.validFrom) })}
        />
      ) : (
        <Typography color="text.secondary">{t('localization.none')}</Typography>
      )}
    </Stack>
  );
}

/** /admin/platform-settings: WB's localization table (ИЛ → КТР, КРП) by version. */
export default function LocalizationTables() {
  const { t } = useTranslation('admin');
  const query = useQuery(adminQueries.localizationVersions());
  return (
    <SectionCard title={t('localization.title')} description={t('localization.description')}>
      <QueryState query={query}>{(versions) => <Versions versions={versions} />}</QueryState>
    </SectionCard>
  );
}
