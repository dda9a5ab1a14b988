import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { idempotencyKeys } from '../modules/idempotency/idempotency.table';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on state-changing requests of signed-in users: the first request runs and its
 * answer is stored; a repeat with the same key and body gets the same answer without running
 * again; the same key with another request is refused; a repeat while the first still runs gets
 * 409. Server errors are not stored, so a retry after one runs anew.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db.db;
  app.decorateRequest('idempotency', null);

  // After validation and the access check: an invalid or forbidden request reserves nothing.
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!UNSAFE.has(request.method) || header === undefined || !request.auth) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new AppError('VALIDATION_FAILED', 'Idempotency-Key: 1–255 печатных символов', 400);
    }
    const scope = request.auth.user.id;
    const hash = requestHash(request);
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
    if (!stored || stored.requestHash !== hash) {
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
    return reply.status(stored.status).send(stored.body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.idempotency;
    if (!slot) return payload;
    const where = and(eq(idempotencyKeys.scope, slot.scope), eq(idempotencyKeys.key, slot.key));
    if (
      reply.statusCode >= 500 ||
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
        body: payload ?? null,
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
