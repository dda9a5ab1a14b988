import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyMembers, users } from './users.table';

// Read by companies.

export type MemberRow = typeof companyMembers.$inferSelect;

/** Adds members; `skipExisting`: a membership already there is left as it is. */
export async function addMembers(
  db: DbOrTx,
  rows: { companyId: string; userId: string; roleId: string }[],
  { skipExisting = false } = {},
): Promise<void> {
  const insert = db.insert(companyMembers).values(rows);
  await (skipExisting ? insert.onConflictDoNothing() : insert);
}

/** A user's membership in a company (whatever its status), or undefined. */
export async function findMember(
  db: DbOrTx,
  companyId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

/** Every membership of a user, with how many members its company has. */
export function membershipsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      companyId: companyMembers.companyId,
      roleId: companyMembers.roleId,
      status: companyMembers.status,
      // Qualified: drizzle leaves the outer column bare when selecting from one table.
      membersCount: sql<number>`(select count(*)::int from company_members mm where mm.company_id = "company_members"."company_id")`,
    })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
}

/** How many active members of the company have the role. */
export async function countActiveMembersWithRole(
  db: DbOrTx,
  companyId: string,
  roleId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'active'),
        eq(companyMembers.roleId, roleId),
      ),
    );
  return row?.n ?? 0;
}

// Read by roles.

/** How many members have each of the roles (a role nobody has is not in the map). */
export async function memberCountsByRole(
  db: DbOrTx,
  roleIds: string[],
): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: companyMembers.roleId, n: count() })
    .from(companyMembers)
    .where(inArray(companyMembers.roleId, roleIds))
    .groupBy(companyMembers.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

/** Gives the members of the company who have one role another. */
export async function reassignMembersRole(
  db: DbOrTx,
  companyId: string,
  fromRoleId: string,
  toRoleId: string,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ roleId: toRoleId })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.roleId, fromRoleId)));
}

// Read by admin.

export type UserPatch = Partial<
  Pick<typeof users.$inferInsert, 'passwordHash' | 'isBlocked' | 'type'>
>;

/** Changes a user's account fields (and their updated_at). */
export async function updateUser(db: DbOrTx, id: string, patch: UserPatch): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Sets a new password hash: the password changed now. */
export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.type, 'admin'));
  return row?.n ?? 0;
}

// Read by demo.

/** Creates a user whose e-mail is already verified; returns the id. */
export async function insertVerifiedUser(
  db: DbOrTx,
  input: Pick<typeof users.$inferInsert, 'email' | 'fullName' | 'type' | 'passwordHash'>,
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...input, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return row!.id;
}

/** Turns the second factor on now with this (encrypted) secret. */
export async function enableTotpNow(db: DbOrTx, id: string, totpSecret: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret, totpEnabledAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Which of these e-mails (as stored) have a user. */
export async function existingEmails(db: DbOrTx, emails: string[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return rows.map((r) => r.email);
}
