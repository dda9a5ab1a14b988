import { isIsoDate, periodProblem, type Grouping, type TimeGrouping } from '@wb/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

/** A report request's period checked (400 with the reason): from ≤ to, not too long. */
export function checkedPeriod(q: { from: string; to: string }) {
  const problem = periodProblem(q);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, 400, { from: [problem] });
  return { from: q.from, to: q.to };
}

export const dateParam = (day: string): SQL => sql`${sql.param(day)}::date`;

/** A checked `YYYY-MM-DD` as an SQL literal (where an expression must repeat itself exactly). */
export function dateLiteral(day: string): SQL {
  if (!isIsoDate(day)) throw new Error(`Not a date: ${day}`);
  return sql.raw(`DATE '${day}'`);
}

/** The first day of the Moscow day, week (Monday) or month holding `day` (a `date`). */
export const bucketSql = (day: SQL, by: TimeGrouping): SQL =>
  sql`(date_trunc(${sql.raw(`'${by}'`)}, ${day}::timestamp))::date`;

/** A time bucket's name in exports (sortable text: ISO dates, a week as its two ends). */
export function bucketLabelSql(bucket: SQL, by: TimeGrouping): SQL {
  if (by === 'day') return sql`to_char(${bucket}, 'YYYY-MM-DD')`;
  if (by === 'month') return sql`to_char(${bucket}, 'YYYY-MM')`;
  return sql`(to_char(${bucket}, 'YYYY-MM-DD') || ' – ' || to_char(${bucket} + 6, 'YYYY-MM-DD'))`;
}

export const isTime = (g: Grouping): g is TimeGrouping =>
  g === 'day' || g === 'week' || g === 'month';
