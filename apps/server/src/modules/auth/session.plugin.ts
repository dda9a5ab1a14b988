import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { clearSessionCookie, SESSION_IDLE_MS, SESSION_TOUCH_MS, sessionTokenOf } from './sessions';

/** Who is calling: set for every request that carries a live session. */
export interface AuthContext {
  sessionId: string;
  user: {
    id: string;
    email: string;
    fullName: string;
    type: 'user' | 'admin';
    totpEnabled: boolean;
    locale: string;
  };
  /** The company chosen in this session (may be blocked or no longer joined). */
  sessionCompanyId: string | null;
  /** The tenant every query is scoped by: the session's company when the membership is active. */
  companyId: string | null;
  role: { id: string; name: string; systemKey: string | null; permissions: string[] } | null;
  /** Administrator powers need the second factor (admins must use TOTP, docs/budgets.md#mfa). */
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Session, user, membership and role in one query (one per request). */
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

interface SessionRow extends Record<string, unknown> {
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

/**
 * CSRF for state-changing requests: the custom header is required, and a browser's Origin /
 * Sec-Fetch-Site must say the request comes from our own origin.
 */
function checkCsrf(request: FastifyRequest, expectedOrigin: string | null): void {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  const refuse = () => {
    throw new AppError(
      'CSRF_REJECTED',
      'Запрос отклонён: он пришёл не со страницы приложения',
      403,
    );
  };
  if (request.headers[CSRF_HEADER] !== CSRF_VALUE) refuse();
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') refuse();
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const expected = expectedOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== expected) refuse();
  }
}

/**
 * Sessions: reads the session cookie, checks CSRF, and sets `request.auth` and the principal used
 * by every contract's access check. One query per request; last_seen_at written at most per minute.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const expectedOrigin = config.PUBLIC_URL ? new URL(publicUrl(config)).origin : null;
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    checkCsrf(request, expectedOrigin);
    const token = sessionTokenOf(request, config);
    if (!token || !request.url.startsWith('/api/')) return;
    const { rows } = await app.db.pool.query<SessionRow>(SESSION_QUERY, [
      hashToken(token),
      SESSION_IDLE_MS / 1000,
    ]);
    let row = rows[0];
    if (row && row.company_id === null) row = await adoptCompany(app, row, token);
    if (!row) {
      // Expired, revoked or unknown: forget the cookie; routes that need a session answer 401.
      clearSessionCookie(reply, config);
      return;
    }
    const activeMember = row.member_status === 'active' && !row.company_blocked;
    const role =
      activeMember && row.role_id
        ? {
            id: row.role_id,
            name: row.role_name!,
            systemKey: row.system_key,
            permissions: row.permissions ?? [],
          }
        : null;
    const isAdmin = row.type === 'admin' && row.totp_enabled;
    request.auth = {
      sessionId: row.session_id,
      user: {
        id: row.user_id,
        email: row.email,
        fullName: row.full_name,
        type: row.type,
        totpEnabled: row.totp_enabled,
        locale: row.locale,
      },
      sessionCompanyId: row.company_id,
      companyId: role ? row.company_id : null,
      role,
      isAdmin,
    };
    request.principal = {
      type: isAdmin ? 'admin' : 'user',
      permissions: new Set(role?.permissions ?? []),
    };
    if (Date.now() - row.last_seen_at.getTime() > SESSION_TOUCH_MS) {
      await app.db.db.execute(sql`
        WITH s AS (UPDATE sessions SET last_seen_at = now() WHERE id = ${row.session_id} RETURNING user_id, company_id)
        UPDATE company_members m SET last_active_at = now() FROM s
         WHERE m.user_id = s.user_id AND m.company_id = s.company_id`);
    }
  });
});

/**
 * A session without a current company (the company was deleted, the user was removed from it, or
 * has just joined one) moves to the default company of the settings, or the first one, and is
 * read again with that membership.
 */
async function adoptCompany(
  app: FastifyInstance,
  row: SessionRow,
  token: string,
): Promise<SessionRow> {
  const { rowCount } = await app.db.pool.query(
    `UPDATE sessions s SET company_id = pick.company_id
       FROM (SELECT m.company_id FROM company_members m JOIN companies c ON c.id = m.company_id
              LEFT JOIN user_settings us ON us.user_id = m.user_id
             WHERE m.user_id = $1 AND m.status = 'active' AND c.blocked_at IS NULL
             ORDER BY (m.company_id::text = us.settings->>'defaultCompanyId') DESC NULLS LAST, m.joined_at
             LIMIT 1) pick
      WHERE s.id = $2 AND s.company_id IS NULL`,
    [row.user_id, row.session_id],
  );
  if (!rowCount) return row;
  const again = await app.db.pool.query<SessionRow>(SESSION_QUERY, [
    hashToken(token),
    SESSION_IDLE_MS / 1000,
  ]);
  return again.rows[0] ?? row;
}

/** The signed-in caller; throws 401 when there is none (for handlers of signed-in routes). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Требуется вход в систему', 401);
  return request.auth;
}

/** The caller and the company every query is scoped by (for tenant routes). */
export function requireTenant(request: FastifyRequest): AuthContext & { companyId: string } {
  const auth = requireAuth(request);
  if (!auth.companyId) {
    throw new AppError('NO_COMPANY', 'Выберите компанию или создайте новую', 403);
  }
  return auth as AuthContext & { companyId: string };
}
