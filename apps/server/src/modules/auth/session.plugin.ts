import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config';
import { hashToken } from '../../lib/tokens';
import { csrfRejected, noCompany, signInRequired } from './auth.errors';
import {
  adoptSessionCompany,
  findRequestSession,
  touchSession,
  type RequestSessionRow,
} from './auth.repository';
import { clearSessionCookie, SESSION_TOUCH_MS, sessionTokenOf } from './sessions';

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

/**
 * CSRF for state-changing requests: the custom header is required, and a browser's Origin /
 * Sec-Fetch-Site must say the request comes from our own origin.
 */
function checkCsrf(request: FastifyRequest, expectedOrigin: string | null): void {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  const refuse = () => {
    throw csrfRejected();
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
    let row = await findRequestSession(app.db.pool, hashToken(token));
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
      await touchSession(app.db.db, row.session_id);
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
  row: RequestSessionRow,
  token: string,
): Promise<RequestSessionRow> {
  if (!(await adoptSessionCompany(app.db.pool, row.session_id, row.user_id))) return row;
  return (await findRequestSession(app.db.pool, hashToken(token))) ?? row;
}

/** The signed-in caller; throws 401 when there is none (for handlers of signed-in routes). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw signInRequired();
  return request.auth;
}

/** The caller and the company every query is scoped by (for tenant routes). */
export function requireTenant(request: FastifyRequest): AuthContext & { companyId: string } {
  const auth = requireAuth(request);
  if (!auth.companyId) throw noCompany();
  return auth as AuthContext & { companyId: string };
}
