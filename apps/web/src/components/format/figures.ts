import { formatMoney } from '@wb/shared/money/format';
import type { Period } from '@wb/shared/dates/periods';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from './date-time';

/**
 * Counts, amounts, percentages and business dates (Moscow `YYYY-MM-DD`) as figures are shown:
 * in the interface language, money with its currency, dates in the user's date format.
 */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const { date } = useDateFormat();
  return useMemo(() => {
    const integer = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return {
      count: (n: number) => integer.format(n),
      decimal: (n: number) => decimal.format(n),
      money: (value: string) => formatMoney(value),
      /** An absolute percentage, e.g. `12,5 %`. */
      percent: (n: number) => `${percent.format(Math.abs(n))}\u00a0%`,
      day: (iso: string) => date(iso),
      range: (r: Period) =>
        r.from === r.to ? date(r.from) : `${date(r.from)}\u2009–\u2009${date(r.to)}`,
    };
  }, [i18n.language, date]);
}

export type FigureFormat = ReturnType<typeof useFigureFormat>;
