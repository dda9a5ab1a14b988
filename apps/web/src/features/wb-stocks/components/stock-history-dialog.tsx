import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type {
  StockHistory,
  StockHistoryQuery,
  WbStockRow,
} from '@wb/shared/stocks/wb-stocks.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { wbStockQueries } from '../api/wb-stocks-queries';
import { instantOf, lastDays } from './stock-history-points';

// The chart library loads only when a history is drawn.
const StockHistoryChart = lazy(() => import('./stock-history-chart'));

const PERIODS = [7, 30, 90, 365] as const;
const SCOPES = ['warehouse', 'size', 'product'] as const;
type Scope = (typeof SCOPES)[number];

function queryOf(row: WbStockRow, scope: Scope, days: number): StockHistoryQuery {
  return {
    nmId: row.nmId,
    ...(scope !== 'product' ? { chrtId: row.chrtId } : {}),
    ...(scope === 'warehouse' ? { warehouseId: row.warehouseId } : {}),
    ...lastDays(days),
  };
}

/** The steps as a table, newest first: what the chart draws, readable without it. */
function StepTable({ history, label }: { history: StockHistory; label: string }) {
  const { t } = useTranslation('wbstocks');
  const format = useFormat();
  const when = (at: string) =>
    history.granularity === 'day' ? format.date(instantOf(at)) : format.dateTime(instantOf(at));
  const rows = [...history.points].reverse();
  return (
    <Box
      sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`history.at.${history.granularity}`)}</TableCell>
            <TableCell align="right">{t('columns.available')}</TableCell>
            <TableCell align="right">{t('columns.inWayToClient')}</TableCell>
            <TableCell align="right">{t('columns.inWayFromClient')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.at}>
              <TableCell>{when(p.at)}</TableCell>
              <TableCell align="right">{format.integer(p.available)}</TableCell>
              <TableCell align="right">{format.integer(p.inWayToClient)}</TableCell>
              <TableCell align="right">{format.integer(p.inWayFromClient)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One of a few choices, as a row of toggle buttons. */
function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      onChange={(_e, v: T | null) => v !== null && props.onChange(v)}
      aria-label={props.label}
    >
      {props.options.map(([v, label]) => (
        <ToggleButton key={v} value={v} sx={{ textTransform: 'none' }}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * A stock row's history: the row's warehouse, all warehouses of its size, or the whole product,
 * over the last 7 to 365 days — a step chart and the table of its steps.
 */
export default function StockHistoryDialog({
  row,
  onClose,
}: {
  row: WbStockRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('wbstocks');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [scope, setScope] = useState<Scope>('warehouse');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const query = useMemo(() => queryOf(row, scope, days), [row, scope, days]);
  const history = useQuery({ ...wbStockQueries.history(query), placeholderData: keepPreviousData });
  const subject = [row.title ?? row.vendorCode ?? row.nmId, row.size, row.warehouse]
    .filter((v) => v !== null && v !== '')
    .join(' · ');
  const scopeName: Record<Scope, string> = {
    warehouse: t('history.scope.warehouse', { warehouse: row.warehouse ?? '' }),
    size: t('history.scope.size', { size: row.size ?? row.chrtId }),
    product: t('history.scope.product'),
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('history.title')}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {subject}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={t('common:actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            <Choice
              label={t('history.scope.label')}
              value={scope}
              options={SCOPES.map((v) => [v, scopeName[v]] as const)}
              onChange={setScope}
            />
            <Choice
              label={t('history.period')}
              value={days}
              options={PERIODS.map((v) => [v, t('history.days', { count: v })] as const)}
              onChange={setDays}
            />
          </Stack>
          <QueryState
            query={history}
            isEmpty={(h) => h.points.length === 0}
            empty={<Typography color="text.secondary">{t('history.empty')}</Typography>}
          >
            {(h) => (
              <Stack spacing={2} sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`history.granularity.${h.granularity}`)}
                </Typography>
                <Box sx={{ minHeight: 280 }}>
                  <Suspense
                    fallback={
                      <Box sx={{ display: 'grid', placeItems: 'center', height: 280 }}>
                        <CircularProgress size={28} aria-label={t('common:states.loading')} />
                      </Box>
                    }
                  >
                    <StockHistoryChart history={h} />
                  </Suspense>
                </Box>
                <StepTable
                  history={h}
                  label={t('history.tableLabel', { scope: scopeName[scope] })}
                />
              </Stack>
            )}
          </QueryState>
          <Link
            component={RouterLink}
            to={`/products/${row.nmId}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('history.openProduct')}
          </Link>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
