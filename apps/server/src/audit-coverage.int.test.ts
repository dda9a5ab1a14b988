/**
 * Audit coverage (docs/budgets.md#audit), generated from the registered routes: every route that
 * may change state (POST, PUT, PATCH, DELETE), done once by a caller it allows on that caller's
 * own objects, leaves exactly one audit row naming the actor, the object (entity and id) and the
 * change; so does every list export (a GET, audited by audited-export.ts as the file starts).
 * Other GETs change nothing and are not audited.
 *
 * The change: the action names it; a creation (201) also keeps what it made (`after`), a PATCH
 * what it changed from and to (`before` and `after`), a PUT what it set (`after`). Deletions,
 * sign-ins and requests are described by their action and object.
 *
 * The requests are the authorization matrix's cases (test/matrix-cases*.ts) and, where a case is
 * a refusal, test/matrix-cases-effective.ts: a new route without a case fails here, and so does
 * one whose change leaves no row, or two. The routes that legitimately differ are listed in
 * EXPECTED with their reason; an entry that no longer holds fails too, so the list stays true.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/helpers';
import type { MatrixCase, World } from '../test/matrix-cases';
import { effectiveCases } from '../test/matrix-cases-effective';
import {
  attemptOf,
  auditRowsAfter,
  coverageSetup,
  coveredRoutes,
  lastAuditId,
  send,
  type Attempt,
  type AuditRow,
} from '../test/coverage';

let ctx: TestContext;
let world: World;
let cases: Record<string, MatrixCase>;
let close: () => Promise<void>;

const NO_ROW = ['no audit row'];

/** Routes whose request does not leave the one complete row, each with what it leaves instead. */
const EXPECTED: Record<string, string[]> = {
  // POSTs that change nothing: they take a body only to compute their answer.
  'POST /api/wb-tokens/decode': NO_ROW, // reads the payload of a pasted token, stores nothing
  'POST /api/products/:nmId/unit-economics/calculate': NO_ROW, // a what-if from the body
  'POST /api/products/cost-import/preview': NO_ROW, // checks the file; /commit writes (audited)
  'POST /api/finances/statements/preview': NO_ROW, // reads a bank statement; /import writes
  'POST /api/warehouse/operations/import-lines': NO_ROW, // reads a lines file; the page adds them

  // Changes that are not audited, by design.
  // Session plumbing: which of the user's companies the session shows; no company data changes.
  'PUT /api/me/company': NO_ROW,
  // Stores a pending secret that does nothing until /totp/enable confirms it (auth.totp_enabled).
  'POST /api/profile/totp/setup': NO_ROW,
  // Records what WB answered about the token (status, time of the check), as the scheduled
  // checks do (wb-tokens.jobs.ts): an observation, nothing the caller chose.
  'POST /api/wb-tokens/:id/check': NO_ROW,
  // Records whether the proxy answered (status, latency, failures), as calls to WB through it
  // do (verify.ts): an observation likewise.
  'POST /api/api-proxies/:id/check': NO_ROW,
  // Stores the balance WB answers for a marketplace account (wb-balance.service.ts): an
  // observation likewise.
  'POST /api/finances/accounts/:id/wb-balance': NO_ROW,

  // Rows without an object id, by design.
  // The platform has one settings object; `before` and `after` are the whole of it.
  'PATCH /api/admin/platform-settings': ['admin.platform_settings_changed: no object id'],
  // A bulk action over a selection of products: `after` lists them (nmIds) and the selection.
  'POST /api/products/bulk/tags': ['products.bulk_tags: no object id'],
  'POST /api/products/bulk/category': ['products.bulk_category: no object id'],
  'POST /api/products/bulk/cost': ['products.bulk_cost: no object id'],
};

/** The fields a row must fill to describe its change, from the route and its answer. */
function changeFields(attempt: Attempt, status: number): ('before' | 'after')[] {
  const { method, key } = attempt.route;
  if (method === 'PATCH') return ['before', 'after'];
  if (method === 'PUT' || status === 201 || key.endsWith('/export')) return ['after'];
  return [];
}

/** What is wrong with what one request left in the audit log: [] when it is right. */
function problemsOf(attempt: Attempt, status: number, body: unknown, rows: AuditRow[]): string[] {
  if (status >= 400) return [`answered ${status} ${(body as { code?: string } | null)?.code}`];
  if (rows.length === 0) return NO_ROW;
  if (rows.length > 1)
    return [`${rows.length} audit rows: ${rows.map((r) => r.action).join(', ')}`];
  const row = rows[0]!;
  const problems: string[] = [];
  // An anonymous caller acts as the user the request is about (who signs in, whose link it is).
  const actor = attempt.request.actorUserId ?? attempt.caller.user?.id;
  if (actor ? row.actorUserId !== actor : !row.actorUserId)
    problems.push('actor is not the caller');
  if (!row.entity) problems.push('no entity');
  if (!row.entityId) problems.push('no object id');
  for (const field of changeFields(attempt, status)) {
    if (row[field] === null || row[field] === undefined) problems.push(`no ${field}`);
  }
  return problems.map((p) => `${row.action}: ${p}`);
}

beforeAll(async () => {
  ({ ctx, world, cases, close } = await coverageSetup());
});

afterAll(async () => {
  await close();
});

describe('audit coverage', () => {
  it('knows every exception and effective request as a registered state-changing route', () => {
    const keys = new Set(coveredRoutes(ctx, 'changes').map((r) => r.key));
    expect(Object.keys(EXPECTED).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(effectiveCases).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('leaves exactly one audit row naming actor, object and change for each change and export', async () => {
    const routes = [...coveredRoutes(ctx, 'changes'), ...coveredRoutes(ctx, 'exports')];
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      const attempt = await attemptOf(world, route, cases);
      if (!attempt) {
        found[route.key] = ['no case: add one to test/matrix-cases*.ts'];
        continue;
      }
      const before = await lastAuditId(ctx);
      const { res, json } = await send(attempt);
      const rows = await auditRowsAfter(ctx, before);
      await attempt.after(json);
      const problems = problemsOf(attempt, res.statusCode, json, rows);
      if (problems.length > 0) found[route.key] = problems;
    }
    expect(found).toEqual(EXPECTED);
    expect(routes.length).toBeGreaterThan(90);
  }, 60_000);
});
