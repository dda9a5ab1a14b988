import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { decryptSecret, encryptSecret, keyringFor, type Keyring } from '../lib/secrets';
import { idempotencyKeys } from '../modules/idempotency/idempotency.table';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

/**
 * What identifies a request, as `<keyId>.<hex>`: an HMAC under a key of the keyring, not a bare
 * hash — bodies hold passwords, and a bare hash in a dump could be guessed offline, around
 * argon2 (docs/budgets.md#idempotency). Null when the named key is no longer in the keyring.
 */
function requestHash(keyring: Keyring, request: FastifyRequest, keyId = keyring.activeId) {
  const key = keyring.keys.get(keyId);
  if (!key) return null;
  const mac = createHmac('sha256', key)
    .update(
      `idempotency\n${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');
  return `${keyId}.${mac}`;
}

/** Whether the answer gives the client a cookie value (a cleared cookie gives none). */
function setsCookie(header: ReturnType<FastifyReply['getHeader']>): boolean {
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some((c) => /^[^=;]+=[^;\s]/.test(c));
}

/**
 * `Idempotency-Key` on state-changing requests (a signed-in user's, or a public route's per client
 * address): the first request runs and its answer is stored (encrypted); a repeat with the same key and body gets the same answer without running
 * again; the same key with another request is refused; a repeat while the first still runs gets
 * 409. Server errors are not stored, so a retry after one runs anew.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db.db;
  const keyring = keyringFor(app.config);
  app.decorateRequest('idempotency', null);

  // After validation and the access check: an invalid or forbidden request reserves nothing.
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!UNSAFE.has(request.method) || header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new AppError('VALIDATION_FAILED', 'Idempotency-Key: 1–255 печатных символов', 400);
    }
    // A signed-in user's keys are theirs; a public route's (registration, e-mail links) are
    // kept per client address, so a retry after a lost answer gets that answer.
    const scope = request.auth ? request.auth.user.id : `anonymous:${request.ip}`;
    const hash = requestHash(keyring, request)!;
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key: header, method: request.method, path: request.url, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      request.idempotency = { scope, key: header };
      return;
    }
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, header)));
    const storedKeyId = stored?.requestHash.split('.')[0];
    if (!stored || requestHash(keyring, request, storedKeyId) !== stored.requestHash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'Этот Idempotency-Key уже использован для другого запроса',
        422,
      );
    }
    if (stored.status === null) {
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'Такой же запрос ещё выполняется', 409);
    }
    reply.header('idempotent-replayed', 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply
      .status(stored.status)
      .send(stored.body === null ? undefined : decryptSecret(keyring, stored.body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.idempotency;
    if (!slot) return payload;
    const where = and(eq(idempotencyKeys.scope, slot.scope), eq(idempotencyKeys.key, slot.key));
    // Not kept: server errors (a retry runs anew), streams, and answers that set a cookie — a
    // session is never stored, so a repeated sign-in signs in again. (Clearing one is fine.)
    if (
      reply.statusCode >= 500 ||
      setsCookie(reply.getHeader('set-cookie')) ||
      (payload !== null && payload !== undefined && typeof payload !== 'string')
    ) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        status: reply.statusCode,
        // Answers may hold secrets (a TOTP secret, recovery codes): encrypted like them.
        body: typeof payload === 'string' ? encryptSecret(keyring, payload) : null,
        contentType: typeof contentType === 'string' ? contentType : null,
        completedAt: sql`now()`,
      })
      .where(where);
    return payload;
  });
});

/** Forgets stored answers older than 24 hours. */
export async function pruneIdempotencyKeys(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
