import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { authTokens } from './auth.table';

export type AuthTokenKind = (typeof authTokens.$inferSelect)['kind'];

/** Lifetimes of the single-use tokens. */
export const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 30 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  mfa_challenge: 5 * 60 * 1000,
};

/** Issues a token; earlier unused tokens of the same kind for the user stop working. */
export async function issueToken(
  db: DbOrTx,
  input: { userId: string; kind: AuthTokenKind; payload?: Record<string, unknown> },
): Promise<string> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, input.userId),
        eq(authTokens.kind, input.kind),
        isNull(authTokens.usedAt),
      ),
    );
  const token = randomToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    kind: input.kind,
    userId: input.userId,
    payload: input.payload ?? {},
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[input.kind]),
  });
  return token;
}

/**
 * Uses a token: atomically marks it used if it is of the kind, unused and unexpired. Two
 * concurrent uses of one token: exactly one succeeds.
 */
export async function consumeToken(db: DbOrTx, token: string, kind: AuthTokenKind) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** A token that is still usable, without using it up. */
export async function findLiveToken(db: DbOrTx, token: string, kind: AuthTokenKind) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export const invalidLink = () =>
  new AppError('TOKEN_INVALID', 'Ссылка недействительна или устарела. Запросите новую.', 400);
