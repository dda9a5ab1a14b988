/**
 * Cases of the foreign-ids test (src/foreign-ids.int.test.ts): one per id field of a request's
 * body or query, keyed `METHOD path field` (the field as the schema walk names it, e.g.
 * `body.selection.keys[].accountId`). A case builds the same request with an object of company A
 * (the caller's current one) in the field, of company B (the caller is no member of it), and of
 * company C (another company of the caller's, not the current one).
 */
import { randomUUID } from 'node:crypto';
import { insertAccount, insertOrganization, insertProxy, unsignedWbToken } from './connections';
import type { TestClient } from './client';
import { createUser } from './identity';
import type { World } from './matrix-cases';
import { insertCategory, insertProduct, insertTag } from './matrix-cases-taxonomy';
import { incomeForeignCases } from './foreign-id-cases-income';
import { nmReportsForeignCases } from './foreign-id-cases-nm-reports';
import { companyMembers } from '../src/modules/users/users.table';
import { warehouseForeignCases } from './foreign-id-cases-warehouse';
import { acceptanceForeignCases } from './foreign-id-cases-acceptance';
import { transportationForeignCases } from './foreign-id-cases-transportations';
import { financesForeignCases } from './foreign-id-cases-finances';

/** Whose object the field holds: A's (own), B's (foreign), C's (other: the caller's, not current). */
export type Side = 'own' | 'foreign' | 'other';

export interface ForeignRequest {
  url: string;
  body?: unknown;
  /** Text the answer shows for an own id and must not show for a foreign one (an empty list). */
  mark?: string;
}

/**
 * How a foreign id is refused: 404 NOT_FOUND, an error status naming the field in its
 * `fieldErrors`, or (a filter of a list or an export) an answer without the other company's rows.
 */
export type Refusal = { status: 404 } | { status: 400 | 409; field: string } | { empty: true };

export interface ForeignCase {
  build: (w: Fixtures, side: Side) => Promise<ForeignRequest>;
  refusal: Refusal;
  /** Domain answers acceptable for the own id (a refusal after the field was accepted). */
  ownErrors?: string[];
  /** Who sends it: A's owner, or A's owner who is also a platform administrator (adminOnly). */
  caller?: 'owner' | 'admin';
  /** The field takes an object of any of the caller's companies (C's is accepted then). */
  anyOwnCompany?: true;
}

/** The world plus company C (owned by A's owner and administrator) and the callers of A. */
export interface Fixtures extends World {
  companyC: World['companyA'];
  rolesC: World['rolesA'];
  owner: TestClient;
  admin: TestClient;
}

const companyOf = (w: Fixtures, s: Side) =>
  ({ own: w.companyA, foreign: w.companyB, other: w.companyC })[s].id;
const rolesOf = (w: Fixtures, s: Side) =>
  ({ own: w.rolesA, foreign: w.rolesB, other: w.rolesC })[s];
const name = () => `Ид ${randomUUID().slice(0, 8)}`;
const account = (w: Fixtures, s: Side) => insertAccount(w.ctx.database, companyOf(w, s));

/** A member of company A with the analyst role (someone to change or move). */
async function memberOfA(w: World): Promise<string> {
  const user = await createUser(w.ctx.database, w.ctx.config);
  await w.ctx.database.db
    .insert(companyMembers)
    .values({ companyId: w.companyA.id, userId: user.id, roleId: w.rolesA.analyst.id });
  return user.id;
}

/** A custom role of company A with one member (deleting it needs a role for that member). */
async function roleInUseOfA(w: World) {
  const { rows } = await w.ctx.database.pool.query(
    `INSERT INTO roles (company_id, name, permissions) VALUES ($1, $2, '{product:view}')
     RETURNING id, name`,
    [w.companyA.id, name()],
  );
  const userId = await memberOfA(w);
  await w.ctx.database.pool.query(
    `UPDATE company_members SET role_id = $1 WHERE company_id = $2 AND user_id = $3`,
    [rows[0].id, w.companyA.id, userId],
  );
  return rows[0] as { id: string; name: string };
}

let nextNmId = 800_000_000;

/**
 * The same nmID in every company (cards of one seller can be in several): the field alone
 * decides whose card is meant. Returns the card of the side asked for.
 */
async function cardOf(w: Fixtures, s: Side, title = name()) {
  const nmId = nextNmId++;
  let mine: { accountId: string; nmId: number; title: string } | undefined;
  for (const side of ['own', 'foreign', 'other'] as const) {
    const row = await account(w, side);
    await w.ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, title, raw) VALUES ($1, $2, $3, $4, '{}')`,
      [companyOf(w, side), row.id, nmId, `${title} ${side}`],
    );
    if (side === s) mine = { accountId: row.id, nmId, title: `${title} ${side}` };
  }
  return mine!;
}

/** A card of company A to act on. */
const productOfA = (w: World) => insertProduct(w, w.companyA.id);

const selection = (p: { accountId: string; nmId: number }) => ({
  keys: [{ accountId: p.accountId, nmId: p.nmId }],
});

const PERIOD = 'from=2026-11-01&to=2026-11-30';
const list = encodeURIComponent(JSON.stringify({ sort: [], pageSize: 50 }));

/** A cabinet of the side with a day of sales in PERIOD; the mark is the cabinet's name. */
async function cabinetWithSales(w: Fixtures, s: Side) {
  const row = await account(w, s);
  await w.ctx.database.pool.query(
    `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum)
     VALUES ($1, $2, 1, '2026-11-10', 3, 4500)`,
    [companyOf(w, s), row.id],
  );
  return row;
}

/**
 * A report's summary (404 for a cabinet outside the company) and its grid and export, which are
 * lists: a cabinet filter outside the company matches no rows.
 */
function reportCases(path: string): Record<string, ForeignCase> {
  const grid = (suffix: string): ForeignCase => ({
    refusal: { empty: true },
    build: async (w, s) => {
      const row = await cabinetWithSales(w, s);
      const format = suffix ? 'format=csv&' : '';
      return {
        url: `${path}/rows${suffix}?${format}${PERIOD}&groupBy=account&list=${list}&account=${row.id}`,
        mark: row.name,
      };
    },
  });
  return {
    [`GET ${path} query.account`]: {
      refusal: { status: 404 },
      build: async (w, s) => ({
        url: `${path}?${PERIOD}&account=${(await cabinetWithSales(w, s)).id}`,
      }),
    },
    [`GET ${path}/rows query.account`]: grid(''),
    [`GET ${path}/rows/export query.account`]: grid('/export'),
  };
}

/** A product tab read with `?account=`: a card in both companies, the cabinet of one. */
const productTab = (suffix: string): ForeignCase => ({
  refusal: { status: 404 },
  build: async (w, s) => {
    const card = await cardOf(w, s);
    return { url: `/api/products/${card.nmId}${suffix}?account=${card.accountId}` };
  },
});

/** A bulk tag action on a card of A with a tag of the side in `field`. */
const bulkTags = (field: 'add' | 'remove'): ForeignCase => ({
  refusal: { status: 400, field },
  build: async (w, s) => ({
    url: '/api/products/bulk/tags',
    body: {
      selection: selection(await productOfA(w)),
      [field]: [await insertTag(w, companyOf(w, s))],
    },
  }),
});

const costBody = () => ({ unitCost: '100', currency: 'RUB', validFrom: '2026-01-01' });

export const foreignCases: Record<string, ForeignCase> = {
  'DELETE /api/roles/:id body.reassignToRoleId': {
    refusal: { status: 409, field: 'reassignToRoleId' },
    build: async (w, s) => {
      const role = await roleInUseOfA(w);
      return {
        url: `/api/roles/${role.id}`,
        body: { reassignToRoleId: rolesOf(w, s).analyst.id, confirmName: role.name },
      };
    },
  },
  'PUT /api/me/company body.companyId': {
    anyOwnCompany: true,
    refusal: { status: 404 },
    build: async (w, s) => ({ url: '/api/me/company', body: { companyId: companyOf(w, s) } }),
  },
  'POST /api/users/invitations body.roleId': {
    refusal: { status: 400, field: 'roleId' },
    build: async (w, s) => ({
      url: '/api/users/invitations',
      body: { email: `${randomUUID()}@test.example.com`, roleId: rolesOf(w, s).manager.id },
    }),
  },
  'PATCH /api/users/:id body.roleId': {
    refusal: { status: 400, field: 'roleId' },
    build: async (w, s) => ({
      url: `/api/users/${await memberOfA(w)}`,
      body: { roleId: rolesOf(w, s).manager.id },
    }),
  },

  'POST /api/categories body.parentId': {
    refusal: { status: 400, field: 'parentId' },
    build: async (w, s) => ({
      url: '/api/categories',
      body: { name: name(), parentId: await insertCategory(w, companyOf(w, s)) },
    }),
  },
  'POST /api/categories/:id/move body.parentId': {
    refusal: { status: 400, field: 'parentId' },
    build: async (w, s) => ({
      url: `/api/categories/${await insertCategory(w, w.companyA.id)}/move`,
      body: { parentId: await insertCategory(w, companyOf(w, s)), position: 0 },
    }),
  },

  'POST /api/wb-accounts body.organizationId': {
    refusal: { status: 400, field: 'organizationId' },
    build: async (w, s) => ({
      url: '/api/wb-accounts',
      body: {
        name: name(),
        organizationId: (await insertOrganization(w.ctx.database, companyOf(w, s))).id,
      },
    }),
  },
  'PATCH /api/wb-accounts/:id body.organizationId': {
    refusal: { status: 400, field: 'organizationId' },
    build: async (w, s) => ({
      url: `/api/wb-accounts/${(await account(w, 'own')).id}`,
      body: { organizationId: (await insertOrganization(w.ctx.database, companyOf(w, s))).id },
    }),
  },
  // The own token reaches WB (a stand-in refusing every token, on `token`): the account passed.
  'POST /api/wb-tokens body.accountId': {
    refusal: { status: 400, field: 'accountId' },
    ownErrors: ['VALIDATION_FAILED'],
    build: async (w, s) => {
      const row = await account(w, s);
      return {
        url: '/api/wb-tokens',
        body: { accountId: row.id, name: name(), token: unsignedWbToken({ sid: row.sellerId! }) },
      };
    },
  },
  'POST /api/api-proxies body.accountIds[]': {
    caller: 'admin',
    refusal: { status: 400, field: 'accountIds' },
    build: async (w, s) => ({
      url: '/api/api-proxies',
      body: {
        name: name(),
        url: 'http://127.0.0.1:3128',
        username: null,
        password: null,
        enabled: true,
        assignment: 'accounts',
        accountIds: [(await account(w, s)).id],
      },
    }),
  },
  'PATCH /api/api-proxies/:id body.accountIds[]': {
    caller: 'admin',
    refusal: { status: 400, field: 'accountIds' },
    build: async (w, s) => ({
      url: `/api/api-proxies/${(await insertProxy(w.ctx.database, w.ctx.config, w.companyA.id)).id}`,
      body: { assignment: 'accounts', accountIds: [(await account(w, s)).id] },
    }),
  },

  'POST /api/products/bulk/tags body.selection.keys[].accountId': {
    refusal: { status: 400, field: 'selection' },
    build: async (w, s) => ({
      url: '/api/products/bulk/tags',
      body: { selection: selection(await cardOf(w, s)), add: [await insertTag(w, w.companyA.id)] },
    }),
  },
  'POST /api/products/bulk/tags body.add[]': bulkTags('add'),
  'POST /api/products/bulk/tags body.remove[]': bulkTags('remove'),
  'POST /api/products/bulk/category body.selection.keys[].accountId': {
    refusal: { status: 400, field: 'selection' },
    build: async (w, s) => ({
      url: '/api/products/bulk/category',
      body: { selection: selection(await cardOf(w, s)), categoryId: null },
    }),
  },
  'POST /api/products/bulk/category body.categoryId': {
    refusal: { status: 400, field: 'categoryId' },
    build: async (w, s) => ({
      url: '/api/products/bulk/category',
      body: {
        selection: selection(await productOfA(w)),
        categoryId: await insertCategory(w, companyOf(w, s)),
      },
    }),
  },
  'POST /api/products/bulk/cost body.selection.keys[].accountId': {
    refusal: { status: 400, field: 'selection' },
    build: async (w, s) => ({
      url: '/api/products/bulk/cost',
      body: { selection: selection(await cardOf(w, s)), cost: costBody() },
    }),
  },

  // A WB tag is created on WB first: the own cabinet, accepted, has no token to write with.
  'POST /api/tags body.accountId': {
    refusal: { status: 400, field: 'accountId' },
    ownErrors: ['TAG_READ_ONLY'],
    build: async (w, s) => ({
      url: '/api/tags',
      body: { name: name().slice(0, 10), color: 'D1CFD7', accountId: (await account(w, s)).id },
    }),
  },
  'POST /api/tags/:id/products body.add[].accountId': {
    refusal: { status: 400, field: 'add' },
    build: async (w, s) => ({
      url: `/api/tags/${await insertTag(w, w.companyA.id)}/products`,
      body: { add: [await cardOf(w, s)].map(({ accountId, nmId }) => ({ accountId, nmId })) },
    }),
  },
  'POST /api/tags/:id/products body.remove[].accountId': {
    refusal: { status: 400, field: 'remove' },
    build: async (w, s) => ({
      url: `/api/tags/${await insertTag(w, w.companyA.id)}/products`,
      body: { remove: [await cardOf(w, s)].map(({ accountId, nmId }) => ({ accountId, nmId })) },
    }),
  },

  'PATCH /api/settings/user body.defaultCompanyId': {
    anyOwnCompany: true,
    refusal: { status: 400, field: 'defaultCompanyId' },
    build: async (w, s) => ({
      url: '/api/settings/user',
      body: { defaultCompanyId: companyOf(w, s) },
    }),
  },
  'PATCH /api/settings/user body.defaultWbAccountId': {
    anyOwnCompany: true,
    refusal: { status: 400, field: 'defaultWbAccountId' },
    build: async (w, s) => ({
      url: '/api/settings/user',
      body: { defaultWbAccountId: (await account(w, s)).id },
    }),
  },

  'GET /api/dashboard query.account': {
    refusal: { status: 404 },
    build: async (w, s) => ({ url: `/api/dashboard?account=${(await account(w, s)).id}` }),
  },
  ...reportCases('/api/sales/report'),
  ...reportCases('/api/reports/product-flow'),

  'GET /api/products/:nmId query.account': productTab(''),
  'GET /api/products/:nmId/prices query.account': productTab('/prices'),
  'GET /api/products/:nmId/stocks query.account': productTab('/stocks'),
  'GET /api/products/:nmId/sales query.account': productTab('/sales'),
  'GET /api/products/:nmId/unit-economics query.account': productTab('/unit-economics'),
  'GET /api/products/:nmId/costs query.account': productTab('/costs'),
  'POST /api/products/:nmId/costs query.account': {
    refusal: { status: 404 },
    build: async (w, s) => {
      const card = await cardOf(w, s);
      return {
        url: `/api/products/${card.nmId}/costs?account=${card.accountId}`,
        body: costBody(),
      };
    },
  },
  ...incomeForeignCases,
  ...nmReportsForeignCases,
  ...warehouseForeignCases,
  ...acceptanceForeignCases,
  ...transportationForeignCases,
  ...financesForeignCases,
};

/**
 * Why a uuid field (`METHOD path field`) has no case: it references no company's object (none so
 * far: an idempotency key is a header), or its route takes any company's by design. The test
 * fails on a field that is neither a case nor excluded here.
 */
export function excluded(field: string): string | null {
  if (field.split(' ')[1]!.startsWith('/api/admin/'))
    return "platform administration: an administrator acts on any company's objects by design";
  return null;
}
