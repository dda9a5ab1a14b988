import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Sort } from '@wb/shared/list/list-query';
import type { Density } from '@wb/shared/list/view-state';
import { lazy, Suspense, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../layout/visually-hidden';
import { ResizeHandle } from './resize-handle';
import type { DataColumn } from './types';

export interface PlacedColumn<Row> {
  column: DataColumn<Row>;
  width: number;
  pin: 'left' | 'right' | null;
  /** Sticky offset from its side, for pinned columns. */
  offset: number;
  /** The last left-pinned or first right-pinned column draws the divider. */
  edge: boolean;
}

// Only grids with row selection need the checkbox: it stays out of the others' chunks.
const SelectCheckbox = lazy(() =>
  import('./select-checkbox').then((m) => ({ default: m.SelectCheckbox })),
);
/** Keeps the checkbox's place while it loads. */
const CHECKBOX_SPACE = <span style={{ display: 'inline-block', width: 38, height: 38 }} />;

/** Width of the checkbox column of a grid with row selection. */
export const SELECT_WIDTH = 44;

/** Row selection as the grid draws it: a checkbox per row and one for the page. */
export interface GridSelection<Row> {
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** How much of the page is selected (the header checkbox). */
  page: 'none' | 'some' | 'all';
  togglePage: () => void;
  /** Accessible names of the checkboxes. */
  rowLabel: (row: Row) => string;
  pageLabel: string;
}

const PADDING: Record<Density, string> = {
  compact: '2px 8px',
  standard: '6px 12px',
  comfortable: '12px 16px',
};

function stickySx<R>(c: PlacedColumn<R>, header: boolean, shift = 0): SxProps<Theme> {
  if (!c.pin) return {};
  return {
    position: 'sticky',
    // Left-pinned columns start after the checkbox column, when there is one.
    [c.pin]: c.offset + (c.pin === 'left' ? shift : 0),
    zIndex: header ? 3 : 1,
    bgcolor: 'background.paper',
    ...(c.edge
      ? {
          [c.pin === 'left' ? 'borderRight' : 'borderLeft']: 1,
          [c.pin === 'left' ? 'borderRightColor' : 'borderLeftColor']: 'divider',
        }
      : {}),
  };
}

interface TableGridProps<Row> {
  columns: PlacedColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  sort: Sort[];
  density: Density;
  totals?: Record<string, string>;
  totalsCell: (column: DataColumn<Row>, value: string | undefined) => ReactNode;
  cell: (column: DataColumn<Row>, row: Row) => ReactNode;
  onSort: (field: string, additive: boolean) => void;
  onResize: (key: string, width: number) => void;
  onRowClick?: (row: Row) => void;
  label: string;
  /** Shown in the body instead of rows (empty, error). */
  placeholder?: ReactNode;
  /** Row selection: a pinned checkbox column first. */
  selection?: GridSelection<Row>;
  /** A row's actions: a last column, pinned right (not a data column: never sorted or exported). */
  actions?: RowActions<Row>;
}

/** Per-row actions (buttons, a select) of a grid; the label names the column for screen readers. */
export interface RowActions<Row> {
  label: string;
  width: number;
  render: (row: Row) => ReactNode;
}

/** Arrow keys move between rows; Enter opens the row; Space selects it (with selection). */
function rowKeys<Row>(
  event: KeyboardEvent<HTMLTableRowElement>,
  row: Row,
  open?: (r: Row) => void,
  toggle?: (r: Row) => void,
) {
  const el = event.currentTarget;
  // Enter and Space on the row's own controls (its checkbox) are theirs.
  const own = event.target === el;
  if (event.key === 'Enter' && open && own) {
    event.preventDefault();
    open(row);
  } else if (event.key === ' ' && toggle && own) {
    event.preventDefault();
    toggle(row);
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const sibling = event.key === 'ArrowDown' ? el.nextElementSibling : el.previousElementSibling;
    (sibling as HTMLElement | null)?.focus();
  }
}

/** The table itself: sticky header, pinned columns, resizable headers, totals row. */
export function TableGrid<Row>(props: TableGridProps<Row>) {
  const { t } = useTranslation('datatable');
  const { columns, density, sort, selection } = props;
  const { actions } = props;
  const shift = selection ? SELECT_WIDTH : 0;
  const width = columns.reduce((sum, c) => sum + c.width, shift + (actions?.width ?? 0));
  const cellSx = {
    p: PADDING[density],
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
  const numeric = (c: DataColumn<Row>) => c.type === 'money' || c.type === 'number';
  const totalsShown = props.totals && columns.some((c) => c.column.total);
  // «Итого» goes in the first column with room for it: not a sum, not a narrow photo.
  const labelAt = columns.findIndex((c) => !c.column.total && c.column.type !== 'image');
  const actionsSx = (zIndex: number) => ({
    p: PADDING[density],
    width: actions?.width ?? 0,
    whiteSpace: 'nowrap',
    position: 'sticky',
    right: 0,
    zIndex,
    bgcolor: 'background.paper',
    borderLeft: 1,
    borderLeftColor: 'divider',
  });
  const selectSx = (zIndex: number) => ({
    p: '0 4px',
    width: SELECT_WIDTH,
    position: 'sticky',
    left: 0,
    zIndex,
    bgcolor: 'background.paper',
  });

  return (
    <Table
      stickyHeader
      aria-label={props.label}
      aria-rowcount={props.rows.length + 1}
      sx={{ tableLayout: 'fixed', width, minWidth: '100%' }}
    >
      <colgroup>
        {selection && <col style={{ width: SELECT_WIDTH }} />}
        {columns.map((c) => (
          <col key={c.column.key} style={{ width: c.width }} />
        ))}
        {actions && <col style={{ width: actions.width }} />}
      </colgroup>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox" sx={selectSx(4)}>
              <Suspense fallback={CHECKBOX_SPACE}>
                <SelectCheckbox
                  checked={selection.page === 'all'}
                  indeterminate={selection.page === 'some'}
                  disabled={props.rows.length === 0 || Boolean(props.placeholder)}
                  onChange={selection.togglePage}
                  label={selection.pageLabel}
                />
              </Suspense>
            </TableCell>
          )}
          {columns.map((c) => {
            const index = sort.findIndex((s) => s.field === c.column.key);
            const active = index >= 0 ? sort[index] : undefined;
            return (
              <TableCell
                key={c.column.key}
                align={numeric(c.column) ? 'right' : 'left'}
                sortDirection={active ? active.dir : false}
                sx={{ ...cellSx, position: 'sticky', fontWeight: 600, ...stickySx(c, true, shift) }}
              >
                {c.column.sortable ? (
                  <TableSortLabel
                    active={Boolean(active)}
                    direction={active?.dir ?? 'asc'}
                    onClick={(e) => props.onSort(c.column.key, e.shiftKey)}
                    title={t('sort.hint')}
                  >
                    {c.column.label}
                    {active && sort.length > 1 ? ` ${index + 1}` : ''}
                  </TableSortLabel>
                ) : (
                  c.column.label
                )}
                <ResizeHandle
                  label={t('columns.resize', { column: c.column.label })}
                  width={c.width}
                  onResize={(w) => props.onResize(c.column.key, w)}
                />
              </TableCell>
            );
          })}
          {actions && (
            <TableCell align="right" sx={actionsSx(4)}>
              <VisuallyHidden>{actions.label}</VisuallyHidden>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.placeholder ? (
          <TableRow>
            <TableCell
              colSpan={columns.length + (selection ? 1 : 0) + (actions ? 1 : 0)}
              sx={{ py: 6, px: 0, borderBottom: 0 }}
            >
              {/* Centred in the visible part of a grid wider than its box, whatever its scroll. */}
              <div
                style={{
                  position: 'sticky',
                  left: 0,
                  width: '100cqw',
                  padding: '0 16px',
                  boxSizing: 'border-box',
                  textAlign: 'center',
                }}
              >
                {props.placeholder}
              </div>
            </TableCell>
          </TableRow>
        ) : (
          props.rows.map((row) => {
            const selected = selection?.isSelected(row) ?? false;
            return (
              <TableRow
                key={props.rowId(row)}
                hover
                tabIndex={0}
                selected={selected}
                {...(selection ? { 'aria-selected': selected } : {})}
                onClick={props.onRowClick ? () => props.onRowClick!(row) : undefined}
                onKeyDown={(e) => rowKeys(e, row, props.onRowClick, selection?.toggle)}
                sx={{
                  cursor: props.onRowClick ? 'pointer' : 'default',
                  '&:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  },
                }}
              >
                {selection && (
                  <TableCell
                    padding="checkbox"
                    sx={selectSx(1)}
                    // Ticking a row never opens it.
                    onClick={(e) => e.stopPropagation()}
                  >
                    <Suspense fallback={CHECKBOX_SPACE}>
                      <SelectCheckbox
                        checked={selected}
                        onChange={() => selection.toggle(row)}
                        label={selection.rowLabel(row)}
                      />
                    </Suspense>
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell
                    key={c.column.key}
                    align={numeric(c.column) ? 'right' : 'left'}
                    sx={{ ...cellSx, ...stickySx(c, false, shift) }}
                  >
                    {props.cell(c.column, row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell
                    align="right"
                    sx={actionsSx(1)}
                    // An action never opens the row.
                    onClick={(e) => e.stopPropagation()}
                  >
                    {actions.render(row)}
                  </TableCell>
                )}
              </TableRow>
            );
          })
        )}
      </TableBody>
      {totalsShown && !props.placeholder && (
        <TableFooter>
          <TableRow>
            {selection && (
              <TableCell
                sx={{
                  ...selectSx(3),
                  bottom: 0,
                  borderTop: 1,
                  borderTopColor: 'divider',
                }}
              />
            )}
            {columns.map((c, i) => (
              <TableCell
                key={c.column.key}
                align={numeric(c.column) ? 'right' : 'left'}
                sx={{
                  ...cellSx,
                  position: 'sticky',
                  bottom: 0,
                  fontWeight: 600,
                  color: 'text.primary',
                  fontSize: 'inherit',
                  bgcolor: 'background.paper',
                  borderTop: 1,
                  borderTopColor: 'divider',
                  zIndex: c.pin ? 3 : 2,
                  ...stickySx(c, true, shift),
                }}
              >
                {i === labelAt
                  ? t('totals')
                  : c.column.total
                    ? props.totalsCell(c.column, props.totals?.[c.column.key])
                    : null}
              </TableCell>
            ))}
            {actions && (
              <TableCell
                sx={{ ...actionsSx(3), bottom: 0, borderTop: 1, borderTopColor: 'divider' }}
              />
            )}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
