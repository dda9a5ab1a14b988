/**
 * Idempotency coverage (docs/budgets.md#idempotency), generated from the registered routes: every
 * route that may change state (POST and PATCH as the budget says, and PUT and DELETE, which the
 * plugin keys alike), sent with an `Idempotency-Key` and then sent again with the same key and
 * request, answers the repeat with the first answer (status, body, content type) marked
 * `idempotent-replayed: true`, and takes effect once: the repeat writes no audit row. The
 * requests are those of the audit coverage (test/coverage.ts), so a new route without a case
 * fails here as there.
 *
 * The plugin keys a request by the signed-in user, or a public route's by the client address
 * (plugins/idempotency.ts); the public routes are listed in ANONYMOUS with what a repeat does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/helpers';
import type { MatrixCase, World } from '../test/matrix-cases';
import {
  attemptOf,
  auditRowsAfter,
  coverageSetup,
  coveredRoutes,
  lastAuditId,
  send,
} from '../test/coverage';

let ctx: TestContext;
let world: World;
let cases: Record<string, MatrixCase>;
let close: () => Promise<void>;

/**
 * The public state-changing routes, keyed per client address: a repeat gets the first answer
 * ('replayed'), except where the answer sets a cookie (a session is never stored) and so the
 * repeat runs again. Its answer, and what it does:
 */
const ANONYMOUS: Record<string, { repeat: number | 'replayed'; note: string }> = {
  'POST /api/auth/register': { repeat: 'replayed', note: 'no second mail' },
  'POST /api/auth/verify-email': { repeat: 'replayed', note: 'the answer to the used link' },
  'POST /api/auth/resend-verification': { repeat: 'replayed', note: 'no second link' },
  'POST /api/auth/login': { repeat: 200, note: 'a session is never stored: signs in again' },
  'POST /api/auth/login/totp': { repeat: 400, note: 'likewise; the challenge is used up' },
  'POST /api/auth/logout': { repeat: 204, note: 'clears the cookie again; nothing to end' },
  'POST /api/auth/forgot-password': { repeat: 'replayed', note: 'no second reset link' },
  'POST /api/auth/reset-password': { repeat: 'replayed', note: 'the answer to the used link' },
  'POST /api/auth/confirm-email-change': {
    repeat: 'replayed',
    note: 'the answer to the used link',
  },
};

beforeAll(async () => {
  ({ ctx, world, cases, close } = await coverageSetup());
});

afterAll(async () => {
  await close();
});

describe('idempotency coverage', () => {
  it('answers a repeat of a public route as ANONYMOUS says', async () => {
    const publicRoutes = coveredRoutes(ctx, 'changes').filter((r) => r.access.public);
    expect(publicRoutes.map((r) => r.key).sort()).toEqual(Object.keys(ANONYMOUS).sort());
    const repeats: Record<string, number | string> = {};
    for (const route of publicRoutes) {
      const attempt = (await attemptOf(world, route, cases))!;
      const headers = { 'idempotency-key': randomUUID() };
      await send(attempt, headers);
      const repeat = await send(attempt, headers);
      repeats[route.key] = repeat.res.headers['idempotent-replayed']
        ? 'replayed'
        : repeat.res.statusCode;
    }
    expect(repeats).toEqual(
      Object.fromEntries(Object.entries(ANONYMOUS).map(([k, v]) => [k, v.repeat])),
    );
  });

  it('answers a repeat with the same key with the first answer, and takes effect once', async () => {
    const routes = coveredRoutes(ctx, 'changes').filter((r) => !r.access.public);
    const failures: string[] = [];
    for (const route of routes) {
      const attempt = await attemptOf(world, route, cases);
      if (!attempt) {
        failures.push(`${route.key}: no case: add one to test/matrix-cases*.ts`);
        continue;
      }
      const headers = { 'idempotency-key': randomUUID() };
      const first = await send(attempt, headers);
      const afterFirst = await lastAuditId(ctx);
      const repeat = await send(attempt, headers);
      const repeatRows = await auditRowsAfter(ctx, afterFirst);
      await attempt.after(first.json);
      const where = `${route.key} (${first.res.statusCode})`;
      if (first.res.statusCode >= 400) failures.push(`${where}: ${first.res.body.slice(0, 200)}`);
      if (first.res.headers['idempotent-replayed'])
        failures.push(`${where}: the first request was taken for a repeat`);
      if (repeat.res.headers['idempotent-replayed'] !== 'true')
        failures.push(`${where}: the repeat ran again (${repeat.res.statusCode})`);
      if (repeat.res.statusCode !== first.res.statusCode || repeat.res.body !== first.res.body)
        failures.push(`${where}: the repeat answered ${repeat.res.statusCode} ${repeat.res.body}`);
      if (repeat.res.headers['content-type'] !== first.res.headers['content-type'])
        failures.push(`${where}: the repeat's content type differs`);
      if (repeatRows.length > 0)
        failures.push(`${where}: the repeat wrote ${repeatRows.map((r) => r.action).join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  }, 60_000);
});
