import { count, eq, sql } from 'drizzle-orm';
import { publicUrl, type Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { issueToken } from '../auth/auth-tokens';
import { users } from '../users/users.table';
import { listLiveSessions, revokeSession, revokeUserSessions } from '../auth/auth.repository';
import { sessionDto } from '../auth/sessions';
import { findUserById } from '../users/users.repository';
import { companies } from '../companies/companies.table';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { roles } from '../roles/roles.table';
import { companyMembers } from '../users/users.table';

// Outer columns are written qualified: drizzle leaves them bare when selecting from one table.
const companiesCount = sql<number>`(select count(*)::int from company_members m where m.user_id = "users"."id")`;

function userRow(u: typeof users.$inferSelect, companiesCountValue: number) {
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
  const [row] = await db
    .select({ user: users, companiesCount })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound('Пользователь не найден');
  const [liveSessions, memberships] = await Promise.all([
    listLiveSessions(db, id),
    db
      .select({
        id: companies.id,
        name: companies.name,
        roleName: roles.name,
        status: companyMembers.status,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .innerJoin(roles, eq(roles.id, companyMembers.roleId))
      .where(eq(companyMembers.userId, id))
      .orderBy(companies.name),
  ]);
  return {
    ...userRow(row.user, row.companiesCount),
    phone: row.user.phone,
    sessions: liveSessions.map((s) => {
      const { current: _current, ...dto } = sessionDto(s);
      return dto;
    }),
    companies: memberships,
  };
}

async function target(tx: DbOrTx, id: string) {
  const user = await findUserById(tx, id);
  if (!user) throw notFound('Пользователь не найден');
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
  if (id === actorId && blocked)
    throw new AppError('SELF_ACTION', 'Нельзя заблокировать самого себя', 409);
  await database.db.transaction(async (tx) => {
    const user = await target(tx, id);
    await tx
      .update(users)
      .set({ isBlocked: blocked, updatedAt: sql`now()` })
      .where(eq(users.id, id));
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
    await tx
      .update(users)
      .set({
        passwordHash: `!reset:${crypto.randomUUID()}`,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
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
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform-admins'))`);
    const user = await target(tx, id);
    if (!admin && user.type === 'admin') {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(users)
        .where(eq(users.type, 'admin'));
      if (n <= 1)
        throw new AppError(
          'LAST_ADMIN',
          'На платформе должен остаться хотя бы один администратор',
          409,
        );
    }
    await tx
      .update(users)
      .set({ type: admin ? 'admin' : 'user', updatedAt: sql`now()` })
      .where(eq(users.id, id));
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
    if (!(await revokeSession(tx, sessionId, id))) throw notFound('Сеанс не найден');
    await audit(tx, ctx, {
      action: 'admin.session_revoked',
      entity: 'session',
      entityId: sessionId,
      companyId: null,
      after: { userId: id },
    });
  });
}

const owners = sql<
  string[]
>`coalesce((select array_agg(u.email order by u.email) from company_members m
  join roles r on r.id = m.role_id join users u on u.id = m.user_id
  where m.company_id = "companies"."id" and r.system_key = 'owner'), '{}')`;
const membersCount = sql<number>`(select count(*)::int from company_members m where m.company_id = "companies"."id")`;

function companyRow(r: {
  company: typeof companies.$inferSelect;
  owners: string[];
  membersCount: number;
}) {
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
    const [before] = await tx.select().from(companies).where(eq(companies.id, id));
    if (!before) throw notFound('Компания не найдена');
    await tx
      .update(companies)
      .set({ blockedAt: blocked ? (before.blockedAt ?? new Date()) : null, updatedAt: sql`now()` })
      .where(eq(companies.id, id));
    await audit(tx, ctx, {
      action: blocked ? 'admin.company_blocked' : 'admin.company_unblocked',
      entity: 'company',
      entityId: id,
      companyId: id,
    });
    const [row] = await tx
      .select({ company: companies, owners, membersCount })
      .from(companies)
      .where(eq(companies.id, id));
    return companyRow(row!);
  });
}
