import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { hashToken, randomToken } from '../../lib/tokens';
import { insertSession, type SessionRow } from './auth.repository';

import { SESSION_ABSOLUTE_MS } from './session-policy';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './session-policy';

export function sessionCookieName(config: Config): string {
  return config.SESSION_COOKIE_SECURE ? '__Host-wb_session' : 'wb_session';
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    secure: config.SESSION_COOKIE_SECURE,
    sameSite: 'lax',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    secure: config.SESSION_COOKIE_SECURE,
    sameSite: 'lax',
  });
}

export function sessionTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

/** Creates a session; returns the cookie token (only its hash is stored). */
export async function createSession(
  db: DbOrTx,
  input: { userId: string; companyId: string | null; ip: string | null; userAgent: string | null },
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const id = await insertSession(db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    companyId: input.companyId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { id, token };
}

export function sessionDto(row: SessionRow, currentId?: string) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentId,
  };
}
