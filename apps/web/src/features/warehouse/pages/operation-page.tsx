import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_VIEW } from '@wb/shared/list/view-state';
import { operationLinesList, type LineRow } from '@wb/shared/warehouse/warehouse-lists.contract';
import {
  cancelOperationContract,
  postOperationContract,
  type Operation,
} from '@wb/shared/warehouse/warehouse.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { useListColumns } from '../../../components/data-table/use-list-columns';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { useOperationAction, warehouseQueries } from '../api/warehouse-queries';
import { DocumentHeader } from '../../../components/layout/document-header';

const STATUS_COLOR = { draft: 'default', posted: 'success', cancelled: 'warning' } as const;

function Header({ op }: { op: Operation }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const can = useCan();
  const action = useOperationAction(op.id);
  const askCancel = useConfirmThen(
    () => ({
      title: t('operation.cancelTitle', { number: op.number }),
      description: t(op.status === 'posted' ? 'operation.cancelPosted' : 'operation.cancelDraft'),
      confirmText: t('operation.cancel'),
    }),
    () => action.mutate('cancel'),
  );
  const facts: [string, string][] = [
    [t('operation.date'), format.date(op.date)],
    [
      t('operation.warehouse'),
      op.toWarehouse ? `${op.warehouse} → ${op.toWarehouse}` : op.warehouse,
    ],
    [t('operation.units'), format.integer(op.units)],
    ...(op.reason ? [[t('operation.reason'), op.reason] as [string, string]] : []),
    ...(op.comment ? [[t('operation.comment'), op.comment] as [string, string]] : []),
    [t('operation.author'), op.author ?? t('operation.system')],
  ];
  return (
    <DocumentHeader
      title={t('operation.heading', {
        kind: t(`kinds.${op.kind}`),
        number: op.number,
        year: op.year,
      })}
      status={
        <Chip size="small" color={STATUS_COLOR[op.status]} label={t(`statuses.${op.status}`)} />
      }
      actions={
        <>
          {op.status === 'draft' && can(postOperationContract) && (
            <Button
              variant="contained"
              disabled={action.isPending}
              onClick={() => action.mutate('post')}
            >
              {t('operation.post')}
            </Button>
          )}
          {op.status !== 'cancelled' && can(cancelOperationContract) && (
            <Button
              color="warning"
              disabled={action.isPending}
              onClick={() => askCancel(undefined)}
            >
              {t('operation.cancel')}
            </Button>
          )}
        </>
      }
      error={action.error?.message}
      facts={facts}
    />
  );
}

function Movements({ op }: { op: Operation }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  if (op.movements.length === 0)
    return <Typography color="text.secondary">{t('operation.noMovements')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('operation.movements')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('operation.warehouse')}</TableCell>
            <TableCell>{t('columns.title')}</TableCell>
            <TableCell>{t('columns.size')}</TableCell>
            <TableCell align="right">{t('columns.quantity')}</TableCell>
            <TableCell align="right">{t('operation.cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {op.movements.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                {m.warehouse}
                {m.reversal && <Chip size="small" sx={{ ml: 1 }} label={t('operation.reversal')} />}
              </TableCell>
              <TableCell>{m.title ?? m.nmId}</TableCell>
              <TableCell>{m.size ?? '—'}</TableCell>
              <TableCell align="right">{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</TableCell>
              <TableCell align="right">{format.money(m.cost)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /warehouse/operations/:id: the operation, its lines and its stock movements; post, cancel. */
export default function OperationPage() {
  const { t } = useTranslation('warehouse');
  const { id = '' } = useParams();
  const format = useFormat();
  const query = useQuery(warehouseQueries.operation(id));
  const lines = useList(operationLinesList, { id });
  const overrides = useMemo(
    () => ({
      unitCost: { render: (r: LineRow) => (r.unitCost === null ? '—' : format.money(r.unitCost)) },
      bookQuantity: {
        render: (r: LineRow) => (r.bookQuantity === null ? '—' : format.integer(r.bookQuantity)),
      },
      title: { render: (r: LineRow) => r.title ?? t('noTitle') },
    }),
    [format, t],
  );
  const columns = useListColumns<LineRow>(operationLinesList, overrides);
  return (
    <QueryState query={query}>
      {(op) => (
        <Stack spacing={2}>
          <Header op={op} />
          <DataTable
            list={lines}
            label={t('operation.lines')}
            columns={columns}
            defaultView={{ ...DEFAULT_VIEW, sort: [{ field: 'lineNo', dir: 'asc' }] }}
            rowId={(row) => row.id}
            viewIn="memory"
          />
          <SectionCard title={t('operation.movements')}>
            <Movements op={op} />
          </SectionCard>
        </Stack>
      )}
    </QueryState>
  );
}
