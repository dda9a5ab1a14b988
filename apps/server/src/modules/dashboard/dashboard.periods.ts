/**
 * The dashboard's calendar: days as `YYYY-MM-DD` text (Moscow dates), the KPI periods ending on
 * a day and the period of the same length before each.
 */
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardRange,
} from '@wb/shared/dashboard/dashboard.contract';

/** `YYYY-MM-DD` + n days (calendar dates, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Days in each KPI period. */
export const PERIOD_LENGTH: Record<DashboardPeriod, number> = {
  today: 1,
  yesterday: 1,
  last7Days: 7,
  last30Days: 30,
};

/** The period ending `end` of `length` days, and the one of the same length before it. */
export function rangesEnding(
  end: string,
  length: number,
): { current: DashboardRange; previous: DashboardRange } {
  const from = addDays(end, 1 - length);
  return {
    current: { from, to: end },
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}

/** The KPI periods on `today` (yesterday ends the day before), each with the previous one. */
export function periodsOn(today: string) {
  return Object.fromEntries(
    DASHBOARD_PERIODS.map((p) => [
      p,
      rangesEnding(p === 'yesterday' ? addDays(today, -1) : today, PERIOD_LENGTH[p]),
    ]),
  ) as Record<DashboardPeriod, ReturnType<typeof rangesEnding>>;
}
