import type { Principal, SystemRoleKey } from '@wb/shared';
import { randomToken } from '../src/lib/tokens';
import { eq } from 'drizzle-orm';
import {
  companies as companiesTable,
  type companies,
} from '../src/modules/companies/companies.table';
import type { roles } from '../src/modules/roles/roles.table';
import type { TestClient } from './client';
import { adminCases } from './matrix-cases-admin';
import { adminSyncCases } from './matrix-cases-admin-sync';
import { connectionCases } from './matrix-cases-connections';
import { dashboardCases } from './matrix-cases-dashboard';
import { financesCases } from './matrix-cases-finances';
import { ordersCases } from './matrix-cases-orders';
import { productCases } from './matrix-cases-product';
import { wbStocksCases } from './matrix-cases-wb-stocks';
import { taxonomyCases } from './matrix-cases-taxonomy';
import { productsCases } from './matrix-cases-products';
import { statementsCases } from './matrix-cases-statements';
import { incomeCases } from './matrix-cases-income';
import { warehouseCases } from './matrix-cases-warehouse';
import { acceptanceCases } from './matrix-cases-acceptance';
import { transportationCases } from './matrix-cases-transportations';
import { districtCases } from './matrix-cases-districts';
import type { TestContext } from './helpers';
import {
  freshClient,
  freshCompanyLike,
  freshInvitation,
  freshMember,
  freshRole,
  freshSessionId,
} from './matrix-fresh';
import { createUser, PASSWORD, uniqueEmail } from './identity';

type Company = typeof companies.$inferSelect;
type Role = typeof roles.$inferSelect;

export interface Actor {
  name: string;
  client: TestClient;
  user?: { id: string; email: string; password: string; totpSecret: string | null };
  company: 'A' | 'B' | null;
  roleKey?: SystemRoleKey;
  principal: Principal | null;
}

export interface World {
  ctx: TestContext;
  companyA: Company;
  companyB: Company;
  rolesA: Record<SystemRoleKey, Role>;
  rolesB: Record<SystemRoleKey, Role>;
  ownerA: { id: string };
  ownerB: { id: string };
  actors: Actor[];
}

export type Scope = 'own' | 'foreign';

interface Request {
  url: string;
  body?: unknown;
  /** A different client (e.g. a fresh session) when the request would spoil the actor's own. */
  client?: TestClient;
}

export interface MatrixCase {
  /** null: not meaningful for this caller and scope. */
  build: (world: World, actor: Actor, scope: Scope) => Promise<Request | null>;
  /** Whether a "foreign object" variant exists (a path id of the other company). */
  foreign?: boolean;
  /** Domain answers acceptable for an allowed caller on its own object. */
  allowedErrors?: string[];
  /** Undoes what the request created, when it would change who the caller is for later requests. */
  after?: (world: World, body: unknown) => Promise<void>;
}

/** The company whose objects the request touches: the caller's own, or the other one. */
export function target(world: World, actor: Actor, scope: Scope) {
  const own = actor.company ?? 'A';
  const which = scope === 'own' ? own : own === 'A' ? 'B' : 'A';
  return which === 'A'
    ? { company: world.companyA, roles: world.rolesA }
    : { company: world.companyB, roles: world.rolesB };
}

const fixed = (url: string, body?: unknown): MatrixCase => ({ build: async () => ({ url, body }) });
const bad = (codes: string[], url: string, body: unknown): MatrixCase => ({
  ...fixed(url, body),
  allowedErrors: codes,
});
const token = () => randomToken();
/** For routes about the caller's own company: no meaning for callers without one. */
const needsCompany = (actor: Actor, scope: Scope) => scope === 'own' && actor.company === null;

/** A filtered view of the /users grids (both have an `email` column). */
const peopleList = encodeURIComponent(
  JSON.stringify({
    filter: { op: 'and', items: [{ field: 'email', op: 'contains', value: '@' }] },
  }),
);

/** A filtered view of the /companies grid. */
const companiesList = encodeURIComponent(
  JSON.stringify({ filter: { op: 'and', items: [{ field: 'name', op: 'contains', value: 'О' }] } }),
);

const identityCases: Record<string, MatrixCase> = {
  'GET /api/health': fixed('/api/health'),
  'GET /api/auth/config': fixed('/api/auth/config'),
  'POST /api/auth/register': {
    build: async () => ({
      url: '/api/auth/register',
      body: {
        email: uniqueEmail('m'),
        password: PASSWORD,
        fullName: 'Матрица',
        companyName: 'ИП Матрица',
      },
    }),
  },
  'POST /api/auth/verify-email': bad(['TOKEN_INVALID'], '/api/auth/verify-email', {
    token: token(),
  }),
  'POST /api/auth/resend-verification': {
    build: async () => ({
      url: '/api/auth/resend-verification',
      body: { email: uniqueEmail('r') },
    }),
  },
  'POST /api/auth/login': {
    build: async () => ({
      url: '/api/auth/login',
      body: { email: uniqueEmail('l'), password: 'not the password' },
    }),
    allowedErrors: ['INVALID_CREDENTIALS'],
  },
  'POST /api/auth/login/totp': bad(['TOKEN_INVALID'], '/api/auth/login/totp', {
    challenge: token(),
    code: '123456',
  }),
  'POST /api/auth/logout': {
    build: async (w, a) => ({ url: '/api/auth/logout', client: await freshClient(w, a) }),
  },
  'POST /api/auth/forgot-password': {
    build: async () => ({ url: '/api/auth/forgot-password', body: { email: uniqueEmail('f') } }),
  },
  'POST /api/auth/reset-password': bad(['TOKEN_INVALID'], '/api/auth/reset-password', {
    token: token(),
    password: PASSWORD,
  }),
  'POST /api/auth/confirm-email-change': bad(['TOKEN_INVALID'], '/api/auth/confirm-email-change', {
    token: token(),
  }),
  'GET /api/auth/invitations/:token': {
    build: async (w, a, s) => {
      const t = target(w, a, s);
      return {
        url: `/api/auth/invitations/${(await freshInvitation(w, t.company.id, t.roles.analyst.id)).token}`,
      };
    },
  },

  'GET /api/me': fixed('/api/me'),
  'PUT /api/me/company': {
    foreign: true,
    build: async (w, a, s) =>
      needsCompany(a, s)
        ? null
        : { url: '/api/me/company', body: { companyId: target(w, a, s).company.id } },
  },
  'POST /api/me/invitations/accept': {
    build: async (w, a, s) => {
      if (needsCompany(a, s)) return null;
      const t = target(w, a, s);
      const role = a.roleKey ? t.roles[a.roleKey] : t.roles.analyst;
      const email = a.user?.email ?? uniqueEmail('acc');
      return {
        url: '/api/me/invitations/accept',
        body: { token: (await freshInvitation(w, t.company.id, role.id, email)).token },
      };
    },
  },
  'GET /api/me/sessions': fixed('/api/me/sessions'),
  'DELETE /api/me/sessions/:id': {
    foreign: true,
    build: async (w, a, s) => {
      const owner =
        s === 'own' && a.user ? a.user.id : (await createUser(w.ctx.database, w.ctx.config)).id;
      return { url: `/api/me/sessions/${await freshSessionId(w, owner)}` };
    },
  },
  'POST /api/me/sessions/revoke-others': fixed('/api/me/sessions/revoke-others'),

  'PATCH /api/profile': fixed('/api/profile', { fullName: 'Имя Из Матрицы' }),
  'POST /api/profile/password': bad(['VALIDATION_FAILED'], '/api/profile/password', {
    currentPassword: 'not my password',
    newPassword: 'another long passphrase',
  }),
  'POST /api/profile/email': bad(['VALIDATION_FAILED'], '/api/profile/email', {
    newEmail: 'new.matrix@test.example.com',
    password: 'not my password',
  }),
  'POST /api/profile/totp/setup': bad(['VALIDATION_FAILED'], '/api/profile/totp/setup', {
    password: 'not my password',
  }),
  'POST /api/profile/totp/enable': bad(
    ['VALIDATION_FAILED', 'TOTP_NOT_STARTED'],
    '/api/profile/totp/enable',
    { code: '123456' },
  ),
  'POST /api/profile/totp/disable': bad(['VALIDATION_FAILED'], '/api/profile/totp/disable', {
    password: 'not my password',
    code: '123456',
  }),
  'POST /api/profile/totp/recovery-codes': bad(
    ['VALIDATION_FAILED'],
    '/api/profile/totp/recovery-codes',
    { code: '123456' },
  ),

  'GET /api/settings/user': fixed('/api/settings/user'),
  'PATCH /api/settings/user': fixed('/api/settings/user', { dateFormat: 'DD.MM.YYYY' }),

  'GET /api/companies': fixed(`/api/companies?list=${companiesList}`),
  'GET /api/companies/export': fixed(`/api/companies/export?format=csv&list=${companiesList}`),
  'POST /api/companies': {
    build: async (w, a) => ({
      url: '/api/companies',
      body: { name: 'ООО Из Матрицы' },
      client: await freshClient(w, a),
    }),
    // A caller without a company would otherwise adopt this one in its main session.
    after: async (w, body) => {
      const id = (body as { id?: string } | null)?.id;
      if (id) await w.ctx.database.db.delete(companiesTable).where(eq(companiesTable.id, id));
    },
  },
  'GET /api/companies/:id': {
    foreign: true,
    build: async (w, a, s) =>
      needsCompany(a, s) ? null : { url: `/api/companies/${target(w, a, s).company.id}` },
  },
  'PATCH /api/companies/:id': {
    foreign: true,
    allowedErrors: ['OWNER_ONLY'],
    build: async (w, a, s) => {
      if (needsCompany(a, s)) return null;
      const company = s === 'own' ? await freshCompanyLike(w, a) : target(w, a, s).company;
      return { url: `/api/companies/${company.id}`, body: { requisites: { address: 'Казань' } } };
    },
  },
  'DELETE /api/companies/:id': {
    foreign: true,
    allowedErrors: ['OWNER_ONLY'],
    build: async (w, a, s) => {
      if (needsCompany(a, s)) return null;
      const company = s === 'own' ? await freshCompanyLike(w, a) : target(w, a, s).company;
      return { url: `/api/companies/${company.id}`, body: { confirmName: company.name } };
    },
  },

  'GET /api/users': fixed(`/api/users?list=${peopleList}`),
  'GET /api/users/export': fixed(`/api/users/export?format=csv&list=${peopleList}`),
  'GET /api/users/roles': fixed('/api/users/roles'),
  'GET /api/users/invitations': fixed(`/api/users/invitations?list=${peopleList}`),
  'GET /api/users/invitations/export': fixed(
    `/api/users/invitations/export?format=xlsx&list=${peopleList}`,
  ),
  'POST /api/users/invitations': {
    build: async (w, a, s) => ({
      url: '/api/users/invitations',
      body: { email: uniqueEmail('i'), roleId: target(w, a, s).roles.analyst.id },
    }),
  },
  'DELETE /api/users/invitations/:id': {
    foreign: true,
    build: async (w, a, s) => {
      const t = target(w, a, s);
      return {
        url: `/api/users/invitations/${(await freshInvitation(w, t.company.id, t.roles.analyst.id)).id}`,
      };
    },
  },
  'PATCH /api/users/:id': {
    foreign: true,
    build: async (w, a, s) => {
      const t = target(w, a, s);
      return {
        url: `/api/users/${await freshMember(w, t.company.id, t.roles.analyst.id)}`,
        body: { roleId: t.roles.manager.id },
      };
    },
  },
  'DELETE /api/users/:id': {
    foreign: true,
    build: async (w, a, s) => {
      const t = target(w, a, s);
      return { url: `/api/users/${await freshMember(w, t.company.id, t.roles.analyst.id)}` };
    },
  },

  'GET /api/roles': fixed('/api/roles'),
  'POST /api/roles': {
    build: async () => ({
      url: '/api/roles',
      body: { name: `Новая ${randomToken().slice(0, 6)}`, permissions: ['order:view'] },
    }),
  },
  'PATCH /api/roles/:id': {
    foreign: true,
    build: async (w, a, s) => ({
      url: `/api/roles/${await freshRole(w, target(w, a, s).company.id)}`,
      body: { permissions: ['order:view', 'order:edit'] },
    }),
  },
  'DELETE /api/roles/:id': {
    foreign: true,
    build: async (w, a, s) => ({
      url: `/api/roles/${await freshRole(w, target(w, a, s).company.id)}`,
    }),
  },
};
const allCases = {
  ...identityCases,
  ...connectionCases,
  ...adminCases,
  ...adminSyncCases,
  ...ordersCases,
  ...productCases,
  ...wbStocksCases,
  ...taxonomyCases,
  ...dashboardCases,
  ...productsCases,
  ...financesCases,
  ...statementsCases,
  ...incomeCases,
  ...warehouseCases,
  ...acceptanceCases,
  ...transportationCases,
  ...districtCases,
};
export const matrixCases: Record<string, MatrixCase> = allCases;
