/**
 * The world of the tenant-isolation tests (the authorization matrix, the foreign ids in bodies):
 * the app behind a WB stand-in, company A (its owner and the members asked for), company B (its
 * owner), signed-in actors, and a snapshot of everything of a company a request could change.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal, SystemRoleKey } from '@wb/shared';
import { TestClient } from './client';
import { buildTestApp, type TestContext } from './helpers';
import { createCompany, createUser, signIn } from './identity';
import type { Actor, World } from './matrix-cases';

/**
 * Builds the world: actors are anonymous, A's owner, A's members with `rolesOfA` (one each), the
 * platform admin when asked, and B's owner, in that order. `close` ends the app and the stand-in.
 */
export async function buildWorld(
  options: { rolesOfA?: Exclude<SystemRoleKey, 'owner'>[]; admin?: boolean } = {},
): Promise<{ world: World; close: () => Promise<void> }> {
  const rolesOfA = options.rolesOfA ?? [];
  // WB stand-in: refuses every token, so token checks finish at once without the sandbox.
  const wb = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ title: 'unauthorized', status: 401, detail: 'token is not valid' }));
  });
  await new Promise<void>((resolve) => wb.listen(0, '127.0.0.1', resolve));
  const ctx: TestContext = await buildTestApp({
    config: {
      AUTH_EMAIL_RATE_PER_MINUTE: '100000',
      WB_BASE_URL: `http://127.0.0.1:${(wb.address() as AddressInfo).port}`,
    },
  });
  const a = await createCompany(
    ctx.database,
    ctx.config,
    'Компания А',
    Object.fromEntries(rolesOfA.map((key) => [key, 1])),
  );
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
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
  if (options.admin) {
    const admin = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
    actors.push({
      name: 'platform admin',
      client: await signIn(ctx.app, admin),
      user: admin,
      company: null,
      principal: { type: 'admin', permissions: [] },
    });
  }
  actors.push({
    name: 'Владелец B',
    client: await signIn(ctx.app, b.owner),
    user: b.owner,
    company: 'B',
    roleKey: 'owner',
    principal: { type: 'user', permissions: b.roles.owner.permissions },
  });
  const world: World = {
    ctx,
    companyA: a.company,
    companyB: b.company,
    rolesA: a.roles,
    rolesB: b.roles,
    ownerA: a.owner,
    ownerB: b.owner,
    actors,
  };
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
