import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client';
import { authFailures, authTokens, sessions, totpRecoveryCodes } from './auth.table';
import { SESSION_IDLE_MS } from './session-policy';

export type SessionRow = typeof sessions.$inferSelect;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type AuthTokenKind = AuthTokenRow['kind'];

// Sessions.

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: string;
    companyId: string | null;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function findSessionById(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** Condition for a session that still counts: not revoked, not expired, not idle too long. */
const liveSession = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
  );

export async function listLiveSessions(db: DbOrTx, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession()))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes a session (only the user's own, when a user is given); false if none was live. */
export async function revokeSession(
  db: DbOrTx,
  sessionId: string,
  userId?: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        userId ? eq(sessions.userId, userId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every session of a user, except one if given; returns how many. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** The company a session works in from now on. */
export async function setSessionCompany(
  db: DbOrTx,
  sessionId: string,
  companyId: string,
): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}

/** The user's sessions in a company lose it as their current company (they pick another). */
export async function detachSessionsFromCompany(
  db: DbOrTx,
  userId: string,
  companyId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ companyId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId)));
}

/** What a request's session tells: the session, user, membership and role, in one query. */
export interface RequestSessionRow extends Record<string, unknown> {
  session_id: string;
  last_seen_at: Date;
  company_id: string | null;
  user_id: string;
  email: string;
  full_name: string;
  type: 'user' | 'admin';
  locale: string;
  totp_enabled: boolean;
  member_status: string | null;
  role_id: string | null;
  role_name: string | null;
  system_key: string | null;
  permissions: string[] | null;
  company_blocked: boolean | null;
}

// The per-request queries go through the pool: drizzle's execute would return timestamps as text.
const SESSION_QUERY = `SELECT s.id AS session_id, s.last_seen_at, s.company_id,
              u.id AS user_id, u.email, u.full_name, u.type, u.locale,
              (u.totp_enabled_at IS NOT NULL) AS totp_enabled,
              m.status AS member_status, r.id AS role_id, r.name AS role_name,
              r.system_key, r.permissions, (c.blocked_at IS NOT NULL) AS company_blocked
         FROM sessions s
         JOIN users u ON u.id = s.user_id AND NOT u.is_blocked
         LEFT JOIN company_members m ON m.company_id = s.company_id AND m.user_id = s.user_id
         LEFT JOIN roles r ON r.id = m.role_id
         LEFT JOIN companies c ON c.id = s.company_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => $2)`;

/** The live session of a cookie token's hash, with its user, membership and role. */
export async function findRequestSession(
  pool: pg.Pool,
  tokenHash: string,
): Promise<RequestSessionRow | undefined> {
  const { rows } = await pool.query<RequestSessionRow>(SESSION_QUERY, [
    tokenHash,
    SESSION_IDLE_MS / 1000,
  ]);
  return rows[0];
}

/**
 * Gives a session without a current company the default company of the user's settings, or the
 * first active one; false when the user has none.
 */
export async function adoptSessionCompany(
  pool: pg.Pool,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE sessions s SET company_id = pick.company_id
       FROM (SELECT m.company_id FROM company_members m JOIN companies c ON c.id = m.company_id
              LEFT JOIN user_settings us ON us.user_id = m.user_id
             WHERE m.user_id = $1 AND m.status = 'active' AND c.blocked_at IS NULL
             ORDER BY (m.company_id::text = us.settings->>'defaultCompanyId') DESC NULLS LAST, m.joined_at
             LIMIT 1) pick
      WHERE s.id = $2 AND s.company_id IS NULL`,
    [userId, sessionId],
  );
  return Boolean(rowCount);
}

/** Marks the session and the user's membership in its company as seen now. */
export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.execute(sql`
    WITH s AS (UPDATE sessions SET last_seen_at = now() WHERE id = ${sessionId} RETURNING user_id, company_id)
    UPDATE company_members m SET last_active_at = now() FROM s
     WHERE m.user_id = s.user_id AND m.company_id = s.company_id`);
}

// Single-use tokens.

/** Earlier unused tokens of this kind for the user stop working. */
export async function expireOpenTokens(
  db: DbOrTx,
  userId: string,
  kind: AuthTokenKind,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );
}

export async function insertToken(
  db: DbOrTx,
  values: {
    tokenHash: string;
    kind: AuthTokenKind;
    userId: string;
    payload: Record<string, unknown>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

const usable = (tokenHash: string, kind: AuthTokenKind) =>
  and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );

/** Atomically marks a usable token used; returns it (one of two concurrent uses wins). */
export async function consumeTokenByHash(
  db: DbOrTx,
  tokenHash: string,
  kind: AuthTokenKind,
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash, kind))
    .returning();
  return row;
}

export async function findLiveTokenByHash(
  db: DbOrTx,
  tokenHash: string,
  kind: AuthTokenKind,
): Promise<AuthTokenRow | undefined> {
  const [row] = await db.select().from(authTokens).where(usable(tokenHash, kind));
  return row;
}

// Failed sign-ins.

/** Serialises the sign-in attempts of one address until the transaction ends. */
export async function lockSignIn(db: DbOrTx, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
}

/** Failures of the last `minutes` for the address, and for the IP when given. */
export async function countRecentFailures(
  db: DbOrTx,
  email: string,
  ip: string | null,
  minutes: number,
): Promise<{ byEmail: number; byIp: number }> {
  const inWindow = () => gt(authFailures.at, sql`now() - make_interval(mins => ${minutes})`);
  const count = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(authFailures)
      .where(where);
    return row?.n ?? 0;
  };
  const byEmail = await count(and(eq(authFailures.email, email), inWindow()));
  const byIp = ip ? await count(and(eq(authFailures.ip, ip), inWindow())) : 0;
  return { byEmail, byIp };
}

export async function recordFailure(db: DbOrTx, email: string, ip: string | null): Promise<void> {
  await db.insert(authFailures).values({ email, ip });
}

/** A successful sign-in forgets the account's failures (not the IP's). */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.email, email));
}

// Recovery codes of the second factor.

/** Uses an unused recovery code of the user; false if there is none with this hash. */
export async function useRecoveryCode(
  db: DbOrTx,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const used = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, codeHash),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used.length > 0;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
}

/** The user's recovery codes become exactly these (hashed). */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  await db.insert(totpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}
