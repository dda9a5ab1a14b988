/**
 * The API under invalid input (docs/budgets.md#bad-input), generated from the OpenAPI document:
 * every operation × classes of invalid input — wrong types, huge strings and numbers, control
 * characters, unpaired surrogates, deep nesting, impossible dates, extra fields, arrays for
 * objects, empty and malformed bodies, junk and foreign ids, junk list requests and upload files —
 * as an anonymous caller, a view-only member (the analyst) and the owner of a company, and a
 * platform administrator on the admin operations. Every answer is below 500 and, when an error,
 * the API's `{code, message}`; every request finishes in time; no table changes (checksums
 * before and after each operation). Each request differs from a valid one (the authorization
 * matrix's case) in one place, so it reaches that place's check. FUZZ_SEED varies the choices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../test/client';
import { auditedAnyway, changedTables, checksums, tablesContaining } from '../test/fuzz/checksums';
import { adminCount, MARKERS, oddBodies, rowsOfB } from '../test/fuzz/extras';
import { listJunk } from '../test/fuzz/list-inputs';
import {
  buildUrl,
  invalidRequests,
  sample,
  splitUrl,
  type FuzzRequest,
} from '../test/fuzz/mutations';
import { clientFor, guardRefused, HANG_MS, jsonOf, problemOf, send } from '../test/fuzz/send';
import { uploadRequests } from '../test/fuzz/uploads';
import { hashOf, prng } from '../test/fuzz/values';
import { allowed, startFuzzWorld, type ActorName, type FuzzWorld } from '../test/fuzz/world';
import { createSession, sessionCookieName } from './modules/auth/sessions';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
/** Requests a refused caller sends per operation: the guard answers before any input check. */
const REFUSED_SAMPLE = 6;
/** The operation whose valid body makes a user a platform administrator. */
const GRANTS_ADMIN = 'POST /api/admin/users/:id/admin';

/**
 * Invalid-looking input an operation rightly accepts, by operation: a pattern of the requests'
 * labels, and why the input is in fact valid there.
 */
const VALID_THERE: Record<string, [RegExp, string][]> = {
  'DELETE /api/roles/:id': [
    [
      /^junk id: (absent|foreign) @ body\.reassignToRoleId$/,
      'read only when people have the role (they move to it); the role deleted here has nobody',
    ],
  ],
};

/**
 * Exports that are not a list's (a report's own workbook): audited as their file starts, like a
 * list's export, so a request with odd but harmless input (an extra query field) leaves a row.
 */
const REPORT_EXPORT_ACTIONS = ['income.statement_export'];

type Op = FuzzWorld['operations'][number];

interface Planned {
  op: Op;
  actor: ActorName;
  requests: FuzzRequest[];
  /** Sign-out ends the session it is sent with: each of its requests gets a session of its own. */
  sessions?: string[];
}

let fw: FuzzWorld;
/** The valid base request of each operation and caller (`<key> <actor>`), made once. */
const bases = new Map<string, { url: string; body?: unknown; client?: TestClient }>();
const plans: Planned[] = [];

async function plan(op: Op): Promise<Planned[]> {
  const names: ActorName[] = ['anonymous', 'viewer', 'owner'];
  if (op.access.adminOnly) names.push('admin');
  const baseOf = (name: ActorName) => bases.get(`${op.key} ${name}`);
  for (const name of names) {
    if (!allowed(op.access, fw.actors[name])) continue;
    const base = await op.case.build(fw.world, fw.actors[name], 'own');
    if (base) bases.set(`${op.key} ${name}`, base);
  }
  // A refused caller sends what an allowed one would (its ids are real objects of company A).
  const fallback = baseOf('owner') ?? baseOf('admin') ?? baseOf('viewer') ?? baseOf('anonymous');
  if (!fallback) throw new Error(`${op.key}: no valid base request for any caller`);
  const out: Planned[] = [];
  for (const name of names) {
    const actor = fw.actors[name];
    const base = baseOf(name) ?? fallback;
    const random = prng(hashOf(`${SEED} ${op.key} ${name}`));
    // Platform tools (admin-only) act on every company's objects: no id is foreign to them.
    const foreignId = op.access.adminOnly ? undefined : fw.foreignId;
    let requests = invalidRequests(op, base, random, foreignId);
    const upload = op.contract?.upload;
    if (upload) requests.push(...(await uploadRequests(op.method, base.url, upload, base.body)));
    if (op.list) {
      const { params, query } = splitUrl(op, base.url);
      for (const junk of listJunk(op.list, random)) {
        const q = new Map(query).set('list', encodeURIComponent(junk.value));
        requests.push({ label: junk.label, method: op.method, url: buildUrl(op, params, q) });
      }
    }
    const valid = VALID_THERE[op.key] ?? [];
    requests = requests.filter((r) => !valid.some(([label]) => label.test(r.label)));
    if (!allowed(op.access, actor)) requests = sample(random, requests, REFUSED_SAMPLE);
    const planned: Planned = { op, actor: name, requests };
    if (op.key === 'POST /api/auth/logout' && actor.user) {
      // Made now, before the checksums: a sign-out that wrongly went through shows as a change.
      planned.sessions = [];
      for (let i = 0; i < requests.length; i++) {
        const session = await createSession(fw.ctx.database.db, {
          userId: actor.user.id,
          companyId: fw.world.companyA.id,
          ip: null,
          userAgent: 'fuzz',
        });
        planned.sessions.push(session.token);
      }
    }
    out.push(planned);
  }
  return out;
}

beforeAll(async () => {
  fw = await startFuzzWorld();
  for (const op of fw.operations) plans.push(...(await plan(op)));
}, 180_000);

afterAll(async () => {
  await fw?.close();
});

describe('the API under invalid input', () => {
  it('has every registered route in the OpenAPI document', () => {
    const routes = fw.ctx.app
      .apiRoutes()
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${String(r.method)} ${r.url}`)
      .sort();
    expect(fw.operations.map((o) => o.key).sort()).toEqual(routes);
  });

  it('answers every operation × invalid input × caller below 500, with {code, message}, in time, changing nothing', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    // Valid reads first: a read may set up state lazily (an account's sync rows on its first
    // status read), which is then in place before the checksums are taken.
    for (const p of plans) {
      const base = bases.get(`${p.op.key} ${p.actor}`);
      if (base && p.op.method === 'GET') {
        await send(clientFor(fw.ctx.app, fw.actors[p.actor]), {
          label: 'valid',
          method: 'GET',
          url: base.url,
        });
      }
    }
    const exportActions = [
      ...fw.operations.flatMap((o) => (o.list ? [o.list.export.action] : [])),
      ...REPORT_EXPORT_ACTIONS,
    ];
    const sums = () => checksums(fw.ctx.database.pool, auditedAnyway(exportActions));
    const start = await sums();
    let before = start;
    for (const op of fw.operations) {
      const accepted: string[] = [];
      for (const p of plans.filter((x) => x.op === op)) {
        const actor = fw.actors[p.actor];
        const refused = !allowed(op.access, actor);
        for (const [i, r] of p.requests.entries()) {
          const token = p.sessions?.[i];
          const session = token ? { cookie: sessionCookieName(fw.ctx.config), token } : undefined;
          const res = await send(clientFor(fw.ctx.app, actor, session), r);
          sent++;
          const where = `${p.actor} → ${op.key} [${r.label}] ${r.url.slice(0, 120)}`;
          if (res === 'hang') {
            failures.push(`${where}: no answer in ${HANG_MS} ms`);
            continue;
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const problem = problemOf(res, refused);
          if (problem) failures.push(`${where}: ${problem}`);
          // A caller that lost its session or role would prove nothing for the rest of the run.
          if (!refused && guardRefused(res)) failures.push(`${where}: refused by the guard`);
          if (res.statusCode < 300 && op.method !== 'GET')
            accepted.push(`${where} = ${res.statusCode}`);
        }
      }
      const after = await sums();
      const changed = changedTables(before, after);
      if (changed.length > 0) {
        failures.push(
          `${op.key} changed ${changed.join(', ')}; accepted: ${accepted.join(' | ') || 'none'}`,
        );
      }
      before = after;
    }
    expect(failures).toEqual([]);
    expect(changedTables(start, before)).toEqual([]);
    expect(sent).toBeGreaterThan(5_000);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([k, n]) => `${k}×${n}`);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.warn(`fuzz: ${sent} requests in ${seconds} s (seed ${SEED}): ${byStatus.join(' ')}`);
  }, 600_000);

  it('answers valid but odd bodies below 500 and never stores an extra field', async () => {
    const pool = fw.ctx.database.pool;
    const ofB = await rowsOfB(pool, fw.world);
    const failures: string[] = [];
    let sent = 0;
    for (const op of fw.operations.filter((o) => o.body && o.method !== 'GET')) {
      for (const name of ['anonymous', 'viewer', 'owner', 'admin'] as const) {
        const actor = fw.actors[name];
        const base = bases.get(`${op.key} ${name}`);
        if (!base || (name === 'admin' && !op.access.adminOnly)) continue;
        for (const { label, body } of oddBodies(op, base.body, fw.world)) {
          const admins = await adminCount(pool);
          const res = await send(base.client ?? clientFor(fw.ctx.app, actor), {
            label,
            method: op.method,
            url: base.url,
            payload: JSON.stringify(body),
            contentType: 'application/json',
          });
          sent++;
          const where = `${name} → ${op.key} [${label}]`;
          if (res === 'hang') {
            failures.push(`${where}: no answer in ${HANG_MS} ms`);
            continue;
          }
          const problem = problemOf(res, false);
          if (problem) failures.push(`${where}: ${problem}`);
          await op.case.after?.(fw.world, jsonOf(res));
          // `type: admin` in a body makes nobody an administrator (but the operation that does).
          if (op.key !== GRANTS_ADMIN && (await adminCount(pool)) !== admins) {
            failures.push(`${where}: made a user an administrator`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await tablesContaining(pool, MARKERS)).toEqual([]);
    expect(await rowsOfB(pool, fw.world)).toEqual(ofB);
    expect(sent).toBeGreaterThan(100);
    console.warn(`fuzz: ${sent} valid but odd bodies`);
  }, 300_000);
});
