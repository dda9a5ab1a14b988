/**
 * Requests that take effect, for the routes whose matrix case (matrix-cases.ts) is a refusal even
 * for an allowed caller (a wrong password, an unknown token, a token of another seller): the
 * audit and idempotency coverage tests need each state change done once, for real. Every other
 * route's matrix case already succeeds for its caller on its own object.
 *
 * The account-level flows act on a fresh user of their own (with a client signed in as that user
 * where the route needs one), so the world's callers keep their passwords, factors and sessions.
 */
import { eq } from 'drizzle-orm';
import { encryptSecret, keyringFor } from '../src/lib/secrets';
import { issueToken, type AuthTokenKind } from '../src/modules/auth/auth-tokens';
import { currentTotp, newTotpSecret } from '../src/modules/auth/totp';
import { users } from '../src/modules/users/users.table';
import { wbAccounts } from '../src/modules/wb-accounts/wb-accounts.table';
import { insertCatalogue } from './fixtures/warehouse';
import { TestClient } from './client';
import { insertAccount, insertToken, unsignedWbToken } from './connections';
import { createCompany, createUser, PASSWORD, signIn, uniqueEmail } from './identity';
import type { World } from './matrix-cases';

export interface EffectiveRequest {
  url: string;
  body?: unknown;
  /** The client to send it with; by default the route's caller (see the coverage tests). */
  client?: TestClient;
  /** Who acts, when not the route's caller (an anonymous caller, or a fresh user's client). */
  actorUserId?: string;
}

export type EffectiveCase = (world: World) => Promise<EffectiveRequest>;

const NEW_PASSWORD = 'another correct horse staple';

const freshUser = (w: World, options: { unverified?: boolean } = {}) =>
  createUser(w.ctx.database, w.ctx.config).then(async (user) => {
    if (options.unverified) {
      await w.ctx.database.db
        .update(users)
        .set({ emailVerifiedAt: null })
        .where(eq(users.id, user.id));
    }
    return user;
  });

/** A single-use link token of a fresh user, as the e-mail would carry it. */
async function linkOf(w: World, kind: AuthTokenKind, payload?: Record<string, unknown>) {
  const user = await freshUser(w, { unverified: kind === 'email_verification' });
  const token = await issueToken(w.ctx.database.db, {
    userId: user.id,
    kind,
    ...(payload ? { payload } : {}),
  });
  return { user, token };
}

/** A fresh user and a client signed in as it: the change is that user's. */
async function signedInFresh(w: World) {
  const user = await freshUser(w);
  return { actorUserId: user.id, client: await signIn(w.ctx.app, user) };
}

/**
 * A fresh user signed in with a password only, whose second factor is switched on afterwards:
 * the first code it sends is not one a sign-in has already used.
 */
async function signedInWithTotp(w: World) {
  const fresh = await signedInFresh(w);
  const secret = newTotpSecret();
  await w.ctx.database.db
    .update(users)
    .set({ totpSecret: encryptSecret(keyringFor(w.ctx.config), secret), totpEnabledAt: new Date() })
    .where(eq(users.id, fresh.actorUserId));
  return { ...fresh, secret };
}

export const effectiveCases: Record<string, EffectiveCase> = {
  'POST /api/auth/verify-email': async (w) => {
    const { user, token } = await linkOf(w, 'email_verification');
    return { url: '/api/auth/verify-email', body: { token }, actorUserId: user.id };
  },
  'POST /api/auth/resend-verification': async (w) => {
    const user = await freshUser(w, { unverified: true });
    return {
      url: '/api/auth/resend-verification',
      body: { email: user.email },
      actorUserId: user.id,
    };
  },
  'POST /api/auth/login': async (w) => {
    const user = await freshUser(w);
    return {
      url: '/api/auth/login',
      body: { email: user.email, password: PASSWORD },
      actorUserId: user.id,
    };
  },
  'POST /api/auth/login/totp': async (w) => {
    const user = await createUser(w.ctx.database, w.ctx.config, { totp: true });
    const client = new TestClient(w.ctx.app);
    const first = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const { challenge } = first.json<{ challenge: string }>();
    return {
      url: '/api/auth/login/totp',
      body: { challenge, code: currentTotp(user.totpSecret!) },
      client,
      actorUserId: user.id,
    };
  },
  'POST /api/auth/logout': async (w) => ({ url: '/api/auth/logout', ...(await signedInFresh(w)) }),
  'POST /api/auth/forgot-password': async (w) => {
    const user = await freshUser(w);
    return { url: '/api/auth/forgot-password', body: { email: user.email }, actorUserId: user.id };
  },
  'POST /api/auth/reset-password': async (w) => {
    const { user, token } = await linkOf(w, 'password_reset');
    return {
      url: '/api/auth/reset-password',
      body: { token, password: NEW_PASSWORD },
      actorUserId: user.id,
    };
  },
  'POST /api/auth/confirm-email-change': async (w) => {
    const { user, token } = await linkOf(w, 'email_change', { newEmail: uniqueEmail('changed') });
    return { url: '/api/auth/confirm-email-change', body: { token }, actorUserId: user.id };
  },

  'POST /api/profile/password': async (w) => ({
    url: '/api/profile/password',
    body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    ...(await signedInFresh(w)),
  }),
  'POST /api/profile/email': async (w) => ({
    url: '/api/profile/email',
    body: { newEmail: uniqueEmail('new'), password: PASSWORD },
    ...(await signedInFresh(w)),
  }),
  'POST /api/profile/totp/setup': async (w) => ({
    url: '/api/profile/totp/setup',
    body: { password: PASSWORD },
    ...(await signedInFresh(w)),
  }),
  'POST /api/profile/totp/enable': async (w) => {
    const fresh = await signedInFresh(w);
    const setup = await fresh.client.post('/api/profile/totp/setup', { password: PASSWORD });
    const { secret } = setup.json<{ secret: string }>();
    return { url: '/api/profile/totp/enable', body: { code: currentTotp(secret) }, ...fresh };
  },
  'POST /api/profile/totp/disable': async (w) => {
    const { secret, ...fresh } = await signedInWithTotp(w);
    return {
      url: '/api/profile/totp/disable',
      body: { password: PASSWORD, code: currentTotp(secret) },
      ...fresh,
    };
  },
  'POST /api/profile/totp/recovery-codes': async (w) => {
    const { secret, ...fresh } = await signedInWithTotp(w);
    return {
      url: '/api/profile/totp/recovery-codes',
      body: { code: currentTotp(secret) },
      ...fresh,
    };
  },

  // A token of the account's own seller, which the WB stand-in (matrix-world.ts) accepts.
  'POST /api/wb-tokens': async (w) => {
    const account = await insertAccount(w.ctx.database, w.companyA.id);
    return {
      url: '/api/wb-tokens',
      body: {
        accountId: account.id,
        name: 'Основной',
        token: unsignedWbToken({ sid: account.sellerId! }),
      },
    };
  },
  // The matrix case asks for a bank account's balance (a 400): here the marketplace account of a
  // cabinet with a finance token, whose balance the WB stand-in answers. In a company of its own:
  // company A's pool proxies (made by other cases) lead nowhere, and the call would go through one.
  'POST /api/finances/accounts/:id/wb-balance': async (w) => {
    const { company, owner } = await createCompany(w.ctx.database, w.ctx.config, 'Баланс WB');
    const account = await insertAccount(w.ctx.database, company.id);
    const { row: token } = await insertToken(w.ctx.database, w.ctx.config, account);
    await w.ctx.database.pool.query(
      `UPDATE wb_tokens SET categories = array_append(categories, 'finance') WHERE id = $1`,
      [token.id],
    );
    const { rows } = await w.ctx.database.pool.query<{ id: string }>(
      `INSERT INTO finance_accounts (company_id, name, type, currency, opening_date, wb_account_id)
       VALUES ($1, $2, 'marketplace', 'RUB', '2026-01-01', $3) RETURNING id`,
      [company.id, `WB ${account.name}`, account.id],
    );
    return {
      url: `/api/finances/accounts/${rows[0]!.id}/wb-balance`,
      body: {},
      client: await signIn(w.ctx.app, owner),
      actorUserId: owner.id,
    };
  },
  // The matrix case has nothing to put in a draft: here a packed transportation of a cabinet with
  // a supplies token, whose draft the WB stand-in makes. In a company of its own, as above.
  'POST /api/transportations/:id/wb-draft': async (w) => {
    const { company, owner } = await createCompany(w.ctx.database, w.ctx.config, 'Черновик WB');
    const client = await signIn(w.ctx.app, owner);
    const { id, accountId } = await packedTransportation(w, company.id);
    const [account] = await w.ctx.database.db
      .select()
      .from(wbAccounts)
      .where(eq(wbAccounts.id, accountId));
    const { row: token } = await insertToken(w.ctx.database, w.ctx.config, account!);
    await w.ctx.database.pool.query(
      `UPDATE wb_tokens SET categories = array_append(categories, 'supplies') WHERE id = $1`,
      [token.id],
    );
    return { url: `/api/transportations/${id}/wb-draft`, client, actorUserId: owner.id };
  },
  // The matrix case has no supply linked: here a shipped one whose supply WB has accepted.
  'POST /api/transportations/:id/wb-acceptance': async (w) => {
    const { company, owner } = await createCompany(w.ctx.database, w.ctx.config, 'Приёмка WB');
    const client = await signIn(w.ctx.app, owner);
    const { id, accountId } = await packedTransportation(w, company.id, 'shipped');
    await w.ctx.database.pool.query(`UPDATE transportations SET wb_supply_id = 777 WHERE id = $1`, [
      id,
    ]);
    await w.ctx.database.pool.query(
      `INSERT INTO wb_supplies (company_id, account_id, supply_key, supply_id, status_id, raw)
       VALUES ($1, $2, 'S777', 777, 5, '{}')`,
      [company.id, accountId],
    );
    return { url: `/api/transportations/${id}/wb-acceptance`, client, actorUserId: owner.id };
  },
  // Copying and resetting depend on the set the company has: each in a fresh company, the
  // reset after a copy.
  'POST /api/districts/copy-defaults': async (w) => {
    const { owner } = await createCompany(w.ctx.database, w.ctx.config, 'Свои округа');
    const client = await signIn(w.ctx.app, owner);
    return { url: '/api/districts/copy-defaults', client, actorUserId: owner.id };
  },
  'POST /api/districts/reset': async (w) => {
    const { company, owner } = await createCompany(w.ctx.database, w.ctx.config, 'Сброс округов');
    await w.ctx.database.pool.query(
      `INSERT INTO districts (company_id, name, short_name) VALUES ($1, 'Свой', 'С')`,
      [company.id],
    );
    const client = await signIn(w.ctx.app, owner);
    return { url: '/api/districts/reset', client, actorUserId: owner.id };
  },
};

/** A transportation of one unit of a fresh catalogue size in box 1, in `status`. */
async function packedTransportation(w: World, companyId: string, status = 'packing') {
  const [size] = await insertCatalogue(w.ctx, companyId, 1, 1);
  const { rows } = await w.ctx.database.pool.query<{ id: string }>(
    `WITH wh AS (INSERT INTO warehouses (company_id, name, type) VALUES ($1, 'Склад', 'own') RETURNING id)
     INSERT INTO transportations (company_id, year, number, status, account_id, warehouse_id, wb_warehouse, planned_date)
     SELECT $1, 1999, 1, $2, $3, wh.id, 'Коледино', '1999-06-01' FROM wh RETURNING id`,
    [companyId, status, size!.accountId],
  );
  const id = rows[0]!.id;
  await w.ctx.database.pool.query(
    `INSERT INTO transportation_items (company_id, transportation_id, line_no, account_id, nm_id, chrt_id, box_no, quantity)
     VALUES ($1, $2, 1, $3, $4, $5, 1, 1)`,
    [companyId, id, size!.accountId, size!.nmId, size!.chrtId],
  );
  return { id, accountId: size!.accountId };
}
