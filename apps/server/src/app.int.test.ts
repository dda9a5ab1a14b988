import {
  CSRF_HEADER,
  CSRF_VALUE,
  defineContract,
  isValidAccessRule,
  type AccessRule,
} from '@wb/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../test/helpers';
import { sharedDeclarations } from '../test/shared-contracts';
import { registerContract } from './plugins/contracts';

/** Whether a route carries exactly a contract's access rule. */
const sameRule = (route: AccessRule | undefined, contract: AccessRule) =>
  JSON.stringify(route) ===
  JSON.stringify({
    ...(contract.public ? { public: true } : {}),
    ...(contract.signedIn ? { signedIn: true } : {}),
    ...(contract.permission ? { permission: contract.permission } : {}),
    ...(contract.adminOnly ? { adminOnly: true } : {}),
  });

const echoContract = defineContract({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'Echo for tests',
  tag: 'test',
  signedIn: true,
  body: z.object({ name: z.string().min(2), count: z.number().int().positive() }),
  response: z.object({ name: z.string(), count: z.number() }),
});

const productEditContract = defineContract({
  method: 'GET',
  path: '/api/test/products/:id',
  summary: 'Permission-guarded route for tests',
  tag: 'test',
  permission: { subject: 'product', action: 'edit' },
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ id: z.number() }),
});

const adminContract = defineContract({
  method: 'GET',
  path: '/api/test/admin',
  summary: 'Admin-only route for tests',
  tag: 'test',
  adminOnly: true,
  response: z.object({ ok: z.boolean() }),
});

const boomContract = defineContract({
  method: 'GET',
  path: '/api/test/boom',
  summary: 'Throws an unexpected error',
  tag: 'test',
  public: true,
  response: z.object({ ok: z.boolean() }),
});

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    extend(app) {
      // A stand-in for the session plugin: the principal comes from test headers.
      app.addHook('onRequest', async (request) => {
        const type = request.headers['x-test-user'];
        if (type === 'user' || type === 'admin') {
          const perms = String(request.headers['x-test-perms'] ?? '');
          request.principal = { type, permissions: perms ? perms.split(',') : [] };
        }
      });
      registerContract(app, echoContract, async (req) => req.body);
      registerContract(app, productEditContract, async (req) => ({ id: req.params.id }));
      registerContract(app, adminContract, async () => ({ ok: true }));
      registerContract(app, boomContract, async () => {
        throw new Error('secret database password in a stack trace');
      });
    },
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('health', () => {
  it('answers with the version and a reachable database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', version: ctx.config.APP_VERSION });
    expect(body.database.ok).toBe(true);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a well-formed request id from a proxy and replaces a malformed one', async () => {
    const good = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-req-12345' },
    });
    expect(good.headers['x-request-id']).toBe('proxy-req-12345');
    const bad = await ctx.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('security headers', () => {
  it('sends a strict CSP, HSTS, nosniff, frame denial and a referrer policy', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same headers on errors and unknown routes', async () => {
    const ok = await ctx.app.inject({ url: '/api/health' });
    for (const res of [
      await ctx.app.inject({ url: '/api/no-such-route' }),
      await ctx.app.inject({ url: '/api/me' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(res.headers[name], name).toBe(ok.headers[name]);
        expect(res.headers[name], name).toBeTruthy();
      }
    }
  });
});

describe('error handler', () => {
  it('answers bad input with 400, a code and messages per field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-test-user': 'user', [CSRF_HEADER]: CSRF_VALUE },
      payload: { name: 'x', count: -1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['count', 'name']);
    expect(body.fieldErrors.name[0]).toMatch(/[а-я]/i); // Russian messages
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        'x-test-user': 'user',
        'content-type': 'application/json',
        [CSRF_HEADER]: CSRF_VALUE,
      },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('hides the internals of unexpected errors', async () => {
    const res = await ctx.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('answers unknown API paths with a 404 error body, never the web app', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('contract access rules', () => {
  it('refuses anonymous callers of signed-in routes with 401', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { [CSRF_HEADER]: CSRF_VALUE },
      payload: { name: 'ok', count: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('checks the permission before validating or running anything', async () => {
    const denied = await ctx.app.inject({
      url: '/api/test/products/7',
      headers: { 'x-test-user': 'user', 'x-test-perms': 'product:view' },
    });
    expect(denied.statusCode).toBe(403);
    const allowed = await ctx.app.inject({
      url: '/api/test/products/7',
      headers: { 'x-test-user': 'user', 'x-test-perms': 'product:view,product:edit' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ id: 7 });
  });

  it('lets only platform administrators into admin-only routes', async () => {
    const user = await ctx.app.inject({
      url: '/api/test/admin',
      headers: { 'x-test-user': 'user' },
    });
    expect(user.statusCode).toBe(403);
    const admin = await ctx.app.inject({
      url: '/api/test/admin',
      headers: { 'x-test-user': 'admin' },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('lists every /api route with a valid access rule', () => {
    const routes = ctx.app.apiRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const invalid = routes.filter((r) => !isValidAccessRule(r.access)).map((r) => r.url);
    expect(invalid).toEqual([]);
  });

  it('registers every contract declared in packages/shared, with the contract’s own rule', async () => {
    const { contracts } = await sharedDeclarations();
    expect(contracts.length).toBeGreaterThan(100);
    const routes = new Map<string, AccessRule | undefined>(
      ctx.app.apiRoutes().map((r) => [`${String(r.method)} ${r.url}`, r.access]),
    );
    const missing: string[] = [];
    const wrongRule: string[] = [];
    for (const c of contracts) {
      const key = `${c.method} ${c.path}`;
      if (!routes.has(key)) missing.push(key);
      else if (!sameRule(routes.get(key), c)) wrongRule.push(key);
    }
    expect(missing).toEqual([]);
    expect(wrongRule).toEqual([]);
  });
});

describe('boot-time guard', () => {
  it('refuses to start with an /api route that has no access rule', async () => {
    await expect(
      buildTestApp({
        extend(app) {
          app.get('/api/unguarded', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/without an access rule: GET \/api\/unguarded/);
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the contracts at /api/docs', async () => {
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.paths['/api/health'].get.summary).toBe('Service health');
    expect(doc.paths['/api/test/products/{id}'].get.description).toContain('product:edit');
    // Every reference resolves (the recursive list filter is a component of its own).
    const refs = [...json.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs).toContain('FilterGroup');
    expect(refs.filter((name) => !doc.components?.schemas?.[name])).toEqual([]);
    // An upload is described as its multipart form: the file as binary, required.
    const upload = doc.paths['/api/products/cost-import/preview'].post.requestBody;
    const form = upload.content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toContain('file');
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
