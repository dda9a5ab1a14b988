import type { Me } from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { findMembership, listUserCompanies } from '../companies/companies.repository';
import { getPlatformSettings } from '../settings/platform-settings.service';
import { loadUserSettings } from '../settings/user-settings.service';
import { acceptInvitation as joinByInvitation } from '../users/invitations.repository';
import { findUserById } from '../users/users.repository';
import { findOpenInvitation } from '../users/users.service';
import {
  companyNotFound,
  invalidLink,
  invitationForAnotherEmail,
  sessionEnded,
  sessionNotFound,
} from './auth.errors';
import {
  findSessionById,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  setSessionCompany,
} from './auth.repository';
import type { AuthContext } from './session.plugin';
import { sessionDto } from './sessions';

/** Everything the client needs after sign-in, in one answer (GET /api/me). */
export async function buildMe(db: DbOrTx, auth: AuthContext): Promise<Me> {
  const [user, session, memberships, settings, platform] = await Promise.all([
    findUserById(db, auth.user.id),
    findSessionById(db, auth.sessionId),
    listUserCompanies(db, auth.user.id),
    loadUserSettings(db, auth.user.id),
    getPlatformSettings(db),
  ]);
  if (!user || !session) throw sessionEnded();
  const companies = memberships
    .filter((m) => m.status === 'active')
    .map((m) => ({
      id: m.company.id,
      name: m.company.name,
      roleId: m.roleId,
      roleName: m.roleName,
      isOwner: m.systemKey === 'owner',
      blocked: m.company.blockedAt !== null,
    }));
  const totpEnabled = user.totpEnabledAt !== null;
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      phone: user.phone,
      type: user.type,
      locale: user.locale,
      emailVerified: user.emailVerifiedAt !== null,
      totpEnabled,
      createdAt: user.createdAt.toISOString(),
    },
    isAdmin: user.type === 'admin' && totpEnabled,
    adminNeedsTotp: user.type === 'admin' && !totpEnabled,
    companies,
    currentCompany: companies.find((c) => c.id === auth.sessionCompanyId) ?? null,
    permissions: auth.role ? [...auth.role.permissions].sort() : [],
    settings,
    session: { id: session.id, expiresAt: session.expiresAt.toISOString() },
    maintenanceBanner: platform.maintenanceBanner,
  };
}

/** The session works in another of the user's companies from now on. */
export async function switchCompany(db: DbOrTx, auth: AuthContext, companyId: string) {
  const membership = await findMembership(db, companyId, auth.user.id);
  // Someone else's company looks exactly like one that does not exist.
  if (!membership || membership.member.status !== 'active') throw companyNotFound();
  await setSessionCompany(db, auth.sessionId, companyId);
  return buildMe(db, { ...auth, sessionCompanyId: companyId });
}

/** A signed-in user accepts an invitation to their address; the session moves to that company. */
export async function acceptInvitation(
  database: Database,
  auth: AuthContext,
  token: string,
  ctx: AuditContext,
) {
  const companyId = await database.db.transaction(async (tx) => {
    const found = await findOpenInvitation(tx, token);
    if (!found || found.companyBlocked) throw invalidLink();
    if (found.invitation.email.toLowerCase() !== auth.user.email.toLowerCase()) {
      throw invitationForAnotherEmail(found.invitation.email);
    }
    if (!(await joinByInvitation(tx, found.invitation, auth.user.id))) throw invalidLink();
    await audit(tx, ctx, {
      action: 'member.joined',
      entity: 'company',
      entityId: found.invitation.companyId,
      companyId: found.invitation.companyId,
    });
    await setSessionCompany(tx, auth.sessionId, found.invitation.companyId);
    return found.invitation.companyId;
  });
  return buildMe(database.db, { ...auth, sessionCompanyId: companyId });
}

export async function listMySessions(db: DbOrTx, auth: AuthContext) {
  return (await listLiveSessions(db, auth.user.id)).map((s) => sessionDto(s, auth.sessionId));
}

/** Ends one of the user's own sessions (someone else's looks like a missing one). */
export async function revokeMySession(
  database: Database,
  auth: AuthContext,
  sessionId: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    if (!(await revokeSession(tx, sessionId, auth.user.id))) throw sessionNotFound();
    await audit(tx, ctx, {
      action: 'auth.session_revoked',
      entity: 'session',
      entityId: sessionId,
    });
  });
}

/** Ends every other session of the user; returns how many. */
export async function revokeOtherSessions(
  database: Database,
  auth: AuthContext,
  ctx: AuditContext,
) {
  return database.db.transaction(async (tx) => {
    const revoked = await revokeUserSessions(tx, auth.user.id, auth.sessionId);
    await audit(tx, ctx, {
      action: 'auth.session_revoked',
      entity: 'user',
      entityId: auth.user.id,
      after: { others: revoked },
    });
    return { revoked };
  });
}
