/**
 * The fuzz test's world: the real app on a fresh database, company A with its owner and an
 * analyst (the system role that only views: docs/product.md#routes-and-permissions), company B,
 * a platform administrator (also an owner of A), and the operations of the OpenAPI document with their valid base
 * requests taken from the authorization matrix's cases.
 */
import {
  canAccess,
  SYSTEM_ROLES,
  type AccessRule,
  type Contract,
  type ListDeclaration,
} from '@wb/shared';
import { insertAccount, insertOrganization } from '../connections';
import { buildTestApp, type TestContext } from '../helpers';
import { matrixCases, type Actor, type MatrixCase, type World } from '../matrix-cases';
import {
  ADMIN_OWNER,
  addAdministratorOfA,
  buildMatrixWorld,
  startWbStandIn,
} from '../matrix-world';
import { declaredCases } from '../matrix-cases-lists';
import { sharedDeclarations } from '../shared-contracts';
import type { Operation, Param } from './mutations';
import type { SchemaNode } from './values';

export type ActorName = 'anonymous' | 'viewer' | 'owner' | 'admin';

export interface FuzzWorld {
  ctx: TestContext;
  world: World;
  actors: Record<ActorName, Actor>;
  /** An id of company B's object for a field of that name (an id the callers may not use). */
  foreignId: (field: string) => string | undefined;
  operations: (Operation & {
    access: AccessRule;
    case: MatrixCase;
    contract?: Contract;
    list?: ListDeclaration;
  })[];
  close: () => Promise<void>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: SchemaNode }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: SchemaNode }> };
}

/** The operations of the OpenAPI document (`app.swagger()`), in its order. */
function documentOperations(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const out: Operation[] = [];
  for (const [docPath, methods] of Object.entries(doc.paths)) {
    if (docPath.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const path = docPath.replace(/\{(\w+)\}/g, ':$1');
      const of = (where: string): Param[] =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema }));
      const body = op.requestBody?.content['application/json']?.schema;
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: of('path'),
        query: of('query'),
        ...(body ? { body } : {}),
        bodyRequired: op.requestBody?.required ?? false,
      });
    }
  }
  return out;
}

/** Objects of company B whose ids company A's callers send in bodies and queries. */
async function foreignObjects(ctx: TestContext, companyId: string) {
  const account = (await insertAccount(ctx.database, companyId)).id;
  const organization = (await insertOrganization(ctx.database, companyId)).id;
  const one = async (sql: string) =>
    ((await ctx.database.pool.query(sql, [companyId])).rows[0] as { id: string }).id;
  return {
    account,
    organization,
    tag: await one(`INSERT INTO tags (company_id, name) VALUES ($1, 'Чужой') RETURNING id`),
    category: await one(
      `INSERT INTO categories (company_id, name) VALUES ($1, 'Чужая') RETURNING id`,
    ),
  };
}

export async function startFuzzWorld(): Promise<FuzzWorld> {
  // WB stand-in: refuses every token at once, so nothing waits on the network.
  const wb = await startWbStandIn();
  const ctx = await buildTestApp({
    config: { AUTH_EMAIL_RATE_PER_MINUTE: '100000', WB_BASE_URL: wb.url },
  });
  // The analyst's role must stay view-only, or the "view-only member" proves nothing.
  if (SYSTEM_ROLES.analyst.permissions.some((p) => !/:view/.test(p))) {
    throw new Error('the analyst role is no longer view-only: pick another view-only role');
  }
  const world = await buildMatrixWorld(ctx, ['analyst']);
  // The administrator also owns company A: operations that are admin-only and need a permission
  // (WB cookies, API proxies) let in only an administrator with a company role that grants it.
  await addAdministratorOfA(world);
  const byName = (name: string) => world.actors.find((actor) => actor.name === name)!;
  const actors: Record<ActorName, Actor> = {
    anonymous: byName('anonymous'),
    viewer: world.actors.find((actor) => actor.company === 'A' && actor.roleKey === 'analyst')!,
    owner: byName('Владелец A'),
    admin: byName(ADMIN_OWNER),
  };
  const b = { company: world.companyB, roles: world.rolesB };
  const foreign = await foreignObjects(ctx, b.company.id);
  const cases = { ...matrixCases, ...(await declaredCases()) };
  const { contracts, lists } = await sharedDeclarations();
  const routes = ctx.app.apiRoutes();
  const operations = documentOperations(ctx.app.swagger() as never).map((op) => {
    const route = routes.find((r) => `${String(r.method)} ${r.url}` === op.key);
    const testCase = cases[op.key];
    if (!route?.access || !testCase) throw new Error(`${op.key}: no route or matrix case`);
    const same = (c: Contract) => `${c.method} ${c.path}` === op.key;
    const contract = contracts.find(same);
    const list = lists.find((l) => same(l.page) || same(l.exportFile));
    return {
      ...op,
      access: route.access,
      case: testCase,
      ...(contract ? { contract } : {}),
      ...(list ? { list } : {}),
    };
  });
  return {
    ctx,
    world,
    actors,
    operations,
    foreignId: (field) => {
      const ids: [RegExp, string][] = [
        [/^(company|defaultCompany)Id$/, b.company.id],
        [/^(role|reassignToRole)Id$/, b.roles.manager.id],
        [/^(account|accountId|accountIds|defaultWbAccountId)$/, foreign.account],
        [/^organizationId$/, foreign.organization],
        [/^(categoryId|parentId)$/, foreign.category],
        [/^(add|remove|tagIds?)$/, foreign.tag],
      ];
      return ids.find(([name]) => name.test(field))?.[1];
    },
    async close() {
      await ctx.close();
      wb.close();
    },
  };
}

/** Whether the access rule lets the actor past the guard (then its input is checked). */
export const allowed = (rule: AccessRule, actor: Actor) => canAccess(rule, actor.principal);
