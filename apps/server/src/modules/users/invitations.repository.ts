import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { companies } from '../companies/companies.table';
import { roles } from '../roles/roles.table';
import { companyMembers, invitations, users } from './users.table';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const open = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

/** An open invitation by its link token, with the company, role and inviter. */
export async function findOpenInvitation(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      companyName: companies.name,
      companyBlocked: sql<boolean>`${companies.blockedAt} is not null`,
      roleName: roles.name,
      inviterName: users.fullName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, hashToken(token)), open()));
  return row;
}

/**
 * Accepts an invitation for a user: joins the company with the invited role (or keeps the
 * existing membership) and closes the invitation. Returns false if it was already used.
 */
export async function acceptInvitation(
  db: DbOrTx,
  invitation: typeof invitations.$inferSelect,
  userId: string,
): Promise<boolean> {
  const closed = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.id, invitation.id), open()))
    .returning({ id: invitations.id });
  if (closed.length === 0) return false;
  await db
    .insert(companyMembers)
    .values({
      companyId: invitation.companyId,
      userId,
      roleId: invitation.roleId,
      invitedBy: invitation.invitedBy,
    })
    .onConflictDoNothing();
  return true;
}
