import type { Invitation, Member, MemberRole } from '@wb/shared';
import { publicUrl, type Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { hashToken, randomToken } from '../../lib/tokens';
import { audit, type AuditContext } from '../audit/audit.service';
import { detachSessionsFromCompany } from '../auth/auth.repository';
import { countActiveOwners, findCompanyById, lockCompany } from '../companies/companies.repository';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { findRole, listRolesByName } from '../roles/roles.repository';
import {
  findOpenInvitationById,
  findOpenInvitationByToken,
  insertInvitation,
  INVITATION_TTL_MS,
  revokeOpenInvitationsTo,
  revokeInvitation as revokeInvitationRow,
} from './invitations.repository';
import {
  alreadyMember,
  invitationNotFound,
  lastOwner,
  memberNotFound,
  noSuchRole,
} from './users.errors';
import {
  deleteMember,
  findMember,
  findUserById,
  isMemberByEmail,
  setMemberRoleAndStatus,
} from './users.repository';

export interface Tenant {
  companyId: string;
  userId: string;
}

/** A member of the company with their account and role. */
async function memberOf(db: DbOrTx, companyId: string, userId: string) {
  const found = await findMember(db, companyId, userId);
  const role = found && (await findRole(db, companyId, found.member.roleId));
  return found && role ? { ...found, role } : undefined;
}

function memberDto(row: NonNullable<Awaited<ReturnType<typeof memberOf>>>, me: string): Member {
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

/** An open invitation of the company, as the grid shows it. */
async function openInvitation(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<Invitation | undefined> {
  const found = await findOpenInvitationById(db, companyId, id);
  const role = found && (await findRole(db, companyId, found.invitation.roleId));
  if (!found || !role) return undefined;
  const { invitation } = found;
  return {
    id: invitation.id,
    email: invitation.email,
    roleId: invitation.roleId,
    roleName: role.name,
    invitedBy: found.inviterName,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * An open invitation by its link token, with its company (name, blocked), role and inviter;
 * undefined when the link is unknown, used, revoked or expired.
 */
export async function findOpenInvitation(db: DbOrTx, token: string) {
  const found = await findOpenInvitationByToken(db, token);
  if (!found) return undefined;
  const { invitation } = found;
  const [company, role] = await Promise.all([
    findCompanyById(db, invitation.companyId),
    findRole(db, invitation.companyId, invitation.roleId),
  ]);
  if (!company || !role) return undefined;
  return {
    invitation,
    companyName: company.name,
    companyBlocked: company.blockedAt !== null,
    roleName: role.name,
    inviterName: found.inviterName,
  };
}

/** The company's roles to give someone: system roles first, then by name. */
export async function listMemberRoles(db: DbOrTx, tenant: Tenant): Promise<MemberRole[]> {
  const rows = await listRolesByName(db, tenant.companyId);
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
    if (!role) throw noSuchRole();
    if (await isMemberByEmail(tx, tenant.companyId, input.email)) throw alreadyMember();
    // A new invitation to the same address replaces the open one.
    await revokeOpenInvitationsTo(tx, tenant.companyId, input.email);
    const token = randomToken();
    const row = await insertInvitation(tx, {
      companyId: tenant.companyId,
      email: input.email,
      roleId: role.id,
      tokenHash: hashToken(token),
      invitedBy: tenant.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const [company, me] = await Promise.all([
      findCompanyById(tx, tenant.companyId),
      findUserById(tx, tenant.userId),
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
      entityId: row.id,
      after: { email: input.email, role: role.name },
    });
    return row.id;
  });
  return (await openInvitation(database.db, tenant.companyId, id))!;
}

export async function revokeInvitation(
  database: Database,
  tenant: Tenant,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const revoked = await revokeInvitationRow(tx, tenant.companyId, id);
    if (!revoked) throw invitationNotFound();
    await audit(tx, ctx, {
      action: 'member.invitation_revoked',
      entity: 'invitation',
      entityId: id,
      before: { email: revoked.email },
    });
  });
}

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
    const current = await memberOf(tx, tenant.companyId, userId);
    if (!current) throw memberNotFound();
    const newRole = patch.roleId
      ? await findRole(tx, tenant.companyId, patch.roleId)
      : current.role;
    if (!newRole) throw noSuchRole();
    const newStatus = patch.status ?? current.member.status;
    const losesOwnership =
      current.role.systemKey === 'owner' &&
      current.member.status === 'active' &&
      (newRole.systemKey !== 'owner' || newStatus !== 'active');
    if (losesOwnership && (await countActiveOwners(tx, tenant.companyId)) <= 1) throw lastOwner();
    await setMemberRoleAndStatus(tx, tenant.companyId, userId, {
      roleId: newRole.id,
      status: newStatus,
    });
    await audit(tx, ctx, {
      action: 'member.updated',
      entity: 'user',
      entityId: userId,
      before: { role: current.role.name, status: current.member.status },
      after: { role: newRole.name, status: newStatus },
    });
  });
  const row = await memberOf(database.db, tenant.companyId, userId);
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
    const current = await memberOf(tx, tenant.companyId, userId);
    if (!current) throw memberNotFound();
    if (
      current.role.systemKey === 'owner' &&
      current.member.status === 'active' &&
      (await countActiveOwners(tx, tenant.companyId)) <= 1
    ) {
      throw lastOwner();
    }
    await deleteMember(tx, tenant.companyId, userId);
    await detachSessionsFromCompany(tx, userId, tenant.companyId);
    await audit(tx, ctx, {
      action: 'member.removed',
      entity: 'user',
      entityId: userId,
      before: { email: current.user.email, role: current.role.name },
    });
  });
}
