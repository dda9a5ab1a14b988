/**
 * Authorization-matrix cases generated from the declarations in packages/shared: every list's
 * page and export, and every report's summary and grid — so a new list or report is in the
 * matrix without a hand-written case. A company list or report has nothing to show a caller
 * without a company (an administrator in none): no request then, as for other tenant routes.
 */
import { isListDeclaration, type ListDeclaration, type ReportDeclaration } from '@wb/shared';
import type { Actor, MatrixCase } from './matrix-cases';
import { sharedDeclarations } from './shared-contracts';

const companyless = (a: Actor) => a.principal !== null && a.company === null;
const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 5 }));
const PERIOD = 'from=2026-11-01&to=2026-11-30';

const get = (list: Pick<ListDeclaration, 'tenant'>, url: string): MatrixCase => ({
  build: async (_w, a) => (list.tenant === 'company' && companyless(a) ? null : { url }),
});

function listCases(l: ListDeclaration): Record<string, MatrixCase> {
  // Lists with path or query parameters of their own need values only their module knows.
  if (l.params || l.query) return {};
  return {
    [`GET ${l.page.path}`]: get(l, `${l.page.path}?list=${list}`),
    [`GET ${l.exportFile.path}`]: get(l, `${l.exportFile.path}?format=csv&list=${list}`),
  };
}

function reportCases(r: ReportDeclaration): Record<string, MatrixCase> {
  const rows = `${PERIOD}&groupBy=${r.defaultGrouping}&list=${list}`;
  return {
    [`GET ${r.summary.path}`]: get(r.rows, `${r.summary.path}?${PERIOD}`),
    [`GET ${r.rows.page.path}`]: get(r.rows, `${r.rows.page.path}?${rows}`),
    [`GET ${r.rows.exportFile.path}`]: get(r.rows, `${r.rows.exportFile.path}?format=csv&${rows}`),
    ...(r.pivot ? pivotCases(r.pivot, r.measures[0]!.key) : {}),
  };
}

/** A report's pivot by product and day: the first measure over the period. */
function pivotCases(p: ListDeclaration, measure: string): Record<string, MatrixCase> {
  const query = `${PERIOD}&measure=${measure}&list=${list}`;
  return {
    [`GET ${p.page.path}`]: get(p, `${p.page.path}?${query}`),
    [`GET ${p.exportFile.path}`]: get(p, `${p.exportFile.path}?format=csv&${query}`),
  };
}

const isReport = (value: unknown): value is ReportDeclaration =>
  typeof value === 'object' &&
  value !== null &&
  'summary' in value &&
  isListDeclaration((value as { rows?: unknown }).rows);

/** The generated cases of every declared list and report. */
export async function declaredCases(): Promise<Record<string, MatrixCase>> {
  const { lists, reports } = await sharedDeclarations();
  return Object.assign(
    {},
    ...lists.map(listCases),
    ...reports.filter(isReport).map(reportCases),
  ) as Record<string, MatrixCase>;
}
