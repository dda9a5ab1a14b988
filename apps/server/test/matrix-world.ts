/**
 * The world the matrix cases act in (see matrix-cases.ts): companies A and B, their owners, the
 * system roles of A, a platform administrator, and a signed-in client for each caller, plus a
 * snapshot of everything of a company a request could change. Shared by the authorization matrix,
 * the foreign-ids test and the audit and idempotency coverage tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal, SystemRoleKey } from '@wb/shared';
import { TestClient } from './client';
import { buildTestApp, type TestContext } from './helpers';
import { createCompany, createUser, signIn } from './identity';
import { companyMembers } from '../src/modules/users/users.table';
import type { Actor, World } from './matrix-cases';

export const ROLES_OF_A: Exclude<SystemRoleKey, 'owner'>[] = [
  'manager',
  'logistician',
  'financier',
  'analyst',
];

/** The payload of a WB-shaped JWT in an Authorization header, or null. */
function tokenPayloadOf(header: string | undefined): { sid?: string } | null {
  try {
    const part = (header ?? '').replace(/^Bearer /, '').split('.')[1] ?? '';
    return JSON.parse(Buffer.from(part, 'base64url').toString()) as { sid?: string };
  } catch {
    return null;
  }
}

/**
 * A local stand-in for WB, so token checks finish at once without the sandbox. It refuses every
 * token, unless `acceptSellerInfo`: then it answers the seller-info question for the seller the
 * token names (a token of that seller becomes valid), and that seller's balance.
 */
export async function startWbStandIn(
  options: { acceptSellerInfo?: boolean } = {},
): Promise<{ url: string; close: () => void }> {
  const wb: Server = createServer((req, res) => {
    const payload = tokenPayloadOf(req.headers.authorization);
    if (options.acceptSellerInfo && req.url?.includes('seller-info') && payload?.sid) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: payload.sid, name: 'Продавец', tradeMark: 'Марка' }));
      return;
    }
    // The seller's balance (finance category), as the refresh of a marketplace account reads it.
    if (options.acceptSellerInfo && req.url?.endsWith('/api/v1/account/balance') && payload?.sid) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ currency: 'RUB', current: 125430.5, for_withdraw: 98000 }));
      return;
    }
    // A supply draft and its items (supplies category), as a transportation's draft makes them.
    if (options.acceptSellerInfo && req.url?.includes('/api/supplies/v1/drafts') && payload?.sid) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(req.url.endsWith('/items') ? { results: [] } : { draftId: 'draft-1' }),
      );
      return;
    }
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ title: 'unauthorized', status: 401, detail: 'token is not valid' }));
  });
  await new Promise<void>((resolve) => wb.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(wb.address() as AddressInfo).port}`,
    close: () => wb.close(),
  };
}

/**
 * Companies A (with one member of each of `rolesOfA`) and B, a platform administrator, and the
 * callers: anonymous, the owner and members of A, the administrator, the owner of B.
 */
export async function buildMatrixWorld(
  ctx: TestContext,
  rolesOfA: readonly Exclude<SystemRoleKey, 'owner'>[] = ROLES_OF_A,
): Promise<World> {
  const a = await createCompany(
    ctx.database,
    ctx.config,
    'Компания А',
    Object.fromEntries(rolesOfA.map((key) => [key, 1])),
  );
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  const admin = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  const actors: Actor[] = [
    { name: 'anonymous', client: new TestClient(ctx.app), company: null, principal: null },
  ];
  const principalFor = (key: SystemRoleKey): Principal => ({
    type: 'user',
    permissions: a.roles[key].permissions,
  });
  actors.push({
    name: 'Владелец A',
    client: await signIn(ctx.app, a.owner),
    user: a.owner,
    company: 'A',
    roleKey: 'owner',
    principal: principalFor('owner'),
  });
  for (const key of rolesOfA) {
    const user = a.members[key]![0]!;
    actors.push({
      name: `${a.roles[key].name} A`,
      client: await signIn(ctx.app, user),
      user,
      company: 'A',
      roleKey: key,
      principal: principalFor(key),
    });
  }
  actors.push({
    name: 'platform admin',
    client: await signIn(ctx.app, admin),
    user: admin,
    company: null,
    principal: { type: 'admin', permissions: [] },
  });
  actors.push({
    name: 'Владелец B',
    client: await signIn(ctx.app, b.owner),
    user: b.owner,
    company: 'B',
    roleKey: 'owner',
    principal: { type: 'user', permissions: b.roles.owner.permissions },
  });
  return {
    ctx,
    companyA: a.company,
    companyB: b.company,
    rolesA: a.roles,
    rolesB: b.roles,
    ownerA: a.owner,
    ownerB: b.owner,
    actors,
  };
}

export const ADMIN_OWNER = 'platform admin, owner in A';

/**
 * Adds to the world the only caller the routes of the WB cookies and proxies allow (an
 * administrator with the permission in the current company): a platform administrator who is an
 * owner of company A, signed in there.
 */
export async function addAdministratorOfA(world: World): Promise<void> {
  const { ctx, companyA, rolesA } = world;
  const user = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  await ctx.database.db
    .insert(companyMembers)
    .values({ companyId: companyA.id, userId: user.id, roleId: rolesA.owner.id });
  world.actors.push({
    name: ADMIN_OWNER,
    client: await signIn(ctx.app, user),
    user,
    company: 'A',
    roleKey: 'owner',
    principal: { type: 'admin', permissions: rolesA.owner.permissions },
  });
}

/**
 * The app behind a WB stand-in that refuses every token, and its world (`rolesOfA`: none by
 * default; `adminOwnerOfA`: with the administrator who owns A). `close` ends both.
 */
export async function buildWorld(
  options: { rolesOfA?: readonly Exclude<SystemRoleKey, 'owner'>[]; adminOwnerOfA?: boolean } = {},
): Promise<{ world: World; close: () => Promise<void> }> {
  const wb = await startWbStandIn();
  const ctx = await buildTestApp({
    config: { AUTH_EMAIL_RATE_PER_MINUTE: '100000', WB_BASE_URL: wb.url },
  });
  const world = await buildMatrixWorld(ctx, options.rolesOfA ?? []);
  if (options.adminOwnerOfA) await addAdministratorOfA(world);
  return {
    world,
    async close() {
      await ctx.close();
      wb.close();
    },
  };
}

/** Everything of a company that a request could change. */
export async function snapshotOf(ctx: TestContext, id: string): Promise<string> {
  const { rows } = await ctx.database.pool.query(
    `SELECT json_build_object(
       'company', (SELECT row_to_json(c) FROM (SELECT id, name, requisites, blocked_at FROM companies WHERE id = $1) c),
       'roles', (SELECT json_agg(r ORDER BY r.id) FROM (SELECT id, name, permissions FROM roles WHERE company_id = $1) r),
       'members', (SELECT json_agg(m ORDER BY m.user_id) FROM (SELECT user_id, role_id, status FROM company_members WHERE company_id = $1) m),
       'invitations', (SELECT json_agg(i ORDER BY i.id) FROM (SELECT id, email, revoked_at, accepted_at FROM invitations WHERE company_id = $1) i),
       'organizations', (SELECT json_agg(o ORDER BY o.id) FROM (SELECT * FROM organizations WHERE company_id = $1) o),
       'accounts', (SELECT json_agg(a ORDER BY a.id) FROM (SELECT * FROM wb_accounts WHERE company_id = $1) a),
       'tokens', (SELECT json_agg(t ORDER BY t.id) FROM (SELECT * FROM wb_tokens WHERE company_id = $1) t),
       'cookies', (SELECT json_agg(k ORDER BY k.id) FROM (SELECT * FROM wb_cookies WHERE company_id = $1) k),
       'proxies', (SELECT json_agg(p ORDER BY p.id) FROM (SELECT * FROM api_proxies WHERE company_id = $1) p),
       'sync', (SELECT json_agg(y ORDER BY y.account_id, y.dataset) FROM (SELECT * FROM sync_state WHERE company_id = $1) y),
       'tags', (SELECT json_agg(g ORDER BY g.id) FROM (SELECT * FROM tags WHERE company_id = $1) g),
       'productTags', (SELECT json_agg(pt ORDER BY pt.tag_id, pt.nm_id) FROM (SELECT * FROM product_tags WHERE company_id = $1) pt),
       'categories', (SELECT json_agg(k ORDER BY k.id) FROM (SELECT * FROM categories WHERE company_id = $1) k),
       'proxyAccounts', (SELECT json_agg(pa ORDER BY pa.proxy_id, pa.account_id) FROM (SELECT * FROM api_proxy_accounts WHERE company_id = $1) pa)
     ) AS s`,
    [id],
  );
  return JSON.stringify(rows[0].s);
}
