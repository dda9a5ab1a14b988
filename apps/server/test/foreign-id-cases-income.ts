/** Foreign-id cases of /income (see foreign-id-cases.ts): the cabinet slice of its reads. */
import { insertAccount } from './connections';
import type { ForeignCase, Fixtures, Side } from './foreign-id-cases';

const PERIOD = 'from=2026-11-01&to=2026-11-30';
const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 50 }));
const companyOf = (w: Fixtures, s: Side) =>
  ({ own: w.companyA, foreign: w.companyB, other: w.companyC })[s].id;
let next = 800_000_000;

/** A cabinet of the side with a WB report of a week in PERIOD and its day in finance_daily. */
async function cabinetWithReport(w: Fixtures, s: Side) {
  const companyId = companyOf(w, s);
  const row = await insertAccount(w.ctx.database, companyId);
  const reportId = String(++next);
  const q = (text: string) => w.ctx.database.pool.query(text, [companyId, row.id, reportId]);
  await q(`INSERT INTO realization_reports (company_id, account_id, report_id, date_from, date_to, raw)
           VALUES ($1, $2, $3, '2026-11-02', '2026-11-08', '{}')`);
  await q(`INSERT INTO finance_daily (company_id, account_id, day, nm_id, operation, document_type,
             retail_amount, for_pay, payout)
           SELECT $1, $2, '2026-11-03', NULL, 'Продажа ' || $3, 'Продажа', 100, 90, 90`);
  return { ...row, reportId };
}

/** A report's grid read with `?account=`: a cabinet outside the company matches no rows. */
const grid = (suffix: string): ForeignCase => ({
  refusal: { empty: true },
  build: async (w, s) => {
    const row = await cabinetWithReport(w, s);
    return {
      url: `/api/income/report/rows${suffix}?${suffix ? 'format=csv&' : ''}${PERIOD}&groupBy=account&list=${list}&account=${row.id}`,
      mark: row.name,
    };
  },
});

export const incomeForeignCases: Record<string, ForeignCase> = {
  'GET /api/income/report query.account': {
    refusal: { status: 404 },
    build: async (w, s) => ({
      url: `/api/income/report?${PERIOD}&account=${(await cabinetWithReport(w, s)).id}`,
    }),
  },
  'GET /api/income/report/statement/export query.account': {
    refusal: { status: 404 },
    build: async (w, s) => ({
      url: `/api/income/report/statement/export?${PERIOD}&series=week&account=${(await cabinetWithReport(w, s)).id}`,
    }),
  },
  'GET /api/income/report/rows query.account': grid(''),
  'GET /api/income/report/rows/export query.account': grid('/export'),
  'GET /api/income/weekly-reports query.account': {
    refusal: { empty: true },
    build: async (w, s) => {
      const row = await cabinetWithReport(w, s);
      return { url: `/api/income/weekly-reports?${PERIOD}&account=${row.id}`, mark: row.name };
    },
  },
  // A report of A read with a cabinet of the side: only A's own cabinet finds it.
  'GET /api/income/weekly-reports/:reportId query.account': {
    refusal: { status: 404 },
    build: async (w, s) => {
      const own = await cabinetWithReport(w, 'own');
      const row = s === 'own' ? own : await insertAccount(w.ctx.database, companyOf(w, s));
      return { url: `/api/income/weekly-reports/${own.reportId}?account=${row.id}` };
    },
  },
};
