/** Authorization-matrix cases of /income's own contracts (the report and its rows are generated). */
import { insertAccount } from './connections';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

const companyless = (a: Actor) => a.principal !== null && a.company === null;

let next = 700_000_000;

/** A fresh WB report of the target company (its id is the path id). */
async function reportOf(w: World, a: Actor, s: Scope): Promise<string> {
  const companyId = target(w, a, s).company.id;
  const account = await insertAccount(w.ctx.database, companyId);
  const id = String(++next);
  await w.ctx.database.pool.query(
    `INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw)
     VALUES ($1, $2, $3, '2026-11-02', '2026-11-08', '{}')`,
    [companyId, account.id, id],
  );
  return id;
}

export const incomeCases: Record<string, MatrixCase> = {
  'GET /api/income/report/statement/export': {
    build: async (_w, a) =>
      companyless(a)
        ? null
        : { url: '/api/income/report/statement/export?from=2026-11-01&to=2026-11-30&series=week' },
  },
  'GET /api/income/weekly-reports': {
    build: async (_w, a) =>
      companyless(a) ? null : { url: '/api/income/weekly-reports?from=2026-11-01&to=2026-11-30' },
  },
  'GET /api/income/weekly-reports/:reportId': {
    foreign: true,
    build: async (w, a, s) =>
      companyless(a) ? null : { url: `/api/income/weekly-reports/${await reportOf(w, a, s)}` },
  },
};
