/** Authorization-matrix case of the dashboard (see matrix-cases.ts for the shape). */
import { insertAccount } from './connections';
import type { MatrixCase } from './matrix-cases';
import { target } from './matrix-cases';

export const dashboardCases: Record<string, MatrixCase> = {
  // Own company: the figures of one of its cabinets; a cabinet of the other company is not found.
  'GET /api/dashboard': {
    foreign: true,
    build: async (w, a, s) => {
      if (a.principal !== null && a.company === null) return null;
      const account = await insertAccount(w.ctx.database, target(w, a, s).company.id);
      return { url: `/api/dashboard?account=${account.id}` };
    },
  },
};
