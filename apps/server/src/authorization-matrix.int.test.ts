/**
 * The authorization matrix (docs/budgets.md#tenant-isolation-and-access-control), generated from
 * the registered routes: every /api route × {anonymous, each system role of company A, platform
 * admin, platform admin who owns A, owner of company B} × {own object, foreign object}. The guard's answer must follow the
 * route's declared rule; allowed callers reach their own objects and get 404 for the other
 * company's; nothing of company B changes while the others act.
 */
import { decideAccess, type AccessRule } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/helpers';
import { type MatrixCase, matrixCases, type Scope, type World } from '../test/matrix-cases';
import { declaredCases } from '../test/matrix-cases-lists';
import { buildWorld, ROLES_OF_A, snapshotOf as snapshotIn } from '../test/matrix-world';

let ctx: TestContext;
let world: World;
let close: () => Promise<void>;
/** The hand-written cases and those generated from the declared lists and reports. */
let cases: Record<string, MatrixCase>;

const snapshotOf = (id: string) => snapshotIn(ctx, id);

beforeAll(async () => {
  cases = { ...matrixCases, ...(await declaredCases()) };
  ({ world, close } = await buildWorld({ rolesOfA: ROLES_OF_A, adminOwnerOfA: true }));
  ctx = world.ctx;
});

afterAll(async () => {
  await close();
});

const GUARD_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

describe('authorization matrix', () => {
  it('has a case for every registered /api route', () => {
    const routes = ctx.app
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${String(r.method)} ${r.url}`);
    const missing = routes.filter((r) => !cases[r]);
    expect(missing).toEqual([]);
    const stale = Object.keys(cases).filter((k) => !routes.includes(k));
    expect(stale).toEqual([]);
  });

  it('answers every route × caller × object as the declared rule says, with no cross-company access', async () => {
    const routes = ctx.app
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    const failures: string[] = [];
    let checked = 0;
    for (const actor of world.actors) {
      // The company that is not the caller's: nothing in it may change because of the caller.
      const other = actor.company === 'B' ? world.companyA.id : world.companyB.id;
      for (const route of routes) {
        const key = `${String(route.method)} ${route.url}`;
        const testCase = cases[key]!;
        const rule = route.access as AccessRule;
        const decision = decideAccess(rule, actor.principal);
        for (const scope of ['own', 'foreign'] as Scope[]) {
          if (scope === 'foreign' && !testCase.foreign) continue;
          const req = await testCase.build(world, actor, scope);
          if (!req) continue;
          const client = req.client ?? actor.client;
          const before = await snapshotOf(other);
          const res = await client.request({
            method: String(route.method),
            url: req.url,
            payload: req.body as object,
          });
          checked++;
          // Exports answer with a file, not JSON.
          const json = String(res.headers['content-type'] ?? '').includes('json');
          const parsed: unknown = res.body && json ? JSON.parse(res.body) : null;
          await testCase.after?.(world, parsed);
          if ((await snapshotOf(other)) !== before)
            failures.push(`${actor.name} → ${key} (${scope}): changed the other company`);
          const body = (parsed ?? {}) as { code?: string };
          const where = `${actor.name} → ${key} (${scope}) = ${res.statusCode} ${body.code ?? ''}`;
          if (res.statusCode >= 500) failures.push(`${where}: server error`);
          if (decision === 'unauthenticated') {
            if (res.statusCode !== 401 || body.code !== 'UNAUTHENTICATED')
              failures.push(`${where}: expected 401`);
            continue;
          }
          if (decision === 'forbidden') {
            if (res.statusCode !== 403 || body.code !== 'FORBIDDEN')
              failures.push(`${where}: expected 403`);
            continue;
          }
          if (
            body.code &&
            GUARD_CODES.has(body.code) &&
            !testCase.allowedErrors?.includes(body.code)
          ) {
            failures.push(`${where}: refused by the guard although the rule allows it`);
            continue;
          }
          if (scope === 'foreign') {
            if (res.statusCode !== 404)
              failures.push(`${where}: another company's object must answer 404`);
            continue;
          }
          const allowed = testCase.allowedErrors ?? [];
          if (res.statusCode >= 400 && !allowed.includes(body.code ?? '')) {
            failures.push(`${where}: own object refused (${res.body.slice(0, 200)})`);
          }
          if (actor.company === 'A' && res.body.includes(world.companyB.id)) {
            failures.push(`${where}: answer mentions company B`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(400);
    // Hundreds of requests, each with two snapshots of a company: beyond the default 30 s on a
    // busy machine (51 s measured with 8 agents sharing 2 cores).
  }, 180_000);
});
