import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTransactionContract } from '@wb/shared/finances/finances.contract';
import { importStatementContract } from '@wb/shared/finances/statements.contract';
import { transactionsList } from '@wb/shared/finances/finances-lists.contract';
import type { Transaction } from '@wb/shared/finances/finances.schemas';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { PageHeader } from '../../../components/layout/page-header';

const TransactionDialog = lazy(() =>
  import('../components/transaction-dialog').then((m) => ({ default: m.TransactionDialog })),
);

const StatementImportDialog = lazy(() =>
  import('../components/statement-import-dialog').then((m) => ({
    default: m.StatementImportDialog,
  })),
);

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'date', dir: 'desc' }],
  pins: { left: ['date'], right: [] },
};

/**
 * /finances/transactions: the journal of income, expense and transfers with filters and the
 * income and expense totals in RUB; a row opens its page.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('finances');
  const can = useCan();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useList(transactionsList);
  const overrides = useMemo(
    (): Partial<Record<string, Partial<DataColumn<Transaction>>>> => ({
      amountRub: { render: (r) => (r.amountRub === null ? t('missing.noRate') : r.amountRub) },
    }),
    [t],
  );
  const columns = useListColumns<Transaction>(transactionsList, overrides);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1440 }}>
      <PageHeader
        description={t('transactions.description')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/finances/transactions/account">
              {t('transactions.accounts')}
            </Button>
            {can(importStatementContract) && (
              <Button startIcon={<UploadFile />} onClick={() => setImporting(true)}>
                {t('statements.open')}
              </Button>
            )}
            {can(createTransactionContract) && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                {t('transactions.add')}
              </Button>
            )}
          </Stack>
        }
      />
      <DataTable<Transaction>
        list={list}
        label={t('transactions.label')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(r) => r.id}
        onRowClick={(r) => void navigate(`/finances/transactions/${r.id}`)}
        emptyText={t('transactions.empty')}
      />
      {adding && (
        <Suspense fallback={null}>
          <TransactionDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <StatementImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
