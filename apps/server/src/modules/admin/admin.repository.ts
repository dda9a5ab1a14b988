/**
 * The administrator's reads across companies: a user's memberships in every company, a
 * company's owners. The users, companies and roles themselves are read and written through
 * their modules.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membersCount, ownerEmails } from './admin-companies.list';

/** Every company the user is a member of, with the role and the membership's status, by name. */
export async function companiesOfUser(db: DbOrTx, userId: string) {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    roleName: string;
    status: 'active' | 'disabled';
  }>(sql`
    SELECT c.id, c.name, r.name AS "roleName", m.status
      FROM company_members m
      JOIN companies c ON c.id = m.company_id
      JOIN roles r ON r.id = m.role_id
     WHERE m.user_id = ${userId}::uuid
     ORDER BY c.name`);
  return rows;
}

/** The owners' e-mails of a company and how many members it has. */
export async function ownersAndMembersCount(db: DbOrTx, companyId: string) {
  const { rows } = await db.execute<{ owners: string[]; membersCount: number }>(sql`
    SELECT ${ownerEmails} AS owners, ${membersCount}::int AS "membersCount"
      FROM companies c
     WHERE c.id = ${companyId}::uuid`);
  return rows[0] ?? { owners: [], membersCount: 0 };
}

/** One change of the administrators at a time (there must always be one left). */
export async function lockPlatformAdmins(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('platform-admins'))`);
}
