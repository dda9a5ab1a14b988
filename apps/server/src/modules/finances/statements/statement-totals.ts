import { Dec, formatMoney, toMoneyString } from '@wb/shared';
import type { StatementAccountSection, StatementIssue, StatementRow } from './statement-types';

const money = (value: string) => formatMoney(toMoneyString(value));

/**
 * Compares each `СекцияРасчСчет` with the documents: the incomes and expenses of its account
 * booked within its dates must sum to `ВсегоПоступило` and `ВсегоСписано`, and
 * `НачальныйОстаток + ВсегоПоступило − ВсегоСписано` must be `КонечныйОстаток`. A difference is a
 * warning (the bank's file disagrees with itself), never silently accepted.
 */
export function checkSectionTotals(
  sections: readonly StatementAccountSection[],
  rows: readonly StatementRow[],
): StatementIssue[] {
  const issues: StatementIssue[] = [];
  const warn = (line: number, message: string) =>
    issues.push({ line, severity: 'warning', message });
  for (const s of sections) {
    const inSection = rows.filter(
      (r) =>
        r.account === s.account &&
        r.amount !== null &&
        (s.from === null || (r.date !== null && r.date >= s.from)) &&
        (s.to === null || (r.date !== null && r.date <= s.to)),
    );
    const sum = (direction: StatementRow['direction']) =>
      inSection
        .filter((r) => r.direction === direction)
        .reduce((total, r) => total.plus(r.amount!), new Dec(0));
    const pairs = [
      ['ВсегоПоступило', s.income, sum('income')],
      ['ВсегоСписано', s.expense, sum('expense')],
    ] as const;
    for (const [name, stated, counted] of pairs) {
      if (stated !== null && !counted.eq(stated)) {
        warn(
          s.line,
          `Счёт ${s.account}: ${name} = ${money(stated)}, а по документам ${money(counted.toFixed(2))}`,
        );
      }
    }
    if (s.opening !== null && s.income !== null && s.expense !== null && s.closing !== null) {
      const closing = new Dec(s.opening).plus(s.income).minus(s.expense);
      if (!closing.eq(s.closing)) {
        warn(
          s.line,
          `Счёт ${s.account}: НачальныйОстаток + ВсегоПоступило − ВсегоСписано = ${money(closing.toFixed(2))}, а КонечныйОстаток = ${money(s.closing)}`,
        );
      }
    }
  }
  return issues;
}
