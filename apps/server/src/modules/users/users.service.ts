import type { Invitation, Member, MemberRole } from '@wb/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { publicUrl, type Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { audit, type AuditContext } from '../audit/audit.service';
import { sessions } from '../auth/auth.table';
import { countActiveOwners } from '../companies/companies.repository';
import { companies } from '../companies/companies.table';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { findRole } from '../roles/roles.repository';
import { roles } from '../roles/roles.table';
import { INVITATION_TTL_MS } from './invitations.repository';
import { companyMembers, invitations, users } from './users.table';

export interface Tenant {
  companyId: string;
  userId: string;
}

/** Serialises membership changes of one company (the last-owner rule must hold under races). */
async function lockCompany(tx: DbOrTx, companyId: string) {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}

async function memberRows(db: DbOrTx, companyId: string, userId?: string) {
  return db
    .select({ member: companyMembers, user: users, role: roles })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(roles, eq(roles.id, companyMembers.roleId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        userId ? eq(companyMembers.userId, userId) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.fullName})`);
}

function memberDto(row: Awaited<ReturnType<typeof memberRows>>[number], me: string): Member {
  return {
    userId: row.user.id,
    email: row.user.email,
    fullName: row.user.fullName,
    roleId: row.role.id,
    roleName: row.role.name,
    isOwner: row.role.systemKey === 'owner',
    status: row.member.status,
    joinedAt: row.member.joinedAt.toISOString(),
    lastActiveAt: row.member.lastActiveAt?.toISOString() ?? null,
    isMe: row.user.id === me,
  };
}

const inviter = sql<
  string | null
>`(select u.full_name from users u where u.id = "invitations"."invited_by")`;

async function openInvitations(db: DbOrTx, companyId: string, id?: string): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: invitations, roleName: roles.name, invitedBy: inviter })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
        id ? eq(invitations.id, id) : undefined,
      ),
    )
    .orderBy(invitations.createdAt);
  return rows.map((r) => ({
    id: r.invitation.id,
    email: r.invitation.email,
    roleId: r.invitation.roleId,
    roleName: r.roleName,
    invitedBy: r.invitedBy,
    createdAt: r.invitation.createdAt.toISOString(),
    expiresAt: r.invitation.expiresAt.toISOString(),
  }));
}

/** The company's roles to give someone: system roles first, then by name. */
export async function listMemberRoles(db: DbOrTx, tenant: Tenant): Promise<MemberRole[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(eq(roles.companyId, tenant.companyId))
    .orderBy(sql`${roles.isSystem} desc`, roles.name);
  return rows.map((r) => ({ id: r.id, name: r.name, isOwner: r.systemKey === 'owner' }));
}

/** Invites by e-mail: a link to registration or acceptance, valid 7 days. */
export async function invite(
  database: Database,
  config: Config,
  tenant: Tenant,
  input: { email: string; roleId: string },
  ctx: AuditContext,
): Promise<Invitation> {
  const id = await database.db.transaction(async (tx) => {
    const role = await findRole(tx, tenant.companyId, input.roleId);
    if (!role)
      throw new AppError('VALIDATION_FAILED', 'Нет такой роли', 400, {
        roleId: ['Нет такой роли'],
      });
    const [already] = await tx
      .select({ id: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, tenant.companyId),
          sql`lower(${users.email}) = ${input.email}`,
        ),
      );
    if (already) throw conflict('Этот человек уже состоит в компании');
    // A new invitation to the same address replaces the open one.
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.companyId, tenant.companyId),
          sql`lower(${invitations.email}) = ${input.email}`,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const token = randomToken();
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId: tenant.companyId,
        email: input.email,
        roleId: role.id,
        tokenHash: hashToken(token),
        invitedBy: tenant.userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    const [[company], [me]] = await Promise.all([
      tx.select().from(companies).where(eq(companies.id, tenant.companyId)),
      tx.select().from(users).where(eq(users.id, tenant.userId)),
    ]);
    await queueMail(tx, {
      to: input.email,
      kind: 'invitation',
      content: mailTemplates.invitation(
        `${publicUrl(config)}/registration?invite=${token}`,
        company!.name,
        me?.fullName ?? null,
        role.name,
      ),
    });
    await audit(tx, ctx, {
      action: 'member.invited',
      entity: 'invitation',
      entityId: row!.id,
      after: { email: input.email, role: role.name },
    });
    return row!.id;
  });
  const [created] = await openInvitations(database.db, tenant.companyId, id);
  return created!;
}

export async function revokeInvitation(
  database: Database,
  tenant: Tenant,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const rows = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.companyId, tenant.companyId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning();
    if (rows.length === 0) throw notFound('Приглашение не найдено');
    await audit(tx, ctx, {
      action: 'member.invitation_revoked',
      entity: 'invitation',
      entityId: id,
      before: { email: rows[0]!.email },
    });
  });
}

const lastOwner = () =>
  new AppError('LAST_OWNER', 'В компании должен остаться хотя бы один активный владелец', 409);

/** Changes a member's role or status. The last active owner keeps both. */
export async function updateMember(
  database: Database,
  tenant: Tenant,
  userId: string,
  patch: { roleId?: string; status?: 'active' | 'disabled' },
  ctx: AuditContext,
): Promise<Member> {
  await database.db.transaction(async (tx) => {
    await lockCompany(tx, tenant.companyId);
    const [current] = await memberRows(tx, tenant.companyId, userId);
    if (!current) throw notFound('Сотрудник не найден');
    const newRole = patch.roleId
      ? await findRole(tx, tenant.companyId, patch.roleId)
      : current.role;
    if (!newRole)
      throw new AppError('VALIDATION_FAILED', 'Нет такой роли', 400, {
        roleId: ['Нет такой роли'],
      });
    const newStatus = patch.status ?? current.member.status;
    const losesOwnership =
      current.role.systemKey === 'owner' &&
      current.member.status === 'active' &&
      (newRole.systemKey !== 'owner' || newStatus !== 'active');
    if (losesOwnership && (await countActiveOwners(tx, tenant.companyId)) <= 1) throw lastOwner();
    await tx
      .update(companyMembers)
      .set({ roleId: newRole.id, status: newStatus })
      .where(
        and(eq(companyMembers.companyId, tenant.companyId), eq(companyMembers.userId, userId)),
      );
    await audit(tx, ctx, {
      action: 'member.updated',
      entity: 'user',
      entityId: userId,
      before: { role: current.role.name, status: current.member.status },
      after: { role: newRole.name, status: newStatus },
    });
  });
  const [row] = await memberRows(database.db, tenant.companyId, userId);
  return memberDto(row!, tenant.userId);
}

/** Removes a member; their sessions in this company lose it as the current company. */
export async function removeMember(
  database: Database,
  tenant: Tenant,
  userId: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    await lockCompany(tx, tenant.companyId);
    const [current] = await memberRows(tx, tenant.companyId, userId);
    if (!current) throw notFound('Сотрудник не найден');
    if (
      current.role.systemKey === 'owner' &&
      current.member.status === 'active' &&
      (await countActiveOwners(tx, tenant.companyId)) <= 1
    ) {
      throw lastOwner();
    }
    await tx
      .delete(companyMembers)
      .where(
        and(eq(companyMembers.companyId, tenant.companyId), eq(companyMembers.userId, userId)),
      );
    await tx
      .update(sessions)
      .set({ companyId: null })
      .where(and(eq(sessions.userId, userId), eq(sessions.companyId, tenant.companyId)));
    await audit(tx, ctx, {
      action: 'member.removed',
      entity: 'user',
      entityId: userId,
      before: { email: current.user.email, role: current.role.name },
    });
  });
}
