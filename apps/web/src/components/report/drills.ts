import type { ReportDeclaration, ReportDrill } from '@wb/shared/reports/define-report';

const loaded = new Map<string, Promise<readonly ReportDrill[]>>();

/**
 * A report's drills (where the rows behind its figures are), loaded once per report: the same
 * promise every time, so `use()` suspends only on the first read.
 */
export function drillsOf(report: Pick<ReportDeclaration, 'key' | 'drills'>) {
  let drills = loaded.get(report.key);
  if (!drills) {
    drills = report.drills();
    loaded.set(report.key, drills);
  }
  return drills;
}
