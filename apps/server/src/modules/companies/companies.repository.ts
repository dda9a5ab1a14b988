import type { CompanyRequisites } from './companies.table';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createSystemRoles } from '../roles/roles.repository';
import { roles } from '../roles/roles.table';
import { companyMembers } from '../users/users.table';
import { companies } from './companies.table';

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
  await db.insert(companyMembers).values({
    companyId: company!.id,
    userId: input.ownerUserId,
    roleId: systemRoles.owner.id,
  });
  return { company: company!, roles: systemRoles };
}

/** The companies of a user with their role, members count and block state. */
export async function listUserCompanies(db: DbOrTx, userId: string) {
  return db
    .select({
      company: companies,
      roleId: roles.id,
      roleName: roles.name,
      systemKey: roles.systemKey,
      status: companyMembers.status,
      membersCount: sql<number>`(select count(*)::int from company_members mm where mm.company_id = "companies"."id")`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(roles, eq(roles.id, companyMembers.roleId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(sql`lower(${companies.name})`);
}

/** A user's active membership in a company, with the role. */
export async function findMembership(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ member: companyMembers, role: roles, company: companies })
    .from(companyMembers)
    .innerJoin(roles, eq(roles.id, companyMembers.roleId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

/** Active owners of a company (the last one can never be removed, disabled or demoted). */
export async function countActiveOwners(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMembers)
    .innerJoin(roles, eq(roles.id, companyMembers.roleId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'active'),
        eq(roles.systemKey, 'owner'),
      ),
    );
  return row?.n ?? 0;
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
