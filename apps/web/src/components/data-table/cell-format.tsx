import { toMsk } from '@wb/shared/dates/msk';
import { formatMoney } from '@wb/shared/money/format';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../format/date-time';
import type { DataColumn } from './types';

/** Default cells: money with its currency, Moscow business time, numbers in the UI language. */
export function useCellFormat<Row>() {
  const { i18n } = useTranslation();
  const { date } = useDateFormat();
  const number = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }),
    [i18n.language],
  );
  const value = useCallback(
    (column: DataColumn<Row>, raw: unknown): ReactNode => {
      if (raw === null || raw === undefined || raw === '') return '';
      const text =
        typeof raw === 'string'
          ? raw
          : typeof raw === 'number'
            ? raw.toString()
            : JSON.stringify(raw);
      switch (column.type) {
        case 'money':
          return formatMoney(text, column.currency);
        case 'number':
          return number.format(Number(raw));
        case 'date': {
          const msk = toMsk(text);
          return `${date(msk.format('YYYY-MM-DDTHH:mm:ss'))} ${msk.format('HH:mm')}`;
        }
        case 'enum':
          return column.optionLabel ? column.optionLabel(text) : text;
        case 'tags':
          return Array.isArray(raw) ? raw.join(', ') : text;
        default:
          return text;
      }
    },
    [date, number],
  );
  const cell = useCallback(
    (column: DataColumn<Row>, row: Row): ReactNode =>
      column.render
        ? column.render(row)
        : value(column, (row as Record<string, unknown>)[column.key]),
    [value],
  );
  const total = useCallback(
    (column: DataColumn<Row>, raw: string | undefined): ReactNode => value(column, raw ?? '0'),
    [value],
  );
  return { cell, total };
}
