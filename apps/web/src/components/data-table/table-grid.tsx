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
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

const PADDING: Record<Density, string> = {
  compact: '2px 8px',
  standard: '6px 12px',
  comfortable: '12px 16px',
};

function stickySx<R>(c: PlacedColumn<R>, header: boolean): SxProps<Theme> {
  if (!c.pin) return {};
  return {
    position: 'sticky',
    [c.pin]: c.offset,
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
}

/** Arrow keys move between rows; Enter opens the row. */
function rowKeys<Row>(
  event: KeyboardEvent<HTMLTableRowElement>,
  row: Row,
  open?: (r: Row) => void,
) {
  const el = event.currentTarget;
  if (event.key === 'Enter' && open) {
    event.preventDefault();
    open(row);
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const sibling = event.key === 'ArrowDown' ? el.nextElementSibling : el.previousElementSibling;
    (sibling as HTMLElement | null)?.focus();
  }
}

/** The table itself: sticky header, pinned columns, resizable headers, totals row. */
export function TableGrid<Row>(props: TableGridProps<Row>) {
  const { t } = useTranslation('datatable');
  const { columns, density, sort } = props;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const cellSx = {
    p: PADDING[density],
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
  const numeric = (c: DataColumn<Row>) => c.type === 'money' || c.type === 'number';
  const totalsShown = props.totals && columns.some((c) => c.column.total);

  return (
    <Table
      stickyHeader
      aria-label={props.label}
      aria-rowcount={props.rows.length + 1}
      sx={{ tableLayout: 'fixed', width, minWidth: '100%' }}
    >
      <colgroup>
        {columns.map((c) => (
          <col key={c.column.key} style={{ width: c.width }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow>
          {columns.map((c) => {
            const index = sort.findIndex((s) => s.field === c.column.key);
            const active = index >= 0 ? sort[index] : undefined;
            return (
              <TableCell
                key={c.column.key}
                align={numeric(c.column) ? 'right' : 'left'}
                sortDirection={active ? active.dir : false}
                sx={{ ...cellSx, position: 'sticky', fontWeight: 600, ...stickySx(c, true) }}
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
        </TableRow>
      </TableHead>
      <TableBody>
        {props.placeholder ? (
          <TableRow>
            <TableCell
              colSpan={columns.length}
              sx={{ py: 6, textAlign: 'center', borderBottom: 0 }}
            >
              <div style={{ position: 'sticky', left: 16, display: 'inline-block' }}>
                {props.placeholder}
              </div>
            </TableCell>
          </TableRow>
        ) : (
          props.rows.map((row) => (
            <TableRow
              key={props.rowId(row)}
              hover
              tabIndex={0}
              onClick={props.onRowClick ? () => props.onRowClick!(row) : undefined}
              onKeyDown={(e) => rowKeys(e, row, props.onRowClick)}
              sx={{
                cursor: props.onRowClick ? 'pointer' : 'default',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {columns.map((c) => (
                <TableCell
                  key={c.column.key}
                  align={numeric(c.column) ? 'right' : 'left'}
                  sx={{ ...cellSx, ...stickySx(c, false) }}
                >
                  {props.cell(c.column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
      {totalsShown && !props.placeholder && (
        <TableFooter>
          <TableRow>
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
                  ...stickySx(c, true),
                }}
              >
                {i === 0 && !c.column.total
                  ? t('totals')
                  : c.column.total
                    ? props.totalsCell(c.column, props.totals?.[c.column.key])
                    : null}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}
