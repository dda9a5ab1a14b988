import type { DashboardRange } from '@wb/shared/dashboard/dashboard.contract';
import { formatMoney } from '@wb/shared/money/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/format/date-time';

/** Numbers, money and business dates (Moscow `YYYY-MM-DD`) the way the dashboard shows them. */
export function useDashboardFormat() {
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
      range: (r: DashboardRange) =>
        r.from === r.to ? date(r.from) : `${date(r.from)}\u2009–\u2009${date(r.to)}`,
    };
  }, [i18n.language, date]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
