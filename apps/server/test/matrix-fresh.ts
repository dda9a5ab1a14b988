/**
 * Objects the authorization matrix's identity cases make fresh for each request (matrix-cases.ts):
 * a member, an invitation, a role, a company where the caller has its own role, a session, a
 * signed-in client.
 */
import { createSession } from '../src/modules/auth/sessions';
import { createCompanyWithOwner } from '../src/modules/companies/companies.repository';
import type { companies } from '../src/modules/companies/companies.table';
import { hashToken, randomToken } from '../src/lib/tokens';
import { roles as rolesTable } from '../src/modules/roles/roles.table';
import { companyMembers, invitations } from '../src/modules/users/users.table';
import { TestClient } from './client';
import { createUser, signIn, uniqueEmail } from './identity';
import type { Actor, World } from './matrix-cases';

type Company = typeof companies.$inferSelect;

export async function freshMember(
  world: World,
  companyId: string,
  roleId: string,
): Promise<string> {
  const user = await createUser(world.ctx.database, world.ctx.config);
  await world.ctx.database.db.insert(companyMembers).values({ companyId, userId: user.id, roleId });
  return user.id;
}

export async function freshInvitation(
  world: World,
  companyId: string,
  roleId: string,
  email = uniqueEmail('inv'),
) {
  const token = randomToken();
  const [row] = await world.ctx.database.db
    .insert(invitations)
    .values({
      companyId,
      email,
      roleId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id: row!.id, token };
}

export async function freshRole(world: World, companyId: string): Promise<string> {
  const [row] = await world.ctx.database.db
    .insert(rolesTable)
    .values({ companyId, name: `Роль ${randomToken().slice(0, 8)}`, permissions: ['product:view'] })
    .returning();
  return row!.id;
}

/** A company in which the caller has the same role as in its own company (to change or delete it). */
export async function freshCompanyLike(world: World, actor: Actor): Promise<Company> {
  const owner =
    actor.roleKey === 'owner' && actor.user
      ? actor.user
      : await createUser(world.ctx.database, world.ctx.config);
  const { company, roles } = await createCompanyWithOwner(world.ctx.database.db, {
    name: `Временная ${randomToken().slice(0, 6)}`,
    ownerUserId: owner.id,
  });
  if (actor.user && actor.roleKey && actor.roleKey !== 'owner') {
    await world.ctx.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: actor.user.id, roleId: roles[actor.roleKey].id });
  }
  return company;
}

export async function freshSessionId(world: World, userId: string): Promise<string> {
  return (
    await createSession(world.ctx.database.db, {
      userId,
      companyId: null,
      ip: null,
      userAgent: 'matrix',
    })
  ).id;
}

export async function freshClient(world: World, actor: Actor): Promise<TestClient> {
  return actor.user ? signIn(world.ctx.app, actor.user) : new TestClient(world.ctx.app);
}
