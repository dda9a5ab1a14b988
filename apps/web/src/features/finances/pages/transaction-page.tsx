import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  deleteTransactionContract,
  updateTransactionContract,
  type TransactionChange,
} from '@wb/shared/finances/finances.contract';
import type { Transaction } from '@wb/shared/finances/finances.schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { financeQueries, useDeleteFinance } from '../api/finances-queries';

const TransactionDialog = lazy(() =>
  import('../components/transaction-dialog').then((m) => ({ default: m.TransactionDialog })),
);

function Facts({ tx }: { tx: Transaction }) {
  const { t } = useTranslation('finances');
  const format = useFormat();
  const rows: [string, string | null][] = [
    [t('fields.date'), format.date(tx.date)],
    [t('fields.kind'), t(`kinds.${tx.kind}`)],
    [t('fields.amount'), `${tx.amount} ${tx.currency}`],
    [t('fields.amountRub'), tx.amountRub ?? t('missing.noRate')],
    [t(tx.kind === 'transfer' ? 'fields.fromAccount' : 'fields.account'), tx.account],
    ...(tx.kind === 'transfer'
      ? ([[t('fields.targetAccount'), tx.targetAccount]] as [string, string | null][])
      : ([[t('fields.category'), tx.category]] as [string, string | null][])),
    [t('fields.counterparty'), tx.counterparty],
    [t('fields.organization'), tx.organization],
    [t('fields.purpose'), tx.purpose],
    [t('fields.comment'), tx.comment],
    [t('fields.source'), t(`sources.${tx.source}`)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
          gap: 1,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function History({ history }: { history: TransactionChange[] }) {
  const { t } = useTranslation('finances');
  const format = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {history.map((h) => (
            <li key={`${h.at}-${h.action}`}>
              <Typography variant="body2">
                {format.dateTime(h.at)} ·{' '}
                {t(`history.actions.${h.action}`, { defaultValue: h.action })}
                {h.actor ? ` · ${h.actor}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** /finances/transactions/:id: one transaction — its facts, edit, delete and history. */
export default function TransactionPage() {
  const { t } = useTranslation('finances');
  const { id = '' } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const detail = useQuery(financeQueries.transaction(id));
  const [editing, setEditing] = useState(false);
  const remove = useDeleteFinance('transactions', () => void navigate('/finances/transactions'));
  const askAndDelete = useConfirmThen(
    () => ({
      title: t('transactions.deleteTitle'),
      description: t('delete.description'),
      confirmText: t('delete.confirm'),
    }),
    () => remove.mutate(id),
  );
  const status = isApiError(detail.error) ? detail.error.status : 0;
  if (status === 404 || status === 400) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/finances/transactions" color="inherit" size="small">
            {t('transactions.backToList')}
          </Button>
        }
      >
        {t('transactions.notFound')}
      </Alert>
    );
  }
  return (
    <QueryState query={detail}>
      {({ transaction, history }) => (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/finances/transactions">
              {t('transactions.backToList')}
            </Button>
            <Button
              component={RouterLink}
              to={`/finances/transactions/account/${transaction.accountId}`}
            >
              {t('transactions.statement')}
            </Button>
            {can(updateTransactionContract) && (
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('list.edit')}
              </Button>
            )}
            {can(deleteTransactionContract) && transaction.source !== 'wb_payout' && (
              <Button color="error" onClick={() => askAndDelete(transaction)}>
                {t('list.delete')}
              </Button>
            )}
          </Stack>
          <Facts tx={transaction} />
          <History history={history} />
          {editing && (
            <Suspense fallback={null}>
              <TransactionDialog transaction={transaction} onClose={() => setEditing(false)} />
            </Suspense>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
