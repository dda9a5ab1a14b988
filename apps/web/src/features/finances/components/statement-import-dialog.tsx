import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importStatementContract,
  previewStatementContract,
  STATEMENT_IMPORT_LIMITS,
  type StatementImportFields,
} from '@wb/shared/finances/statements.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { describeError } from '../../../app/query/describe-error';
import { FileImportDialog, OnlyProblemsSwitch } from '../../../components/form/file-import-dialog';
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
  const accountId = useId();
  const statementAccountId = useId();
  const queryClient = useQueryClient();
  // A statement goes to a bank, cash or card account; a WB cabinet's balance has its payouts.
  const { data: accounts = [] } = useQuery({
    ...financeQueries.options(),
    select: (o) => o.accounts.filter((a) => !a.archived && a.type !== 'marketplace'),
  });
  const [upload, setUpload] = useState<Upload | null>(null);
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
  const error = check.error ?? commit.error;
  const done = commit.data;
  const busy = check.isPending || commit.isPending;

  const run = (next: Upload) => {
    commit.reset();
    setUpload(next);
    check.mutate(next);
  };

  const setField = (patch: StatementImportFields) => {
    if (!upload) return;
    run({ file: upload.file, fields: { ...upload.fields, ...patch } });
  };

  return (
    <FileImportDialog
      labels={{
        title: t('statements.title'),
        hint: t('statements.hint', { mb: MB }),
        choose: t('statements.choose'),
        chooseAnother: t('statements.chooseAnother'),
        fileInput: t('statements.fileInput'),
        checking: t('statements.checking'),
        importing: t('statements.importing'),
        close: t('statements.close'),
        confirm:
          checked?.canImport && checked.counts.new > 0
            ? t('statements.confirm', { count: checked.counts.new })
            : t('statements.confirmDisabled'),
      }}
      accept=".txt,.csv,text/plain,text/csv"
      maxBytes={STATEMENT_IMPORT_LIMITS.fileBytes}
      tooBig={(name) => t('statements.tooBig', { name, mb: MB })}
      onFile={(file) => run({ file, fields: upload?.fields ?? {} })}
      fileName={upload?.file.name}
      checked={Boolean(checked)}
      checking={check.isPending}
      importing={commit.isPending}
      error={
        error
          ? `${t(commit.error ? 'statements.importFailed' : 'statements.checkFailed')}: ${describeError(error, t, i18n.language)}`
          : null
      }
      done={
        done ? t('statements.doneDetails', { count: done.inserted, skipped: done.skipped }) : null
      }
      canImport={Boolean(checked?.canImport && checked.counts.new > 0)}
      onImport={() => upload && commit.mutate(upload)}
      onClose={onClose}
    >
      <>
        {checked && (
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
        {checked && (
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
              <OnlyProblemsSwitch
                label={t('statements.onlyProblems')}
                checked={onlyProblems}
                onChange={setOnlyProblems}
              />
            )}
            <StatementImportPreviewTable preview={checked} onlyProblems={onlyProblems} />
          </>
        )}
      </>
    </FileImportDialog>
  );
}
