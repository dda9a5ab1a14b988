import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../audit/audit.service';
import type { ClientInfo } from './auth.service';

/** Who and where a request comes from, for sessions and the audit log. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return {
    ...auditContextOf(request),
    userAgent: typeof ua === 'string' ? ua : null,
    currentSessionId: request.auth?.sessionId ?? null,
  };
}
