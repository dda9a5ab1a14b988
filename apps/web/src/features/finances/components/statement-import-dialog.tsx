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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importStatementContract,
  previewStatementContract,
  STATEMENT_IMPORT_LIMITS,
  type StatementImportFields,
} from '@wb/shared/finances/statements.contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { describeError } from '../../../app/query/describe-error';
import { NativeSelect } from '../../../components/form/native-select';
import { useFormat } from '../../../components/format/use-format';
import { financeQueries } from '../api/finances-queries';
import { StatementImportPreviewTable } from './statement-import-preview';

const MB = STATEMENT_IMPORT_LIMITS.fileBytes / 1024 / 1024;

interface Upload {
  file: File;
  fields: StatementImportFields;
}

const preview = ({ file, fields }: Upload) =>
  apiRequest(previewStatementContract, { body: { file, ...fields } });
const importFile = ({ file, fields }: Upload) =>
  apiRequest(importStatementContract, { body: { file, ...fields } });

/**
 * A bank statement into the journal: choose a 1C file (`1CClientBankExchange`, any of the
 * banks' encodings) or a CSV → every row shown with what the import does to it (added, already
 * in the journal, repeated, an error with its line) → import, possible only when nothing is
 * wrong → result. Nothing is written before the confirmation; the server writes all new rows or
 * none, and importing the same file again adds nothing.
 */
export function StatementImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('finances');
  const format = useFormat();
  const titleId = useId();
  const accountId = useId();
  const statementAccountId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  // A statement goes to a bank, cash or card account; a WB cabinet's balance has its payouts.
  const { data: accounts = [] } = useQuery({
    ...financeQueries.options(),
    select: (o) => o.accounts.filter((a) => !a.archived && a.type !== 'marketplace'),
  });
  const [upload, setUpload] = useState<Upload | null>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const check = useMutation({
    mutationFn: preview,
    meta: { silent: true },
    onSuccess: (p) => setOnlyProblems(p.counts.error > 0),
  });
  const commit = useMutation({
    mutationFn: importFile,
    meta: { silent: true },
    onSuccess: (result) => {
      void notify(t('statements.done', { count: result.inserted }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: financeQueries.all() });
    },
  });
  const checked = check.data;
  const busy = check.isPending || commit.isPending;

  const run = (next: Upload) => {
    commit.reset();
    setUpload(next);
    check.mutate(next);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file again (fixed) must fire a change
    if (!chosen) return;
    check.reset();
    setUpload(null);
    if (chosen.size > STATEMENT_IMPORT_LIMITS.fileBytes) {
      setTooBig(t('statements.tooBig', { name: chosen.name, mb: MB }));
      return;
    }
    setTooBig(null);
    run({ file: chosen, fields: upload?.fields ?? {} });
  };

  const setField = (patch: StatementImportFields) => {
    if (!upload) return;
    run({ file: upload.file, fields: { ...upload.fields, ...patch } });
  };

  const error = check.error ?? commit.error;
  const done = commit.data;
  const canImport = Boolean(checked?.canImport && checked.counts.new > 0 && !done && !busy);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('statements.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!done && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('statements.hint', { mb: MB })}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Button
                  variant={checked ? 'outlined' : 'contained'}
                  startIcon={<UploadFile />}
                  disabled={busy}
                  onClick={() => fileInput.current?.click()}
                >
                  {checked ? t('statements.chooseAnother') : t('statements.choose')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept=".txt,.csv,text/plain,text/csv"
                  onChange={choose}
                  aria-label={t('statements.fileInput')}
                />
                {upload && (
                  <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                    {upload.file.name}
                  </Typography>
                )}
              </Stack>
            </>
          )}
          {checked && !done && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
              <Stack spacing={0.5}>
                <Typography component="label" htmlFor={accountId} variant="body2">
                  {t('statements.account')}
                </Typography>
                <NativeSelect
                  id={accountId}
                  value={checked.account?.id ?? ''}
                  disabled={busy}
                  onChange={(e) => setField({ accountId: e.target.value || undefined })}
                >
                  <option value="">{t('statements.chooseAccount')}</option>
                  {accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </NativeSelect>
              </Stack>
              {checked.statementAccounts.length > 1 && (
                <Stack spacing={0.5}>
                  <Typography component="label" htmlFor={statementAccountId} variant="body2">
                    {t('statements.statementAccount')}
                  </Typography>
                  <NativeSelect
                    id={statementAccountId}
                    value={checked.statementAccount ?? ''}
                    disabled={busy}
                    onChange={(e) => setField({ statementAccount: e.target.value || undefined })}
                  >
                    <option value="">{t('statements.chooseStatementAccount')}</option>
                    {checked.statementAccounts.map((a) => (
                      <option key={a} value={a}>
                        {a}
                      </option>
                    ))}
                  </NativeSelect>
                </Stack>
              )}
            </Stack>
          )}
          {busy && (
            <LinearProgress
              aria-label={t(check.isPending ? 'statements.checking' : 'statements.importing')}
            />
          )}
          {tooBig && (
            <Alert severity="error" role="alert">
              {tooBig}
            </Alert>
          )}
          {error ? (
            <Alert severity="error" role="alert">
              {t(commit.error ? 'statements.importFailed' : 'statements.checkFailed')}:{' '}
              {describeError(error, t, i18n.language)}
            </Alert>
          ) : null}
          {done && (
            <Alert severity="success" role="status">
              {t('statements.doneDetails', { count: done.inserted, skipped: done.skipped })}
            </Alert>
          )}
          {checked && !done && (
            <>
              <Typography role="status">
                {t(`statements.format.${checked.format}`, {
                  sender: checked.sender ?? '—',
                  from: checked.from ? format.date(checked.from) : '—',
                  to: checked.to ? format.date(checked.to) : '—',
                })}{' '}
                {t('statements.summary', {
                  count: checked.rows.length,
                  added: checked.counts.new,
                  duplicate: checked.counts.duplicate + checked.counts.repeated,
                  error: checked.counts.error,
                  income: format.money(checked.newIncome, checked.account?.currency ?? 'RUB'),
                  expense: format.money(checked.newExpense, checked.account?.currency ?? 'RUB'),
                })}
              </Typography>
              {checked.otherAccountRows > 0 && (
                <Alert severity="info">
                  {t('statements.otherAccountRows', { count: checked.otherAccountRows })}
                </Alert>
              )}
              {checked.issues.map((i) => (
                <Alert key={`${i.line}${i.message}`} severity={i.severity}>
                  {t('statements.issue', { line: i.line, message: i.message })}
                </Alert>
              ))}
              {checked.counts.error > 0 && (
                <Alert severity="warning">
                  {t('statements.fixAndRetry', { count: checked.counts.error })}
                </Alert>
              )}
              {checked.canImport && checked.counts.new === 0 && (
                <Alert severity="info">{t('statements.nothingNew')}</Alert>
              )}
              {checked.rows.some((r) => r.status === 'error' || r.issues.length > 0) && (
                <FormControlLabel
                  control={
                    <Switch
                      checked={onlyProblems}
                      onChange={(e) => setOnlyProblems(e.target.checked)}
                    />
                  }
                  label={t('statements.onlyProblems')}
                />
              )}
              <StatementImportPreviewTable preview={checked} onlyProblems={onlyProblems} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {t('statements.close')}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => upload && commit.mutate(upload)}
              disabled={!canImport}
            >
              {checked?.canImport
                ? t('statements.confirm', { count: checked.counts.new })
                : t('statements.confirmDisabled')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
