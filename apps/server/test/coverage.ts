/**
 * What the audit and idempotency coverage tests share: the registered state-changing routes, the
 * caller each runs as, the one request that takes effect (matrix-cases-effective.ts, else the
 * route's authorization-matrix case on the caller's own objects) and the audit rows it leaves.
 */
import { decideAccess, type AccessRule } from '@wb/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { AuditRowValues } from '../src/modules/audit/audit.repository';
import { TestClient } from './client';
import { buildTestApp, type TestContext } from './helpers';
import { matrixCases, type Actor, type MatrixCase, type World } from './matrix-cases';
import { effectiveCases, type EffectiveRequest } from './matrix-cases-effective';
import { declaredCases } from './matrix-cases-lists';
import { ADMIN_OWNER, addAdministratorOfA, buildMatrixWorld, startWbStandIn } from './matrix-world';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CoveredRoute {
  /** `METHOD /path`, as the matrix names it. */
  key: string;
  method: string;
  access: AccessRule;
}

/**
 * Registered /api routes, from the app itself: those that may change state (POST, PUT, PATCH,
 * DELETE), or the list exports (GET …/export, audited as they start).
 */
export function coveredRoutes(ctx: TestContext, which: 'changes' | 'exports'): CoveredRoute[] {
  const wanted = (method: string, url: string) =>
    which === 'changes' ? STATE_CHANGING.has(method) : method === 'GET' && url.endsWith('/export');
  return ctx.app
    .apiRoutes()
    .filter((r) => wanted(String(r.method), r.url))
    .map((r) => ({
      key: `${String(r.method)} ${r.url}`,
      method: String(r.method),
      access: r.access as AccessRule,
    }));
}

/**
 * Who runs the route: nobody for a public route, else the first the route's rule allows of the
 * owner of company A, the platform administrator and the administrator who owns A.
 */
function callerOf(world: World, route: CoveredRoute): Actor {
  const byName = (name: string) => world.actors.find((a) => a.name === name)!;
  if (route.access.public) return byName('anonymous');
  const callers = ['Владелец A', 'platform admin', ADMIN_OWNER].map(byName);
  const allowed = callers.find((a) => decideAccess(route.access, a.principal) === 'allow');
  if (!allowed) throw new Error(`${route.key}: no caller of the world may call it`);
  return allowed;
}

export interface Attempt {
  route: CoveredRoute;
  caller: Actor;
  request: EffectiveRequest & { client: TestClient };
  /** Undoes what the matrix case's request did (see MatrixCase.after), once it has been sent. */
  after: (body: unknown) => Promise<void>;
}

/** The matrix cases, the hand-written and those generated from the declared lists. */
async function allMatrixCases(): Promise<Record<string, MatrixCase>> {
  return { ...matrixCases, ...(await declaredCases()) };
}

/** The request of a route that takes effect once, or null when no case knows the route. */
export async function attemptOf(
  world: World,
  route: CoveredRoute,
  cases: Record<string, MatrixCase>,
): Promise<Attempt | null> {
  const caller = callerOf(world, route);
  const effective = effectiveCases[route.key];
  const matrix = cases[route.key];
  const built = effective
    ? await effective(world)
    : matrix
      ? await matrix.build(world, caller, 'own')
      : null;
  if (!built) return null;
  // An anonymous request that signs someone in must not change the world's anonymous caller.
  const client = built.client ?? (caller.user ? caller.client : new TestClient(world.ctx.app));
  return {
    route,
    caller,
    request: { ...built, client },
    after: async (body) => {
      if (!effective) await matrix?.after?.(world, body);
    },
  };
}

/** Sends the attempt's request (with extra headers), answering the parsed JSON body or null. */
export async function send(
  attempt: Attempt,
  headers: Record<string, string> = {},
): Promise<{ res: LightMyRequestResponse; json: unknown }> {
  const { request, route } = attempt;
  const res = await request.client.request({
    method: route.method,
    url: request.url,
    payload: request.body as object,
    headers,
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { res, json: res.body && isJson ? (JSON.parse(res.body) as unknown) : null };
}

export type AuditRow = AuditRowValues & { id: number };

/** The id of the newest audit row (0 when none). */
export async function lastAuditId(ctx: TestContext): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ id: string | null }>(
    'SELECT max(id) AS id FROM audit_log',
  );
  return Number(rows[0]!.id ?? 0);
}

/** The audit rows written after `id`, oldest first. */
export async function auditRowsAfter(ctx: TestContext, id: number): Promise<AuditRow[]> {
  const { rows } = await ctx.database.pool.query<AuditRow>(
    `SELECT id, action, entity, entity_id AS "entityId", actor_user_id AS "actorUserId",
            company_id AS "companyId", before, after
       FROM audit_log WHERE id > $1 ORDER BY id`,
    [id],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * The app on a fresh database, a WB stand-in that accepts tokens of their own seller, the world
 * of companies A and B (no members but owners) with its administrators, and the matrix cases.
 */
export async function coverageSetup() {
  const wb = await startWbStandIn({ acceptSellerInfo: true });
  const ctx = await buildTestApp({
    config: { AUTH_EMAIL_RATE_PER_MINUTE: '100000', WB_BASE_URL: wb.url },
  });
  const world = await buildMatrixWorld(ctx, []);
  await addAdministratorOfA(world);
  return {
    ctx,
    world,
    cases: await allMatrixCases(),
    close: async () => {
      await ctx.close();
      wb.close();
    },
  };
}
