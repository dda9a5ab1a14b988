/** Authorization-matrix cases of the connections routes (see matrix-cases.ts for the shape). */
import { randomUUID } from 'node:crypto';
import {
  insertAccount,
  insertCookie,
  insertOrganization,
  insertProxy,
  insertToken,
  OOO,
  unsignedWbToken,
} from './connections';
import type { Actor, MatrixCase, Scope, World } from './matrix-cases';
import { target } from './matrix-cases';

/** A signed-in caller without a current company has no tenant objects: nothing to ask. */
const companyless = (a: Actor) => a.principal !== null && a.company === null;

/** A case on one object of the target company, made fresh for every request. */
function onObject(
  make: (w: World, companyId: string) => Promise<{ url: string; body?: unknown }>,
  allowedErrors?: string[],
): MatrixCase {
  return {
    foreign: true,
    ...(allowedErrors ? { allowedErrors } : {}),
    build: async (w: World, a: Actor, s: Scope) =>
      companyless(a) ? null : make(w, target(w, a, s).company.id),
  };
}

const fixedTenant = (url: string, body?: () => unknown, allowedErrors?: string[]): MatrixCase => ({
  ...(allowedErrors ? { allowedErrors } : {}),
  build: async (_w, a) => (companyless(a) ? null : { url, body: body?.() }),
});

const account = (w: World, companyId: string) => insertAccount(w.ctx.database, companyId);

export const connectionCases: Record<string, MatrixCase> = {
  'GET /api/organizations': fixedTenant(
    `/api/organizations?list=${encodeURIComponent(JSON.stringify({ sort: [{ field: 'inn', dir: 'asc' }] }))}`,
  ),
  'GET /api/organizations/export': fixedTenant('/api/organizations/export?format=csv'),
  'GET /api/organizations/options': fixedTenant('/api/organizations/options'),
  'POST /api/organizations': fixedTenant('/api/organizations', () => OOO, ['ORGANIZATION_EXISTS']),
  'PUT /api/organizations/:id': onObject(
    async (w, c) => ({
      url: `/api/organizations/${(await insertOrganization(w.ctx.database, c, 'Старое имя')).id}`,
      body: { ...OOO, kpp: '773601002', name: 'Новое имя' },
    }),
    ['ORGANIZATION_EXISTS'],
  ),
  'DELETE /api/organizations/:id': onObject(async (w, c) => ({
    url: `/api/organizations/${(await insertOrganization(w.ctx.database, c)).id}`,
  })),

  'GET /api/wb-accounts': fixedTenant('/api/wb-accounts'),
  'GET /api/wb-accounts/:id': onObject(async (w, c) => ({
    url: `/api/wb-accounts/${(await account(w, c)).id}`,
  })),
  'POST /api/wb-accounts': {
    build: async (w, a, s) => {
      if (companyless(a)) return null;
      const org = await insertOrganization(w.ctx.database, target(w, a, s).company.id);
      return {
        url: '/api/wb-accounts',
        body: { name: `Кабинет ${randomUUID().slice(0, 8)}`, organizationId: org.id },
      };
    },
  },
  'PATCH /api/wb-accounts/:id': onObject(async (w, c) => ({
    url: `/api/wb-accounts/${(await account(w, c)).id}`,
    body: { historyDepthMonths: 6 },
  })),
  'DELETE /api/wb-accounts/:id': onObject(async (w, c) => {
    const row = await account(w, c);
    return { url: `/api/wb-accounts/${row.id}`, body: { confirmName: row.name } };
  }),

  'GET /api/wb-accounts/:id/sync': onObject(async (w, c) => ({
    url: `/api/wb-accounts/${(await account(w, c)).id}/sync`,
  })),
  'POST /api/wb-accounts/:id/sync': onObject(async (w, c) => ({
    url: `/api/wb-accounts/${(await account(w, c)).id}/sync`,
  })),
  'GET /api/sync/status': fixedTenant('/api/sync/status'),

  'GET /api/wb-tokens': fixedTenant(
    `/api/wb-tokens?list=${encodeURIComponent(JSON.stringify({ sort: [{ field: 'status', dir: 'asc' }] }))}`,
  ),
  'GET /api/wb-tokens/export': fixedTenant('/api/wb-tokens/export?format=csv'),
  'POST /api/wb-tokens/decode': fixedTenant('/api/wb-tokens/decode', () => ({
    token: unsignedWbToken(),
  })),
  // A token of another seller than the account's: refused before WB is asked.
  'POST /api/wb-tokens': {
    allowedErrors: ['VALIDATION_FAILED'],
    build: async (w, a, s) => {
      if (companyless(a)) return null;
      const row = await account(w, target(w, a, s).company.id);
      return {
        url: '/api/wb-tokens',
        body: { accountId: row.id, name: 'Основной', token: unsignedWbToken() },
      };
    },
  },
  'PATCH /api/wb-tokens/:id': onObject(async (w, c) => {
    const { row } = await insertToken(w.ctx.database, w.ctx.config, await account(w, c));
    return { url: `/api/wb-tokens/${row.id}`, body: { name: 'Переименован' } };
  }),
  // WB (a local stand-in answering 401) refuses the token: the check records it.
  'POST /api/wb-tokens/:id/check': onObject(async (w, c) => {
    const { row } = await insertToken(w.ctx.database, w.ctx.config, await account(w, c));
    return { url: `/api/wb-tokens/${row.id}/check` };
  }),
  'DELETE /api/wb-tokens/:id': onObject(async (w, c) => {
    const { row } = await insertToken(w.ctx.database, w.ctx.config, await account(w, c));
    return { url: `/api/wb-tokens/${row.id}` };
  }),

  'GET /api/wb-cookies': fixedTenant(
    `/api/wb-cookies?list=${encodeURIComponent(JSON.stringify({ sort: [{ field: 'status', dir: 'asc' }] }))}`,
  ),
  'GET /api/wb-cookies/export': fixedTenant('/api/wb-cookies/export?format=xlsx'),
  'GET /api/wb-cookies/features': fixedTenant('/api/wb-cookies/features'),
  'PUT /api/wb-cookies/:id': onObject(async (w, c) => ({
    url: `/api/wb-cookies/${(await account(w, c)).id}`,
    body: {
      cookie: 'WBTokenV3=abc; x-supplier-id=42',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  })),
  'DELETE /api/wb-cookies/:id': onObject(async (w, c) => {
    const row = await account(w, c);
    await insertCookie(w.ctx.database, w.ctx.config, row);
    return { url: `/api/wb-cookies/${row.id}` };
  }),

  'GET /api/api-proxies': fixedTenant(
    `/api/api-proxies?list=${encodeURIComponent(JSON.stringify({ sort: [{ field: 'failures', dir: 'desc' }] }))}`,
  ),
  'GET /api/api-proxies/export': fixedTenant('/api/api-proxies/export?format=csv'),
  'POST /api/api-proxies': fixedTenant('/api/api-proxies', () => ({
    name: 'Прокси',
    url: 'http://127.0.0.1:3128',
    username: null,
    password: null,
    enabled: true,
    assignment: 'pool',
    accountIds: [],
  })),
  'PATCH /api/api-proxies/:id': onObject(async (w, c) => ({
    url: `/api/api-proxies/${(await insertProxy(w.ctx.database, w.ctx.config, c)).id}`,
    body: { name: 'Другое имя' },
  })),
  'POST /api/api-proxies/:id/check': onObject(async (w, c) => ({
    url: `/api/api-proxies/${(await insertProxy(w.ctx.database, w.ctx.config, c)).id}/check`,
  })),
  'DELETE /api/api-proxies/:id': onObject(async (w, c) => ({
    url: `/api/api-proxies/${(await insertProxy(w.ctx.database, w.ctx.config, c)).id}`,
  })),
};
