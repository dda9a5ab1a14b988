import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createSystemRoles, findSystemRole, rolesByIds } from '../roles/roles.repository';
import {
  addMembers,
  countActiveMembersWithRole,
  memberRow,
  membershipsOfUser,
} from '../users/users.repository';
import { companies, type CompanyRequisites } from './companies.table';

export type CompanyRow = typeof companies.$inferSelect;

/** Creates a company with its system roles; the creator becomes Владелец. */
export async function createCompanyWithOwner(
  db: DbOrTx,
  input: { name: string; requisites?: CompanyRequisites; ownerUserId: string },
) {
  const [company] = await db
    .insert(companies)
    .values({ name: input.name, requisites: input.requisites ?? {}, createdBy: input.ownerUserId })
    .returning();
  const systemRoles = await createSystemRoles(db, company!.id);
  await addMembers(db, [
    { companyId: company!.id, userId: input.ownerUserId, roleId: systemRoles.owner.id },
  ]);
  return { company: company!, roles: systemRoles };
}

/** The companies of a user with their role, members count and block state, by name. */
export async function listUserCompanies(db: DbOrTx, userId: string) {
  const memberships = await membershipsOfUser(db, userId);
  if (memberships.length === 0) return [];
  const rows = await db
    .select()
    .from(companies)
    .where(
      inArray(
        companies.id,
        memberships.map((m) => m.companyId),
      ),
    )
    .orderBy(sql`lower(${companies.name})`);
  const roleRows = await rolesByIds(
    db,
    memberships.map((m) => m.roleId),
  );
  const membershipOf = new Map(memberships.map((m) => [m.companyId, m]));
  const roleOf = new Map(roleRows.map((r) => [r.id, r]));
  return rows.map((company) => {
    const membership = membershipOf.get(company.id)!;
    const role = roleOf.get(membership.roleId)!;
    return {
      company,
      roleId: role.id,
      roleName: role.name,
      systemKey: role.systemKey,
      status: membership.status,
      membersCount: membership.membersCount,
    };
  });
}

/** A user's membership in a company (whatever its status), with the role and the company. */
export async function findMembership(db: DbOrTx, companyId: string, userId: string) {
  const member = await memberRow(db, companyId, userId);
  if (!member) return undefined;
  const [role] = await rolesByIds(db, [member.roleId]);
  const company = await findCompany(db, companyId);
  return role && company ? { member, role, company } : undefined;
}

/** Active owners of a company (the last one can never be removed, disabled or demoted). */
export async function countActiveOwners(db: DbOrTx, companyId: string): Promise<number> {
  const owner = await findSystemRole(db, companyId, 'owner');
  return owner ? countActiveMembersWithRole(db, companyId, owner.id) : 0;
}

export async function findCompany(db: DbOrTx, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The oldest company of this name (the demo company is found by its name). */
export async function findCompanyByName(db: DbOrTx, name: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.name, name))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return row;
}

export async function updateCompany(
  db: DbOrTx,
  id: string,
  patch: { name?: string; requisites?: CompanyRequisites; blockedAt?: Date | null },
): Promise<void> {
  await db
    .update(companies)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

export async function deleteCompany(db: DbOrTx, id: string): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

// Read by users.
/** A company by id (the invitation's company: its name and whether it is blocked). */
export async function findCompanyById(db: DbOrTx, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Locks the company's row until the transaction ends (serialises its membership changes). */
export async function lockCompany(db: DbOrTx, companyId: string): Promise<void> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}
