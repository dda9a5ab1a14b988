import { publicUrl, type Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { issueToken } from '../auth/auth-tokens';
import { listLiveSessions, revokeSession, revokeUserSessions } from '../auth/auth.repository';
import { sessionDto } from '../auth/sessions';
import { findCompany, updateCompany, type CompanyRow } from '../companies/companies.repository';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import {
  countAdmins,
  findUserById,
  setPasswordHash,
  updateUser,
  type UserRow,
} from '../users/users.repository';
import {
  companyNotFound,
  lastAdmin,
  selfBlock,
  sessionNotFound,
  userNotFound,
} from './admin.errors';
import * as repo from './admin.repository';

function userRow(u: UserRow, companiesCountValue: number) {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    type: u.type,
    isBlocked: u.isBlocked,
    emailVerified: u.emailVerifiedAt !== null,
    totpEnabled: u.totpEnabledAt !== null,
    companiesCount: companiesCountValue,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

export async function getUser(db: DbOrTx, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  const [liveSessions, memberships] = await Promise.all([
    listLiveSessions(db, id),
    repo.companiesOfUser(db, id),
  ]);
  return {
    ...userRow(user, memberships.length),
    phone: user.phone,
    sessions: liveSessions.map((s) => {
      const { current: _current, ...dto } = sessionDto(s);
      return dto;
    }),
    companies: memberships,
  };
}

async function target(tx: DbOrTx, id: string) {
  const user = await findUserById(tx, id);
  if (!user) throw userNotFound();
  return user;
}

/** Blocking ends every session of the user at once. */
export async function setBlocked(
  database: Database,
  actorId: string,
  id: string,
  blocked: boolean,
  ctx: AuditContext,
) {
  if (id === actorId && blocked) throw selfBlock();
  await database.db.transaction(async (tx) => {
    const user = await target(tx, id);
    await updateUser(tx, id, { isBlocked: blocked });
    const revoked = blocked ? await revokeUserSessions(tx, id) : 0;
    await audit(tx, ctx, {
      action: blocked ? 'admin.user_blocked' : 'admin.user_unblocked',
      entity: 'user',
      entityId: id,
      companyId: null,
      before: { isBlocked: user.isBlocked },
      after: { isBlocked: blocked, revokedSessions: revoked },
    });
  });
  return getUser(database.db, id);
}

/** Ends every session and e-mails a reset link; the old password stops working. */
export async function forcePasswordReset(
  database: Database,
  config: Config,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const user = await target(tx, id);
    // An unguessable hash nobody knows the password for: the old password no longer signs in.
    await setPasswordHash(tx, id, `!reset:${crypto.randomUUID()}`);
    const revoked = await revokeUserSessions(tx, id);
    const token = await issueToken(tx, { userId: id, kind: 'password_reset' });
    await queueMail(tx, {
      to: user.email,
      kind: 'password_reset',
      content: mailTemplates.forcedPasswordReset(`${publicUrl(config)}/reset-password/${token}`),
    });
    await audit(tx, ctx, {
      action: 'admin.password_reset_forced',
      entity: 'user',
      entityId: id,
      companyId: null,
      after: { revokedSessions: revoked },
    });
  });
  return getUser(database.db, id);
}

/** Grants or removes platform administration; there is always at least one administrator. */
export async function setAdmin(database: Database, id: string, admin: boolean, ctx: AuditContext) {
  await database.db.transaction(async (tx) => {
    await repo.lockPlatformAdmins(tx);
    const user = await target(tx, id);
    if (!admin && user.type === 'admin' && (await countAdmins(tx)) <= 1) throw lastAdmin();
    await updateUser(tx, id, { type: admin ? 'admin' : 'user' });
    await audit(tx, ctx, {
      action: admin ? 'admin.admin_granted' : 'admin.admin_revoked',
      entity: 'user',
      entityId: id,
      companyId: null,
      before: { type: user.type },
      after: { type: admin ? 'admin' : 'user' },
    });
  });
  return getUser(database.db, id);
}

export async function revokeUserSession(
  database: Database,
  id: string,
  sessionId: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    if (!(await revokeSession(tx, sessionId, id))) throw sessionNotFound();
    await audit(tx, ctx, {
      action: 'admin.session_revoked',
      entity: 'session',
      entityId: sessionId,
      companyId: null,
      after: { userId: id },
    });
  });
}

function companyRow(r: { company: CompanyRow; owners: string[]; membersCount: number }) {
  return {
    id: r.company.id,
    name: r.company.name,
    inn: r.company.requisites.inn ?? null,
    owners: r.owners,
    membersCount: r.membersCount,
    createdAt: r.company.createdAt.toISOString(),
    blocked: r.company.blockedAt !== null,
  };
}

export async function setCompanyBlocked(
  database: Database,
  id: string,
  blocked: boolean,
  ctx: AuditContext,
) {
  return database.db.transaction(async (tx) => {
    const before = await findCompany(tx, id);
    if (!before) throw companyNotFound();
    await updateCompany(tx, id, { blockedAt: blocked ? (before.blockedAt ?? new Date()) : null });
    await audit(tx, ctx, {
      action: blocked ? 'admin.company_blocked' : 'admin.company_unblocked',
      entity: 'company',
      entityId: id,
      companyId: id,
    });
    const company = (await findCompany(tx, id))!;
    return companyRow({ company, ...(await repo.ownersAndMembersCount(tx, id)) });
  });
}
