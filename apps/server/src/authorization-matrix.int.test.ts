/**
 * The authorization matrix (docs/budgets.md#tenant-isolation-and-access-control), generated from
 * the registered routes: every /api route × {anonymous, each system role of company A, platform
 * admin, owner of company B} × {own object, foreign object}. The guard's answer must follow the
 * route's declared rule; allowed callers reach their own objects and get 404 for the other
 * company's; nothing of company B changes while the others act.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decideAccess, type AccessRule, type Principal, type SystemRoleKey } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/client';
import { buildTestApp, type TestContext } from '../test/helpers';
import { createCompany, createUser, signIn } from '../test/identity';
import {
  matrixCases,
  type Actor,
  type MatrixCase,
  type Scope,
  type World,
} from '../test/matrix-cases';
import { declaredCases } from '../test/matrix-cases-lists';
import { worldOf } from '../test/matrix-world';

let ctx: TestContext;
let wb: Server;
let world: World;
/** The hand-written cases and those generated from the declared lists and reports. */
let cases: Record<string, MatrixCase>;

const ROLES_OF_A: Exclude<SystemRoleKey, 'owner'>[] = [
  'manager',
  'logistician',
  'financier',
  'analyst',
];

/** Everything of a company that a request could change. */
async function snapshotOf(id: string): Promise<string> {
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

beforeAll(async () => {
  cases = { ...matrixCases, ...(await declaredCases()) };
  // WB stand-in: refuses every token, so token checks finish at once without the sandbox.
  wb = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ title: 'unauthorized', status: 401, detail: 'token is not valid' }));
  });
  await new Promise<void>((resolve) => wb.listen(0, '127.0.0.1', resolve));
  ctx = await buildTestApp({
    config: {
      AUTH_EMAIL_RATE_PER_MINUTE: '100000',
      WB_BASE_URL: `http://127.0.0.1:${(wb.address() as AddressInfo).port}`,
    },
  });
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', {
    manager: 1,
    logistician: 1,
    financier: 1,
    analyst: 1,
  });
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
  for (const key of ROLES_OF_A) {
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
  world = worldOf(ctx, a, b, actors);
});

afterAll(async () => {
  await ctx.close();
  wb.close();
});

const GUARD_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

describe('authorization matrix', () => {
  it('has a case for every registered /api route', () => {
    const routes = ctx.app
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${String(r.method)} ${r.url}`);
    const missing = routes.filter((r) => !cases[r]);
    expect(missing).toEqual([]);
    const stale = Object.keys(cases).filter((k) => !routes.includes(k));
    expect(stale).toEqual([]);
  });

  it('answers every route × caller × object as the declared rule says, with no cross-company access', async () => {
    const routes = ctx.app
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    const failures: string[] = [];
    let checked = 0;
    for (const actor of world.actors) {
      // The company that is not the caller's: nothing in it may change because of the caller.
      const other = actor.company === 'B' ? world.companyA.id : world.companyB.id;
      for (const route of routes) {
        const key = `${String(route.method)} ${route.url}`;
        const testCase = cases[key]!;
        const rule = route.access as AccessRule;
        const decision = decideAccess(rule, actor.principal);
        for (const scope of ['own', 'foreign'] as Scope[]) {
          if (scope === 'foreign' && !testCase.foreign) continue;
          const req = await testCase.build(world, actor, scope);
          if (!req) continue;
          const client = req.client ?? actor.client;
          const before = await snapshotOf(other);
          const res = await client.request({
            method: String(route.method),
            url: req.url,
            payload: req.body as object,
          });
          checked++;
          // Exports answer with a file, not JSON.
          const json = String(res.headers['content-type'] ?? '').includes('json');
          const parsed: unknown = res.body && json ? JSON.parse(res.body) : null;
          await testCase.after?.(world, parsed);
          if ((await snapshotOf(other)) !== before)
            failures.push(`${actor.name} → ${key} (${scope}): changed the other company`);
          const body = (parsed ?? {}) as { code?: string };
          const where = `${actor.name} → ${key} (${scope}) = ${res.statusCode} ${body.code ?? ''}`;
          if (res.statusCode >= 500) failures.push(`${where}: server error`);
          if (decision === 'unauthenticated') {
            if (res.statusCode !== 401 || body.code !== 'UNAUTHENTICATED')
              failures.push(`${where}: expected 401`);
            continue;
          }
          if (decision === 'forbidden') {
            if (res.statusCode !== 403 || body.code !== 'FORBIDDEN')
              failures.push(`${where}: expected 403`);
            continue;
          }
          if (
            body.code &&
            GUARD_CODES.has(body.code) &&
            !testCase.allowedErrors?.includes(body.code)
          ) {
            failures.push(`${where}: refused by the guard although the rule allows it`);
            continue;
          }
          if (scope === 'foreign') {
            if (res.statusCode !== 404)
              failures.push(`${where}: another company's object must answer 404`);
            continue;
          }
          const allowed = testCase.allowedErrors ?? [];
          if (res.statusCode >= 400 && !allowed.includes(body.code ?? '')) {
            failures.push(`${where}: own object refused (${res.body.slice(0, 200)})`);
          }
          if (actor.company === 'A' && res.body.includes(world.companyB.id)) {
            failures.push(`${where}: answer mentions company B`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(400);
    // Hundreds of requests, each with two snapshots of a company: beyond the default 30 s on a
    // busy machine (51 s measured with 8 agents sharing 2 cores).
  }, 180_000);
});
