import dayjs from 'dayjs';
import { toMsk, type IsoDate } from './msk';

/** An inclusive range of business dates. */
export interface Period {
  from: IsoDate;
  to: IsoDate;
}

/** Presets of the period picker (docs/product.md#dates-and-periods), in display order. */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last14Days',
  'last30Days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'thisYear',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const fmt = (d: dayjs.Dayjs): IsoDate => d.format('YYYY-MM-DD');

/**
 * Resolves a preset against "now" in Moscow time. Weeks run Monday to Sunday; "last N days"
 * includes today.
 */
export function resolvePeriod(preset: PeriodPreset, now: Date | number = Date.now()): Period {
  // Work on the Moscow calendar date as a plain date, independent of the runtime's zone.
  const today = dayjs.utc(toMsk(now).format('YYYY-MM-DD'));
  const isoWeekday = (today.day() + 6) % 7; // Monday = 0
  const monday = today.subtract(isoWeekday, 'day');
  const quarterStartMonth = Math.floor(today.month() / 3) * 3;
  switch (preset) {
    case 'today':
      return { from: fmt(today), to: fmt(today) };
    case 'yesterday': {
      const y = today.subtract(1, 'day');
      return { from: fmt(y), to: fmt(y) };
    }
    case 'last7Days':
      return { from: fmt(today.subtract(6, 'day')), to: fmt(today) };
    case 'last14Days':
      return { from: fmt(today.subtract(13, 'day')), to: fmt(today) };
    case 'last30Days':
      return { from: fmt(today.subtract(29, 'day')), to: fmt(today) };
    case 'thisWeek':
      return { from: fmt(monday), to: fmt(monday.add(6, 'day')) };
    case 'lastWeek':
      return { from: fmt(monday.subtract(7, 'day')), to: fmt(monday.subtract(1, 'day')) };
    case 'thisMonth':
      return { from: fmt(today.startOf('month')), to: fmt(today.endOf('month')) };
    case 'lastMonth': {
      const m = today.subtract(1, 'month');
      return { from: fmt(m.startOf('month')), to: fmt(m.endOf('month')) };
    }
    case 'thisQuarter': {
      const start = today.month(quarterStartMonth).startOf('month');
      return { from: fmt(start), to: fmt(start.add(2, 'month').endOf('month')) };
    }
    case 'thisYear':
      return { from: fmt(today.startOf('year')), to: fmt(today.endOf('year')) };
  }
}

/** The preset a period equals today, if any (to highlight it in the picker). */
export function matchPreset(period: Period, now: Date | number = Date.now()): PeriodPreset | null {
  for (const preset of PERIOD_PRESETS) {
    const p = resolvePeriod(preset, now);
    if (p.from === period.from && p.to === period.to) return preset;
  }
  return null;
}
