import type { FilterGroup } from '@wb/shared/list/list-query';
import { useCallback, useMemo, useState } from 'react';
import type { GridSelection } from './table-grid';

/** What a grid's bulk actions act on. */
export interface SelectionInfo<Row> {
  /** Rows ticked by hand, across pages (empty while `allMatching`). */
  rows: Row[];
  /** Every row matching `filter` is selected: the server resolves them at the moment of the action. */
  allMatching: boolean;
  /** The grid's filter (the one `allMatching` means). */
  filter: FilterGroup | undefined;
  /** How many rows the action touches. */
  count: number;
  clear: () => void;
}

interface State<Row> {
  /** The filter the selection was made under: another filter starts an empty one. */
  shape: string;
  rows: Map<string, Row>;
  allMatching: boolean;
}

/**
 * Row selection of a DataTable: ticked rows are kept across pages (by row id) and dropped when
 * the filter changes, so an action never reaches rows the user no longer sees listed; "all
 * matching" stands for every row of the filter.
 */
export function useRowSelection<Row>(options: {
  filter: FilterGroup | undefined;
  pageRows: readonly Row[];
  total: number;
  rowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  pageLabel: string;
}) {
  const { filter, pageRows, total, rowId } = options;
  const shape = JSON.stringify(filter ?? null);
  const [state, setState] = useState<State<Row>>(() => ({
    shape,
    rows: new Map(),
    allMatching: false,
  }));
  const current: State<Row> =
    state.shape === shape ? state : { shape, rows: new Map(), allMatching: false };

  const clear = useCallback(
    () => setState({ shape, rows: new Map(), allMatching: false }),
    [shape],
  );
  const onPage = pageRows.filter((r) => current.allMatching || current.rows.has(rowId(r))).length;
  const pageState: GridSelection<Row>['page'] =
    onPage === 0 ? 'none' : onPage === pageRows.length ? 'all' : 'some';

  const grid: GridSelection<Row> = {
    isSelected: (row) => current.allMatching || current.rows.has(rowId(row)),
    toggle: (row) => {
      // Unticking one row of "all matching" leaves the rest of the page ticked.
      const rows = current.allMatching
        ? new Map(pageRows.map((r) => [rowId(r), r]))
        : new Map(current.rows);
      const id = rowId(row);
      if (rows.has(id)) rows.delete(id);
      else rows.set(id, row);
      setState({ shape, rows, allMatching: false });
    },
    page: pageState,
    togglePage: () => {
      const rows = current.allMatching ? new Map<string, Row>() : new Map(current.rows);
      if (pageState === 'all') for (const r of pageRows) rows.delete(rowId(r));
      else for (const r of pageRows) rows.set(rowId(r), r);
      setState({ shape, rows, allMatching: false });
    },
    rowLabel: options.rowLabel,
    pageLabel: options.pageLabel,
  };

  const info = useMemo<SelectionInfo<Row>>(
    () => ({
      rows: current.allMatching ? [] : [...current.rows.values()],
      allMatching: current.allMatching,
      filter,
      count: current.allMatching ? total : current.rows.size,
      clear,
    }),
    [current.allMatching, current.rows, filter, total, clear],
  );

  return {
    grid,
    info,
    /** Every row of the page is ticked and the filter has more: offer all of them. */
    canSelectAll: !current.allMatching && pageState === 'all' && total > pageRows.length,
    selectAll: () => setState({ shape, rows: new Map(), allMatching: true }),
  };
}
