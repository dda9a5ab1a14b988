import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { encryptSecret, keyringFor } from '../src/lib/secrets';
import type { Config } from '../src/config';
import { users } from '../src/modules/users/users.table';
import { hashPassword } from '../src/modules/auth/passwords';
import { currentTotp, newTotpSecret } from '../src/modules/auth/totp';
import { createCompanyWithOwner } from '../src/modules/companies/companies.repository';
import { mailOutbox } from '../src/modules/mail/mail.table';
import { companyMembers } from '../src/modules/users/users.table';
import type { SystemRoleKey } from '@wb/shared';
import { TestClient } from './client';

export const PASSWORD = 'correct horse battery staple';
let seq = 0;

export function uniqueEmail(prefix = 'user'): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}.${seq}@test.example.com`;
}

/** A verified user created directly (fast); optionally an admin and with a second factor. */
export async function createUser(
  database: Database,
  config: Config,
  options: {
    email?: string;
    type?: 'user' | 'admin';
    totp?: boolean;
    fullName?: string;
    password?: string;
  } = {},
) {
  const email = options.email ?? uniqueEmail(options.type ?? 'user');
  const totpSecret = options.totp ? newTotpSecret() : null;
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      fullName: options.fullName ?? 'Тест Тестов',
      passwordHash: await hashPassword(options.password ?? PASSWORD),
      type: options.type ?? 'user',
      emailVerifiedAt: new Date(),
      totpSecret: totpSecret ? encryptSecret(keyringFor(config), totpSecret) : null,
      totpEnabledAt: totpSecret ? new Date() : null,
    })
    .returning();
  return { id: row!.id, email, totpSecret, password: options.password ?? PASSWORD };
}

/** A company with its owner; other members get the system roles asked for. */
export async function createCompany(
  database: Database,
  config: Config,
  name = 'ООО Тест',
  members: Partial<Record<Exclude<SystemRoleKey, 'owner'>, number>> = {},
) {
  const owner = await createUser(database, config);
  const { company, roles } = await createCompanyWithOwner(database.db, {
    name,
    ownerUserId: owner.id,
  });
  const byRole: Record<string, Awaited<ReturnType<typeof createUser>>[]> = { owner: [owner] };
  for (const [key, n] of Object.entries(members)) {
    for (let i = 0; i < n; i++) {
      const user = await createUser(database, config);
      await database.db.insert(companyMembers).values({
        companyId: company.id,
        userId: user.id,
        roleId: roles[key as SystemRoleKey].id,
      });
      (byRole[key] ??= []).push(user);
    }
  }
  return { company, roles, owner, members: byRole };
}

/** Signs in through the API (with a TOTP code when the user has a second factor). */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password?: string; totpSecret?: string | null },
  clientOptions: { ip?: string } = {},
): Promise<TestClient> {
  const client = new TestClient(app, clientOptions);
  const res = await client.post('/api/auth/login', {
    email: user.email,
    password: user.password ?? PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ status: string; challenge?: string }>();
  if (body.status === 'totp_required') {
    const second = await client.post('/api/auth/login/totp', {
      challenge: body.challenge,
      code: await unusedTotp(app.db, user.email, user.totpSecret!),
    });
    expect(second.statusCode, second.body).toBe(200);
  }
  return client;
}

const STEP_MS = 30_000;

/**
 * An authenticator code the server has not seen yet: each code works once
 * (docs/budgets.md#mfa), so a user signed in again within 30 s takes the next step's
 * code (inside the ±1 step drift window), and a third waits for the clock.
 */
export async function unusedTotp(database: Database, email: string, secret: string) {
  const [row] = await database.db
    .select({ last: users.totpLastStep })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (row?.last ?? 0) + 1);
    if (step <= now + 1) return currentTotp(secret, step * STEP_MS);
    await sleep((step - 1) * STEP_MS - Date.now() + 50);
  }
}

/** The newest queued e-mail to an address, and the first link in it. */
export async function lastMail(database: Database, to: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(1);
  const link = row?.text.match(/https?:\/\/\S+/)?.[0];
  return { mail: row, link, token: link?.match(/[A-Za-z0-9_-]{43}/)?.[0] };
}

export async function userByEmail(database: Database, email: string) {
  const [row] = await database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}
