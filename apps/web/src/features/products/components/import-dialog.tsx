import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import {
  COST_IMPORT_LIMITS,
  type CostImportPreview,
} from '@wb/shared/product-costs/cost-import.contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { describeError } from '../../../app/query/describe-error';
import { useFormat } from '../../../components/format/use-format';
import { previewCostImport, useCommitCostImport } from '../api/bulk-queries';
import { COST_TEMPLATE_PATH } from '../api/products-queries';

/** Rows drawn at once; the counts above always cover the whole file. */
const SHOWN = 500;
const MB = COST_IMPORT_LIMITS.fileBytes / 1024 / 1024;

function PreviewTable({
  preview,
  onlyErrors,
}: {
  preview: CostImportPreview;
  onlyErrors: boolean;
}) {
  const { t } = useTranslation('products');
  const theme = useTheme();
  const format = useFormat();
  const rows = onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows;
  const head = ['row', 'nmId', 'vendorCode', 'size', 'unitCost', 'validFrom', 'product', 'errors'];
  return (
    <>
      <TableContainer
        sx={{ maxHeight: '50vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={t('import.tableLabel')}>
          <TableHead>
            <TableRow>
              {head.map((k) => (
                <TableCell key={k} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`import.columns.${k}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN).map((r) => {
              const bad = r.errors.length > 0;
              return (
                <TableRow
                  key={r.row}
                  {...(bad ? { 'aria-invalid': true } : {})}
                  sx={bad ? { bgcolor: alpha(theme.palette.error.main, 0.08) } : undefined}
                >
                  <TableCell>{r.row}</TableCell>
                  <TableCell>{r.nmId ?? ''}</TableCell>
                  <TableCell>{r.vendorCode ?? ''}</TableCell>
                  <TableCell>{r.size ?? r.chrtId ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {r.unitCost && /^\d+(\.\d+)?$/.test(r.unitCost)
                      ? format.money(r.unitCost, r.currency ?? 'RUB')
                      : `${r.unitCost ?? ''} ${r.currency ?? ''}`}
                  </TableCell>
                  <TableCell>{format.date(r.validFrom)}</TableCell>
                  <TableCell sx={{ maxWidth: 220 }}>
                    <Typography variant="inherit" noWrap title={r.title ?? ''}>
                      {r.title ?? ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ color: 'error.main', minWidth: 260 }}>
                    {bad ? r.errors.map((e) => <div key={e.message}>{e.message}</div>) : '✓'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {t('import.shownFirst', { count: SHOWN, total: rows.length })}
        </Typography>
      )}
    </>
  );
}

/**
 * Cost prices from an XLSX or CSV file: choose a file → every row checked and shown (bad ones
 * highlighted with the reason) → import, possible only when no row is bad → result. Nothing is
 * written before the confirmation, and the server writes all rows or none.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('products');
  const format = useFormat();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const check = useMutation({
    mutationFn: previewCostImport,
    meta: { silent: true },
    onSuccess: (preview) => setOnlyErrors(preview.invalid > 0),
  });
  const commit = useCommitCostImport();
  const preview = check.data;
  const busy = check.isPending || commit.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file again (fixed) must fire a change
    if (!chosen) return;
    check.reset();
    commit.reset();
    setFile(null);
    if (chosen.size > COST_IMPORT_LIMITS.fileBytes) {
      setTooBig(t('import.tooBig', { name: chosen.name, mb: MB }));
      return;
    }
    setTooBig(null);
    setFile(chosen);
    check.mutate(chosen);
  };

  const confirm = () => {
    if (!file) return;
    commit.mutate(file, {
      onSuccess: (result) =>
        void notify(t('import.done', { count: result.applied }), { variant: 'success' }),
    });
  };

  const error = check.error ?? commit.error;
  const done = commit.data;
  const canImport = Boolean(preview && preview.invalid === 0 && !done && !busy);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!done && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('import.hint', {
                  rows: format.integer(COST_IMPORT_LIMITS.rows),
                  mb: MB,
                })}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Button
                  variant={preview ? 'outlined' : 'contained'}
                  startIcon={<UploadFile />}
                  disabled={busy}
                  onClick={() => fileInput.current?.click()}
                >
                  {preview ? t('import.chooseAnother') : t('import.choose')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={choose}
                  aria-label={t('import.fileInput')}
                />
                <Button component="a" href={COST_TEMPLATE_PATH} download startIcon={<Download />}>
                  {t('import.template')}
                </Button>
                {file && (
                  <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                    {file.name}
                  </Typography>
                )}
              </Stack>
            </>
          )}
          {busy && (
            <LinearProgress
              aria-label={t(check.isPending ? 'import.checking' : 'import.importing')}
            />
          )}
          {tooBig && (
            <Alert severity="error" role="alert">
              {tooBig}
            </Alert>
          )}
          {error ? (
            <Alert severity="error" role="alert">
              {t(commit.error ? 'import.commitFailed' : 'import.checkFailed')}:{' '}
              {describeError(error, t, i18n.language)}
            </Alert>
          ) : null}
          {done && (
            <Alert severity="success" role="status">
              {t('import.done', { count: done.applied })}
            </Alert>
          )}
          {preview && !done && (
            <>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography role="status">
                  {t('import.summary', {
                    count: preview.rows.length,
                    valid: preview.valid,
                    invalid: preview.invalid,
                  })}
                </Typography>
                {preview.invalid > 0 && (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={onlyErrors}
                        onChange={(e) => setOnlyErrors(e.target.checked)}
                      />
                    }
                    label={t('import.onlyErrors')}
                  />
                )}
              </Stack>
              {preview.invalid > 0 && (
                <Alert severity="warning">
                  {t('import.fixAndRetry', { count: preview.invalid })}
                </Alert>
              )}
              <PreviewTable preview={preview} onlyErrors={onlyErrors} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {t('import.close')}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="contained" onClick={confirm} disabled={!canImport}>
              {preview && preview.invalid === 0
                ? t('import.confirm', { count: preview.valid })
                : t('import.confirmDisabled')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
