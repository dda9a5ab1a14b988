import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import {
  COST_IMPORT_LIMITS,
  type CostImportPreview,
} from '@wb/shared/product-costs/cost-import.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { describeError } from '../../../app/query/describe-error';
import { FileImportDialog, OnlyProblemsSwitch } from '../../../components/form/file-import-dialog';
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
  const [file, setFile] = useState<File | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const check = useMutation({
    mutationFn: previewCostImport,
    meta: { silent: true },
    onSuccess: (preview) => setOnlyErrors(preview.invalid > 0),
  });
  const commit = useCommitCostImport();
  const preview = check.data;
  const error = check.error ?? commit.error;
  const done = commit.data;

  const checkFile = (chosen: File) => {
    commit.reset();
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

  return (
    <FileImportDialog
      labels={{
        title: t('import.title'),
        hint: t('import.hint', { rows: format.integer(COST_IMPORT_LIMITS.rows), mb: MB }),
        choose: t('import.choose'),
        chooseAnother: t('import.chooseAnother'),
        fileInput: t('import.fileInput'),
        checking: t('import.checking'),
        importing: t('import.importing'),
        close: t('import.close'),
        confirm:
          preview && preview.invalid === 0
            ? t('import.confirm', { count: preview.valid })
            : t('import.confirmDisabled'),
      }}
      accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      maxBytes={COST_IMPORT_LIMITS.fileBytes}
      tooBig={(name) => t('import.tooBig', { name, mb: MB })}
      onFile={checkFile}
      fileName={file?.name}
      extraActions={
        <Button component="a" href={COST_TEMPLATE_PATH} download startIcon={<Download />}>
          {t('import.template')}
        </Button>
      }
      checked={Boolean(preview)}
      checking={check.isPending}
      importing={commit.isPending}
      error={
        error
          ? `${t(commit.error ? 'import.commitFailed' : 'import.checkFailed')}: ${describeError(error, t, i18n.language)}`
          : null
      }
      done={done ? t('import.done', { count: done.applied }) : null}
      canImport={Boolean(preview && preview.invalid === 0)}
      onImport={confirm}
      onClose={onClose}
    >
      {preview && (
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
              <OnlyProblemsSwitch
                label={t('import.onlyErrors')}
                checked={onlyErrors}
                onChange={setOnlyErrors}
              />
            )}
          </Stack>
          {preview.invalid > 0 && (
            <Alert severity="warning">{t('import.fixAndRetry', { count: preview.invalid })}</Alert>
          )}
          <PreviewTable preview={preview} onlyErrors={onlyErrors} />
        </>
      )}
    </FileImportDialog>
  );
}
