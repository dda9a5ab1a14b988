import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { createTransactionContract } from '@wb/shared/finances/finances.contract';
import {
  accountStatementList,
  type StatementRow,
} from '@wb/shared/finances/finances-lists.contract';
import type { FinanceAccount } from '@wb/shared/finances/finances.schemas';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { PageHeader } from '../../../components/layout/page-header';
import { financeQueries, useRefreshWbBalance } from '../api/finances-queries';
import { AccountsTable } from '../components/settings-tables';

const TransactionDialog = lazy(() =>
  import('../components/transaction-dialog').then((m) => ({ default: m.TransactionDialog })),
);

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'date', dir: 'desc' }],
  pins: { left: ['date'], right: [] },
};

/** A marketplace account's WB balance, read from WB when the page opens (at most once a minute). */
function WbBalance({ account }: { account: FinanceAccount }) {
  const { t } = useTranslation('finances');
  const format = useFormat();
  const refresh = useRefreshWbBalance();
  const { mutate } = refresh;
  useEffect(() => mutate(account.id), [mutate, account.id]);
  return (
    <Alert
      severity={refresh.isError ? 'warning' : 'info'}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<Refresh />}
          disabled={refresh.isPending}
          onClick={() => mutate(account.id)}
        >
          {t('wbBalance.refresh')}
        </Button>
      }
    >
      {account.wbBalance === null
        ? t('wbBalance.notRead')
        : t('wbBalance.value', {
            current: account.wbBalance,
            withdraw: account.wbForWithdraw ?? '—',
            at: account.wbBalanceAt ? format.dateTime(account.wbBalanceAt) : '—',
          })}
    </Alert>
  );
}

function Statement({ account }: { account: FinanceAccount }) {
  const { t } = useTranslation('finances');
  const can = useCan();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useList(accountStatementList, { id: account.id });
  const overrides = useMemo(
    (): Partial<Record<string, Partial<DataColumn<StatementRow>>>> => ({
      amount: { render: (r) => (r.amount === null ? t('missing.noRate') : r.amount) },
      balance: { render: (r) => (r.balance === null ? t('missing.noRate') : r.balance) },
    }),
    [t],
  );
  const columns = useListColumns<StatementRow>(accountStatementList, overrides);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader
        description={t('statement.description')}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/finances/transactions/account">
              {t('statement.allAccounts')}
            </Button>
            {can(createTransactionContract) && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                {t('transactions.add')}
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          {account.name}
        </Typography>
        <Typography color="text.secondary">
          {t('statement.summary', {
            type: t(`accountTypes.${account.type}`),
            opening: `${account.openingBalance} ${account.currency}`,
            balance:
              account.balance === null
                ? t('missing.noRate')
                : `${account.balance} ${account.currency}`,
          })}
        </Typography>
      </Paper>
      {account.wbAccountId && <WbBalance account={account} />}
      <DataTable<StatementRow>
        list={list}
        label={t('statement.label', { name: account.name })}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(r) => r.id}
        onRowClick={(r) => void navigate(`/finances/transactions/${r.id}`)}
        emptyText={t('statement.empty')}
      />
      {adding && (
        <Suspense fallback={null}>
          <TransactionDialog accountId={account.id} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * /finances/transactions/account/:id?: one account's statement with its running balance; without
 * an id, every account with its balance (a row opens its statement).
 */
export default function AccountStatementPage() {
  const { t } = useTranslation('finances');
  const { id } = useParams();
  const navigate = useNavigate();
  const options = useQuery(financeQueries.options());
  if (!id) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 1280 }}>
        <PageHeader description={t('accounts.description')} />
        <AccountsTable
          viewIn="url"
          onRowClick={(a) => void navigate(`/finances/transactions/account/${a.id}`)}
        />
      </Stack>
    );
  }
  return (
    <QueryState query={options}>
      {(data) => {
        const account = data.accounts.find((a) => a.id === id);
        return account ? (
          <Statement account={account} />
        ) : (
          <Alert
            severity="info"
            action={
              <Button
                component={RouterLink}
                to="/finances/transactions/account"
                color="inherit"
                size="small"
              >
                {t('statement.allAccounts')}
              </Button>
            }
          >
            {t('statement.notFound')}
          </Alert>
        );
      }}
    </QueryState>
  );
}
