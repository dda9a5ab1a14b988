import { mskDate, mskDayStart } from '@wb/shared/dates/msk';

/** A point's time: an instant as is, a Moscow date (day granularity) as its first moment. */
export const instantOf = (at: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(at) ? mskDayStart(at).toISOString() : at;

/** The period of the last `days` Moscow days, today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = mskDate(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}
