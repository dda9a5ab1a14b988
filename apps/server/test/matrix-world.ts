/**
 * The world the matrix cases act in (see matrix-cases.ts): companies A and B, their owners, the
 * system roles of A, a platform administrator, and a signed-in client for each caller. Shared by
 * the authorization matrix and the audit and idempotency coverage tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Principal, SystemRoleKey } from '@wb/shared';
import { TestClient } from './client';
import type { TestContext } from './helpers';
import { createCompany, createUser, signIn } from './identity';
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
 * token names (a token of that seller becomes valid).
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
