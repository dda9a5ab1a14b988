/**
 * Bad input never breaks the auth endpoints: generated invalid bodies and parameters get a 4xx
 * answer (never a 5xx) and change nothing in the database.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createUser, signIn } from '../../../test/identity';

let ctx: TestContext;
let signedIn: TestClient;

const TABLES = [
  'users',
  'sessions',
  'auth_tokens',
  'companies',
  'company_members',
  'roles',
  'mail_outbox',
  'invitations',
  'user_settings',
  'totp_recovery_codes',
];

async function counts(): Promise<string> {
  const { rows } = await ctx.database.pool.query(
    `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
  );
  return JSON.stringify(rows[0]);
}

beforeAll(async () => {
  ctx = await buildTestApp({ config: { AUTH_EMAIL_RATE_PER_MINUTE: '100000' } });
  signedIn = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
});
afterAll(async () => {
  await ctx.close();
});

/** Values of every JSON type, including ones that look almost right. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    'x'.repeat(5000),
    '<script>',
    "' OR 1=1 --",
    '\u0000',
    '%00',
    '../../etc',
    '{{7*7}}',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

const bodyFor = (fields: string[]) =>
  fc.oneof(
    nasty,
    fc.record(Object.fromEntries(fields.map((f) => [f, nasty])), { requiredKeys: [] }),
    fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__', 'constructor'), nasty),
  );

const ENDPOINTS: { url: string; fields: string[]; client: () => TestClient }[] = [
  {
    url: '/api/auth/register',
    fields: ['email', 'password', 'fullName', 'companyName', 'invitationToken', 'language'],
    client: () => new TestClient(ctx.app),
  },
  { url: '/api/auth/verify-email', fields: ['token'], client: () => new TestClient(ctx.app) },
  {
    url: '/api/auth/resend-verification',
    fields: ['email'],
    client: () => new TestClient(ctx.app),
  },
  { url: '/api/auth/login', fields: ['email', 'password'], client: () => new TestClient(ctx.app) },
  {
    url: '/api/auth/login/totp',
    fields: ['challenge', 'code', 'recoveryCode'],
    client: () => new TestClient(ctx.app),
  },
  { url: '/api/auth/forgot-password', fields: ['email'], client: () => new TestClient(ctx.app) },
  {
    url: '/api/auth/reset-password',
    fields: ['token', 'password'],
    client: () => new TestClient(ctx.app),
  },
  {
    url: '/api/auth/confirm-email-change',
    fields: ['token'],
    client: () => new TestClient(ctx.app),
  },
  {
    url: '/api/profile/password',
    fields: ['currentPassword', 'newPassword'],
    client: () => signedIn,
  },
  { url: '/api/profile/email', fields: ['newEmail', 'password'], client: () => signedIn },
  { url: '/api/profile/totp/setup', fields: ['password'], client: () => signedIn },
  { url: '/api/profile/totp/enable', fields: ['code'], client: () => signedIn },
  { url: '/api/me/invitations/accept', fields: ['token'], client: () => signedIn },
];

describe('auth endpoints under generated bad input', () => {
  it.each(ENDPOINTS)('$url: never a 5xx, never a write', async ({ url, fields, client }) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), async (body) => {
        const before = await counts();
        const res = await client().request({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(await counts()).toBe(before);
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it('answers malformed path parameters and raw garbage with 4xx', async () => {
    const client = new TestClient(ctx.app);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (raw) => {
        const token = encodeURIComponent(raw) || 'x';
        expect((await client.get(`/api/auth/invitations/${token}`)).statusCode).toBeLessThan(500);
        const res = await client.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});
