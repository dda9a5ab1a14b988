import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { companyMembers, invitations, users } from './users.table';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitationRow = typeof invitations.$inferSelect;

const open = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );

type OpenInvitation = { invitation: InvitationRow; inviterName: string | null };

async function findOpen(db: DbOrTx, where: SQL | undefined): Promise<OpenInvitation | undefined> {
  const [row] = await db
    .select({ invitation: invitations, inviterName: users.fullName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(where, open()));
  return row;
}

/** An open invitation by its link token, with the inviter's name. */
export async function findOpenInvitationByToken(db: DbOrTx, token: string) {
  return findOpen(db, eq(invitations.tokenHash, hashToken(token)));
}

/** An open invitation of the company by id, with the inviter's name. */
export async function findOpenInvitationById(db: DbOrTx, companyId: string, id: string) {
  return findOpen(db, and(eq(invitations.companyId, companyId), eq(invitations.id, id)));
}

/** Revokes the company's open invitation to an (already lowered) address, if any. */
export async function revokeOpenInvitationsTo(
  db: DbOrTx,
  companyId: string,
  email: string,
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.companyId, companyId),
        sql`lower(${invitations.email}) = ${email}`,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

export async function insertInvitation(
  db: DbOrTx,
  values: {
    companyId: string;
    email: string;
    roleId: string;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Revokes an invitation of the company that is neither accepted nor revoked; returns it. */
export async function revokeInvitation(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Accepts an invitation for a user: joins the company with the invited role (or keeps the
 * existing membership) and closes the invitation. Returns false if it was already used.
 */
export async function acceptInvitation(
  db: DbOrTx,
  invitation: InvitationRow,
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
