/** Authorization-matrix cases of /wb-stocks (see matrix-cases.ts): signed in, company-scoped. */
import type { Actor, MatrixCase } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
const companyless = (a: Actor) => a.principal !== null && a.company === null;

const list = encodeURIComponent(
  JSON.stringify({
    filter: { op: 'and', items: [{ field: 'available', op: 'gt', value: 0 }] },
    sort: [{ field: 'nmId', dir: 'asc' }],
  }),
);
const tenant = (url: string): MatrixCase => ({
  build: async (_w, a) => (companyless(a) ? null : { url }),
});

export const wbStocksCases: Record<string, MatrixCase> = {
  'GET /api/wb-stocks': tenant(`/api/wb-stocks?list=${list}`),
  'GET /api/wb-stocks/export': tenant(`/api/wb-stocks/export?format=csv&list=${list}`),
  'GET /api/wb-stocks/snapshot': tenant('/api/wb-stocks/snapshot'),
  'GET /api/wb-stocks/history': tenant('/api/wb-stocks/history?nmId=111&from=2026-03-01'),
};
