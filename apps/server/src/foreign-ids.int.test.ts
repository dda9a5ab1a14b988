/**
 * Foreign ids inside requests (docs/budgets.md#tenant-isolation-and-access-control): the
 * authorization matrix proves path ids; this file proves every id a body or a query carries.
 * The fields are found by walking the schemas of every contract in packages/shared, so a new
 * reference field without a case fails here. Each case sends the request of company A's owner
 * twice: with A's own object in the field (accepted), and with company B's (refused with 404 or
 * an error naming the field, or, for a list filter, an answer without B's rows), and nothing of
 * either company changes on the refusal.
 */
import type { Contract } from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { LightMyRequestResponse } from 'fastify';
import { createCompanyWithOwner } from './modules/companies/companies.repository';
import { companyMembers } from './modules/users/users.table';
import {
  excluded,
  foreignCases,
  type ForeignCase,
  type ForeignRequest,
  type Fixtures,
  type Side,
} from '../test/foreign-id-cases';
import { createUser, signIn } from '../test/identity';
import { buildWorld, snapshotOf } from '../test/matrix-world';
import { sharedDeclarations } from '../test/shared-contracts';
import { uuidFields } from '../test/uuid-fields';

let w: Fixtures;
let close: () => Promise<void>;
let contracts: Contract[];

beforeAll(async () => {
  contracts = (await sharedDeclarations()).contracts;
  const built = await buildWorld();
  close = built.close;
  const { ctx, companyA, rolesA, ownerA } = built.world;
  // A platform administrator who owns company A too: the adminOnly company routes need one.
  const admin = await createUser(ctx.database, ctx.config, { type: 'admin', totp: true });
  await ctx.database.db
    .insert(companyMembers)
    .values({ companyId: companyA.id, userId: admin.id, roleId: rolesA.owner.id });
  // Company C: another company of both callers, created after they signed in to A.
  const c = await createCompanyWithOwner(ctx.database.db, {
    name: 'Компания В',
    ownerUserId: ownerA.id,
  });
  await ctx.database.db
    .insert(companyMembers)
    .values({ companyId: c.company.id, userId: admin.id, roleId: c.roles.owner.id });
  w = {
    ...built.world,
    companyC: c.company,
    rolesC: c.roles,
    owner: built.world.actors.find((a) => a.name === 'Владелец A')!.client,
    admin: await signIn(ctx.app, admin),
  };
});

afterAll(async () => {
  await close();
});

/** What of the three companies a request could change: the matrix's snapshot and more. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const company of [w.companyA.id, w.companyB.id, w.companyC.id]) {
    parts.push(await snapshotOf(w.ctx, company));
    const { rows } = await w.ctx.database.pool.query(
      `SELECT json_build_object(
         'products', (SELECT json_agg(p ORDER BY p.account_id, p.nm_id) FROM (SELECT account_id, nm_id, category_id FROM products WHERE company_id = $1) p),
         'costs', (SELECT json_agg(c ORDER BY c.id) FROM (SELECT * FROM product_costs WHERE company_id = $1) c),
         'sessions', (SELECT json_agg(s ORDER BY s.id) FROM (SELECT id, user_id FROM sessions WHERE company_id = $1) s),
         'settings', (SELECT json_agg(u ORDER BY u.user_id) FROM (SELECT user_id, settings FROM user_settings
            WHERE user_id IN (SELECT user_id FROM company_members WHERE company_id = $1)) u)
       ) AS s`,
      [company],
    );
    parts.push(JSON.stringify(rows[0].s));
  }
  return parts.join('\n');
}

interface Answer {
  req: ForeignRequest;
  res: LightMyRequestResponse;
  body: { code?: string; fieldErrors?: Record<string, string[]> };
  where: string;
}

/** Sends a case's request, built with the object of `side` in its field. */
async function send(
  key: string,
  testCase: ForeignCase,
  side: Side,
  req: ForeignRequest,
): Promise<Answer> {
  const client = testCase.caller === 'admin' ? w.admin : w.owner;
  const res = await client.request({
    method: key.split(' ')[0]!,
    url: req.url,
    payload: req.body as object,
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  const body = (json && res.body ? JSON.parse(res.body) : {}) as Answer['body'];
  return { req, res, body, where: `${key} (${side}) = ${res.statusCode} ${body.code ?? ''}` };
}

/** What is wrong with the answer to an object of another company than the current one. */
function refusalProblems(testCase: ForeignCase, { req, res, body }: Answer): string[] {
  const refusal = testCase.refusal;
  const problems: string[] = [];
  if ('empty' in refusal) {
    if (res.statusCode !== 200) problems.push('expected 200 without rows');
    if (req.mark && res.body.includes(req.mark)) problems.push("shows the other company's rows");
  } else if ('field' in refusal) {
    if (res.statusCode !== refusal.status || !body.fieldErrors?.[refusal.field])
      problems.push(`expected ${refusal.status} naming ${refusal.field}`);
  } else if (res.statusCode !== 404 || body.code !== 'NOT_FOUND') {
    problems.push('expected 404');
  }
  if (res.body.includes(w.companyB.id) || res.body.includes(w.companyC.id))
    problems.push('the answer mentions the other company');
  return problems;
}

/** Every uuid field of a body or query of a contract: `METHOD path field`. */
function idFields(): string[] {
  return contracts.flatMap((c) =>
    (['query', 'body'] as const).flatMap((part) =>
      uuidFields(c[part], part).map((field) => `${c.method} ${c.path} ${field}`),
    ),
  );
}

describe('foreign ids in bodies and queries', () => {
  it('finds uuid fields through every wrapper a schema uses', () => {
    const schema = z.object({
      plain: z.uuid(),
      text: z.string(),
      list: z._default(z.array(z.nullable(z.uuid())), []),
      nested: z.optional(z.object({ refs: z.array(z.object({ accountId: z.uuid() })) })),
      either: z.union([z.object({ one: z.uuid() }), z.object({ all: z.literal(true) })]),
      checked: z.object({ id: z.string().check(z.uuid()) }).check(z.refine(() => true)),
    });
    expect(uuidFields(schema, 'body').sort()).toEqual([
      'body.checked.id',
      'body.either.one',
      'body.list[]',
      'body.nested.refs[].accountId',
      'body.plain',
    ]);
  });

  it('has a case for every uuid field of a body or query, and none for a field gone', () => {
    // The walk reads the contracts of packages/shared: every registered route must have one.
    const declared = new Set(contracts.map((c) => `${c.method} ${c.path}`));
    const routes = w.ctx.app
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(routes.filter((r) => !declared.has(r))).toEqual([]);
    const fields = idFields();
    expect(fields.length).toBeGreaterThan(20);
    const missing = fields.filter((f) => !foreignCases[f] && !excluded(f));
    expect(missing).toEqual([]);
    const stale = Object.keys(foreignCases).filter((k) => !fields.includes(k));
    expect(stale).toEqual([]);
  });

  it("accepts the current company's object in every field and refuses another company's", async () => {
    const failures: string[] = [];
    for (const [key, testCase] of Object.entries(foreignCases)) {
      const own = await send(key, testCase, 'own', await testCase.build(w, 'own'));
      const field = 'field' in testCase.refusal ? testCase.refusal.field : null;
      const ownRefused =
        own.res.statusCode >= 400 &&
        (!testCase.ownErrors?.includes(own.body.code ?? '') ||
          (field !== null && own.body.fieldErrors?.[field] !== undefined));
      if (ownRefused)
        failures.push(`${own.where}: own object refused (${own.res.body.slice(0, 200)})`);
      if (own.req.mark && !own.res.body.includes(own.req.mark))
        failures.push(`${own.where}: the answer lacks the own rows`);

      // C's objects are the caller's too where a field takes any of the caller's companies.
      const sides: Side[] = testCase.anyOwnCompany ? ['foreign'] : ['foreign', 'other'];
      for (const side of sides) {
        const req = await testCase.build(w, side);
        const before = await snapshot();
        const answer = await send(key, testCase, side, req);
        if ((await snapshot()) !== before) failures.push(`${answer.where}: changed data`);
        for (const problem of refusalProblems(testCase, answer))
          failures.push(`${answer.where}: ${problem} (${answer.res.body.slice(0, 200)})`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
