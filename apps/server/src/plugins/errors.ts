import type { ErrorBody } from '@wb/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { $ZodError } from 'zod/v4/core';
import { isConnectionError } from '../jobs/db-link';
import { byteSizeText } from '../lib/byte-size';
import { AppError } from '../lib/errors';

const RETRY_AFTER_S = 5;

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: ErrorBody) {
  return reply.status(status).send({ ...body, requestId: request.id });
}

function fieldErrorsOf(
  issues: readonly { path: string; message: string }[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { path, message } of issues) (out[path || '_'] ??= []).push(message);
  return out;
}

/**
 * The one error handler: every failure leaves as `{code, message, fieldErrors?, requestId}`.
 * Validation → 400 with messages per field; known errors keep their code; a database that cannot
 * be reached (or a pool with no free connection in time) → 503 with Retry-After; anything
 * unexpected is logged in full and answered with a generic 500 that reveals nothing of the internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Body fields keep their own names (they map onto form fields); others get a prefix.
      const prefix = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
      const issues = error.validation.map((v) => ({
        path: prefix + v.instancePath.slice(1).replaceAll('/', '.'),
        message: v.message ?? 'Неверное значение',
      }));
      return send(reply, request, 400, {
        code: 'VALIDATION_FAILED',
        message: 'Запрос не прошёл проверку',
        fieldErrors: fieldErrorsOf(issues),
      });
    }
    if (error instanceof $ZodError) {
      return send(reply, request, 400, {
        code: 'VALIDATION_FAILED',
        message: 'Запрос не прошёл проверку',
        fieldErrors: fieldErrorsOf(
          error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        ),
      });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, request, 429, {
        code: 'RATE_LIMITED',
        message: 'Слишком много запросов, повторите позже',
      });
    }
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit;
      return send(reply, request, 413, {
        code: 'PAYLOAD_TOO_LARGE',
        message: limit
          ? `Слишком большой запрос: не больше ${byteSizeText(limit)}`
          : 'Слишком большой запрос',
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type…): safe to describe.
      return send(reply, request, status, {
        code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
        message: error.message,
      });
    }
    if (isConnectionError(error)) {
      // No connection within the pool's wait, or the database is away: the request may be
      // repeated as it is, so 503 with a hint when (docs/budgets.md#database-unavailable).
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
      return send(reply, request, 503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Сервис перегружен или база данных недоступна. Повторите через несколько секунд.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, {
      code: 'INTERNAL',
      message: 'Внутренняя ошибка сервера. Мы уже знаем о ней; повторите попытку позже.',
    });
  });
});
