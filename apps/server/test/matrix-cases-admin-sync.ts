/** Authorization-matrix cases of /admin/sync and /admin/cron-report (see matrix-cases.ts). */
import { insertAccount } from './connections';
import type { MatrixCase, World } from './matrix-cases';

/** A WB account of company A with a known seller, so its sync state exists. */
const pair = async (w: World) => ({
  accountId: (await insertAccount(w.ctx.database, w.companyA.id)).id,
  dataset: 'orders',
});

const onPair = (url: string, extra: Record<string, unknown> = {}): MatrixCase => ({
  build: async (w) => ({ url, body: { ...(await pair(w)), ...extra } }),
});

export const adminSyncCases: Record<string, MatrixCase> = {
  'GET /api/admin/sync': {
    build: async () => ({
      url: `/api/admin/sync?list=${encodeURIComponent('{"filter":{"op":"and","items":[{"field":"problem","op":"is","value":"true"}]}}')}`,
    }),
  },
  'GET /api/admin/sync/export': {
    build: async () => ({ url: '/api/admin/sync/export?format=csv' }),
  },
  'GET /api/admin/sync/pair': {
    build: async (w) => {
      const { accountId, dataset } = await pair(w);
      return { url: `/api/admin/sync/pair?accountId=${accountId}&dataset=${dataset}` };
    },
  },
  'POST /api/admin/sync/run': onPair('/api/admin/sync/run'),
  'POST /api/admin/sync/pause': onPair('/api/admin/sync/pause', { paused: true }),
  'POST /api/admin/sync/resync': onPair('/api/admin/sync/resync', { from: '2026-01-01' }),
  'GET /api/admin/cron-report': {
    build: async () => ({
      url: `/api/admin/cron-report?list=${encodeURIComponent('{"filter":{"op":"and","items":[{"field":"status","op":"is","value":"failed"}]}}')}`,
    }),
  },
  'GET /api/admin/cron-report/names': {
    build: async () => ({ url: '/api/admin/cron-report/names' }),
  },
  'GET /api/admin/cron-report/export': {
    build: async () => ({ url: '/api/admin/cron-report/export?format=csv' }),
  },
};
