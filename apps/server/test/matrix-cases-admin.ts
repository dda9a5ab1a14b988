/** Authorization-matrix cases of /admin/users, /admin/companies and the platform settings (see matrix-cases.ts). */
import { createSession } from '../src/modules/auth/sessions';
import { createCompanyWithOwner } from '../src/modules/companies/companies.repository';
import { createUser } from './identity';
import type { MatrixCase } from './matrix-cases';

const fixed = (url: string, body?: unknown): MatrixCase => ({ build: async () => ({ url, body }) });

export const adminCases: Record<string, MatrixCase> = {
  'GET /api/admin/users': fixed(
    `/api/admin/users?list=${encodeURIComponent('{"filter":{"op":"and","items":[{"field":"email","op":"contains","value":"test"}]},"sort":[{"field":"email","dir":"asc"}]}')}`,
  ),
  'GET /api/admin/users/export': fixed('/api/admin/users/export?format=csv'),
  'GET /api/admin/users/:id': {
    build: async (w) => ({
      url: `/api/admin/users/${(await createUser(w.ctx.database, w.ctx.config)).id}`,
    }),
  },
  'POST /api/admin/users/:id/block': {
    build: async (w) => ({
      url: `/api/admin/users/${(await createUser(w.ctx.database, w.ctx.config)).id}/block`,
      body: { blocked: true },
    }),
  },
  'POST /api/admin/users/:id/force-password-reset': {
    build: async (w) => ({
      url: `/api/admin/users/${(await createUser(w.ctx.database, w.ctx.config)).id}/force-password-reset`,
    }),
  },
  'POST /api/admin/users/:id/admin': {
    build: async (w) => ({
      url: `/api/admin/users/${(await createUser(w.ctx.database, w.ctx.config)).id}/admin`,
      body: { admin: true },
    }),
  },
  'DELETE /api/admin/users/:id/sessions/:sessionId': {
    build: async (w) => {
      const user = await createUser(w.ctx.database, w.ctx.config);
      const session = await createSession(w.ctx.database.db, {
        userId: user.id,
        companyId: null,
        ip: null,
        userAgent: 'matrix',
      });
      return { url: `/api/admin/users/${user.id}/sessions/${session.id}` };
    },
  },
  'GET /api/admin/companies': fixed(
    `/api/admin/companies?list=${encodeURIComponent('{"filter":{"op":"and","items":[{"field":"blocked","op":"is","value":"false"}]}}')}`,
  ),
  'GET /api/admin/companies/export': fixed('/api/admin/companies/export?format=xlsx'),
  'POST /api/admin/companies/:id/block': {
    build: async (w) => {
      const owner = await createUser(w.ctx.database, w.ctx.config);
      const { company } = await createCompanyWithOwner(w.ctx.database.db, {
        name: 'Под блокировку',
        ownerUserId: owner.id,
      });
      return { url: `/api/admin/companies/${company.id}/block`, body: { blocked: true } };
    },
  },
  'GET /api/admin/platform-settings': fixed('/api/admin/platform-settings'),
  'PATCH /api/admin/platform-settings': fixed('/api/admin/platform-settings', { trialDays: 14 }),
};
