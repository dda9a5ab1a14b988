import { useCallback, type ReactNode } from 'react';
import { DateTimeCell, IdCell, MoneyCell, NumberCell } from './cells';
import type { DataColumn } from './types';

/**
 * Default cells by column type (components/format): money with its currency, Moscow business
 * time, numbers in the UI language, WB identifiers (`display: 'id'`) without digit grouping.
 */
export function useCellFormat<Row>() {
  const value = useCallback((column: DataColumn<Row>, raw: unknown): ReactNode => {
    if (raw === null || raw === undefined || raw === '') return '';
    const text =
      typeof raw === 'string'
        ? raw
        : typeof raw === 'number'
          ? raw.toString()
          : JSON.stringify(raw);
    if (column.display === 'id') return <IdCell value={text} />;
    switch (column.type) {
      case 'money':
        return <MoneyCell value={text} currency={column.currency} />;
      case 'number':
        return <NumberCell value={text} />;
      case 'date':
        return <DateTimeCell value={text} />;
      case 'enum':
        return column.optionLabel ? column.optionLabel(text) : text;
      case 'tags':
        return Array.isArray(raw) ? raw.join(', ') : text;
      default:
        return text;
    }
  }, []);
  const cell = useCallback(
    (column: DataColumn<Row>, row: Row): ReactNode =>
      column.render
        ? column.render(row)
        : value(column, (row as Record<string, unknown>)[column.key]),
    [value],
  );
  const total = useCallback(
    (column: DataColumn<Row>, raw: string | undefined): ReactNode =>
      // A strict total is absent when some row's value is unknown: unknown too, not 0.
      raw === undefined && column.strictTotal ? '—' : value(column, raw ?? '0'),
    [value],
  );
  return { cell, total };
}
