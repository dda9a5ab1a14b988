/** Foreign-id cases of the nmID reports (see foreign-id-cases.ts): the cabinet slice of sales by nmID. */
import { insertAccount } from './connections';
import type { ForeignCase, Fixtures, Side } from './foreign-id-cases';

const PERIOD = 'from=2026-11-01&to=2026-11-30';
const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 50 }));
const companyOf = (w: Fixtures, s: Side) =>
  ({ own: w.companyA, foreign: w.companyB, other: w.companyC })[s].id;
let next = 9_100_000_000;

/** A cabinet of the side with a product's day in sales_daily (the product's nmID is its mark). */
async function cabinetWithSales(w: Fixtures, s: Side) {
  const companyId = companyOf(w, s);
  const row = await insertAccount(w.ctx.database, companyId);
  const nmId = ++next;
  await w.ctx.database.pool.query(
    `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum)
     VALUES ($1, $2, $3, '2026-11-10', 3, 4500)`,
    [companyId, row.id, nmId],
  );
  return { ...row, nmId };
}

/** A grid read with `?account=`: a cabinet outside the company matches no rows. */
const grid = (path: string, query: string): ForeignCase => ({
  refusal: { empty: true },
  build: async (w, s) => {
    const row = await cabinetWithSales(w, s);
    const format = path.endsWith('/export') ? 'format=csv&' : '';
    return {
      url: `${path}?${format}${PERIOD}&${query}&list=${list}&account=${row.id}`,
      mark: String(row.nmId),
    };
  },
});

export const nmReportsForeignCases: Record<string, ForeignCase> = {
  'GET /api/reports/sales-nm-id query.account': {
    refusal: { status: 404 },
    build: async (w, s) => ({
      url: `/api/reports/sales-nm-id?${PERIOD}&account=${(await cabinetWithSales(w, s)).id}`,
    }),
  },
  'GET /api/reports/sales-nm-id/rows query.account': grid(
    '/api/reports/sales-nm-id/rows',
    'groupBy=product',
  ),
  'GET /api/reports/sales-nm-id/rows/export query.account': grid(
    '/api/reports/sales-nm-id/rows/export',
    'groupBy=product',
  ),
  'GET /api/reports/sales-nm-id/pivot query.account': grid(
    '/api/reports/sales-nm-id/pivot',
    'measure=orders',
  ),
  'GET /api/reports/sales-nm-id/pivot/export query.account': grid(
    '/api/reports/sales-nm-id/pivot/export',
    'measure=orders',
  ),
};
