import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequestInput, Sort } from '@wb/shared/list/list-query';
import type { ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/query/describe-error';
import { useCellFormat } from './cell-format';
import { Pager } from './pager';
import { placeColumns } from './place-columns';
import { TableGrid, type RowActions } from './table-grid';
import { TableToolbar } from './table-toolbar';
import type { DataColumn } from './types';
import type { ListHandle } from './use-list';
import { useDefaultView } from './use-default-view';
import { useRowSelection, type SelectionInfo } from './use-row-selection';
import { useMemoryViewState, useViewState } from './use-view-state';

interface DataTableBase<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumn<Row>[];
  defaultView: ViewState;
  rowId: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /**
   * Row selection with actions for the selected rows: a checkbox column, and a bar above the
   * grid with the count and these actions while anything is selected.
   */
  bulkActions?: (selection: SelectionInfo<Row>) => ReactNode;
  /** Accessible name of a row's checkbox (with `bulkActions`); default: its id. */
  rowLabel?: (row: Row) => string;
  /** Actions on one row (change, remove…): a last column pinned right, not exported. */
  rowActions?: RowActions<Row>;
  /** What an empty list without filters says (default: a generic "nothing here yet"). */
  emptyText?: string;
  /**
   * Where the view (filters, sort, page, columns) lives: the address (default: shareable), or
   * memory for a grid inside a dialog; `memory` also skips saved default views.
   */
  viewIn?: 'url' | 'memory';
}

export interface DataTableProps<Row> extends DataTableBase<Row> {
  /** The list (`useList`): its key, pages, export and whether the user may read it. */
  list: ListHandle<Row>;
}

// The bar of a grid with row selection, loaded when the first row is ticked.
const SelectionBar = lazy(() =>
  import('./selection-bar').then((m) => ({ default: m.SelectionBar })),
);

/** Shift-click adds a sort key; a plain click sorts by that column only (asc → desc → none). */
export function nextSort(sort: Sort[], field: string, additive: boolean): Sort[] {
  const current = sort.find((s) => s.field === field);
  const cycled: Sort | null = !current
    ? { field, dir: 'asc' }
    : current.dir === 'asc'
      ? { field, dir: 'desc' }
      : null;
  if (!additive) return cycled ? [cycled] : [];
  if (!current) return [...sort, cycled!].slice(0, 3);
  return cycled
    ? sort.map((s) => (s.field === field ? cycled : s))
    : sort.filter((s) => s.field !== field);
}

/**
 * The one grid of the product: server-side paging, sorting and filters ('Мульти-фильтры'),
 * columns (show/hide/reorder/resize/pin), density, totals, export, saved views — and the whole
 * view in the URL.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t, i18n } = useTranslation('datatable');
  const handle = props.list;
  const urlView = useViewState(props.defaultView);
  const memoryView = useMemoryViewState(props.defaultView);
  const inMemory = props.viewIn === 'memory';
  const view = inMemory ? memoryView : urlView;
  const { state } = view;
  useDefaultView(handle.key, view, !inMemory);
  const format = useCellFormat<Row>();

  const visible =
    state.columns ?? props.columns.filter((c) => c.visible !== false).map((c) => c.key);
  const placed = useMemo(
    () => placeColumns(props.columns, visible, state.widths, state.pins),
    [props.columns, visible, state.widths, state.pins],
  );

  // Keyset cursors of pages already seen, per filter × sort × page size (docs/decisions/0003-list-grid-and-paging.md).
  const [cursors] = useState(() => new Map<string, string>());
  const shape = JSON.stringify([state.filter ?? null, state.sort, state.pageSize]);
  const after = cursors.get(`${shape}#${state.page}`);
  const request: ListRequestInput = {
    ...(state.filter ? { filter: state.filter } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
    ...(after ? { after } : {}),
  };
  const list = useQuery({
    queryKey: [...handle.queryKey, request],
    queryFn: async ({ signal }) => {
      const page = await handle.fetchPage(request, signal);
      if (page.next) cursors.set(`${shape}#${state.page + 1}`, page.next);
      return page;
    },
    placeholderData: keepPreviousData,
    enabled: handle.allowed,
  });

  const page = list.data;
  const selection = useRowSelection<Row>({
    filter: state.filter,
    pageRows: page?.items ?? [],
    total: page?.total ?? 0,
    rowId: props.rowId,
    rowLabel: props.rowLabel ?? ((row) => t('selection.row', { id: props.rowId(row) })),
    pageLabel: t('selection.page'),
  });
  let placeholder = null;
  if (!handle.allowed) {
    placeholder = <Typography color="text.secondary">{t('forbidden')}</Typography>;
  } else if (list.isPending) placeholder = <CircularProgress size={28} aria-label={t('loading')} />;
  else if (list.isError && !page) {
    placeholder = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('common:states.loadFailed')}: {describeError(list.error, t, i18n.language)}
      </Alert>
    );
  } else if (page && page.items.length === 0) {
    placeholder = (
      <Typography color="text.secondary">
        {state.filter ? t('emptyFiltered') : (props.emptyText ?? t('empty'))}
      </Typography>
    );
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <TableToolbar
        resource={handle.key}
        columns={props.columns}
        view={view}
        visible={visible}
        download={handle.allowed ? handle.download : undefined}
        exportRequest={{ ...request, columns: visible }}
        total={page?.total}
      />
      {props.bulkActions && selection.info.count > 0 && (
        <Suspense fallback={null}>
          <SelectionBar
            info={selection.info}
            total={page?.total ?? 0}
            onSelectAll={selection.canSelectAll ? selection.selectAll : undefined}
          >
            {props.bulkActions(selection.info)}
          </SelectionBar>
        </Suspense>
      )}
      <LinearProgress
        sx={{ visibility: list.isFetching && !list.isPending ? 'visible' : 'hidden', height: 2 }}
        aria-hidden={!(list.isFetching && !list.isPending)}
      />
      {list.isRefetchError && page && (
        <Typography variant="caption" color="text.secondary" role="status" sx={{ px: 2 }}>
          {t('common:states.stale')}
        </Typography>
      )}
      <Box
        sx={{
          overflow: 'auto',
          maxHeight: 'calc(100vh - 260px)',
          minHeight: 240,
          // The empty and error states are as wide as this box (100cqw), not the grid's columns.
          containerType: 'inline-size',
        }}
      >
        <TableGrid
          label={props.label}
          columns={placed}
          rows={page?.items ?? []}
          rowId={props.rowId}
          sort={state.sort}
          density={state.density}
          {...(page ? { totals: page.totals } : {})}
          totalsCell={format.total}
          cell={format.cell}
          placeholder={placeholder}
          onSort={(field, additive) => view.update({ sort: nextSort(state.sort, field, additive) })}
          onResize={(key, width) => view.update({ widths: { ...state.widths, [key]: width } })}
          {...(props.onRowClick ? { onRowClick: props.onRowClick } : {})}
          {...(props.bulkActions ? { selection: selection.grid } : {})}
          {...(props.rowActions ? { actions: props.rowActions } : {})}
        />
      </Box>
      <Pager
        total={page?.total ?? 0}
        page={page ? Math.max(1, Math.min(state.page, Math.ceil(page.total / state.pageSize))) : 1}
        pageSize={state.pageSize}
        onPage={(p) => view.update({ page: p })}
        onPageSize={(pageSize) => view.update({ pageSize })}
      />
    </Paper>
  );
}
