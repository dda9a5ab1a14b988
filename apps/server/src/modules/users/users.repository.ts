import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyMembers, users } from './users.table';

export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof companyMembers.$inferSelect;

/** A user by e-mail, compared case-insensitively. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    email: string;
    passwordHash: string;
    fullName: string;
    locale: string;
    emailVerifiedAt: Date | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Marks the address proven (keeps the first proof's time); returns the user. */
export async function markEmailVerified(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function recordLogin(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, id));
}

/** A new password hash; `proveEmail`: the change came through the mailbox, so the address is proven. */
export async function setPasswordHash(
  db: DbOrTx,
  id: string,
  passwordHash: string,
  options: { proveEmail?: boolean } = {},
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(options.proveEmail
        ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }
        : {}),
    })
    .where(eq(users.id, id));
}

/** A new, proven e-mail address. */
export async function setEmail(db: DbOrTx, id: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function updateUserProfile(
  db: DbOrTx,
  id: string,
  patch: { fullName?: string; phone?: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Stores an encrypted second-factor secret being enrolled (not active yet). */
export async function setPendingTotpSecret(
  db: DbOrTx,
  id: string,
  encryptedSecret: string,
): Promise<void> {
  await db.update(users).set({ totpPendingSecret: encryptedSecret }).where(eq(users.id, id));
}

/** Turns the second factor on with the given (encrypted) secret; the pending one is dropped. */
export async function enableUserTotp(
  db: DbOrTx,
  id: string,
  encryptedSecret: string,
): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: encryptedSecret,
      totpPendingSecret: null,
      totpEnabledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/**
 * Claims the time step of an accepted TOTP code: false when a code of that step or a later one
 * was already accepted (a replay). Row-locking, so of two racing requests one wins.
 */
export async function claimTotpStep(db: DbOrTx, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function disableUserTotp(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/** A member of a company with their account. */
export async function findMember(
  db: DbOrTx,
  companyId: string,
  userId: string,
): Promise<{ member: MemberRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ member: companyMembers, user: users })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

/** Whether the company has a member with this (lowered) e-mail. */
export async function isMemberByEmail(
  db: DbOrTx,
  companyId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email}`));
  return Boolean(row);
}

export async function setMemberRoleAndStatus(
  db: DbOrTx,
  companyId: string,
  userId: string,
  values: { roleId: string; status: MemberRow['status'] },
): Promise<void> {
  await db
    .update(companyMembers)
    .set(values)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function deleteMember(db: DbOrTx, companyId: string, userId: string): Promise<void> {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

// Read by wb-tokens.

/** The e-mails of the company's active, unblocked members whose role grants `permission`. */
export async function memberEmailsWithPermission(
  db: DbOrTx,
  companyId: string,
  permission: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ email: string }>(sql`
    SELECT u.email
      FROM company_members m
      JOIN users u ON u.id = m.user_id
      JOIN roles r ON r.id = m.role_id
     WHERE m.company_id = ${companyId}::uuid AND m.status = 'active' AND NOT u.is_blocked
       AND ${permission} = ANY(r.permissions)`);
  return rows.map((r) => r.email);
}

// Read by companies.

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
export async function memberRow(
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
