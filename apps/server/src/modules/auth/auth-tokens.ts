import type { DbOrTx } from '../../db/client';
import { hashToken, randomToken } from '../../lib/tokens';
import {
  consumeTokenByHash,
  expireOpenTokens,
  findLiveTokenByHash,
  insertToken,
  type AuthTokenKind,
} from './auth.repository';

export type { AuthTokenKind } from './auth.repository';

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
  await expireOpenTokens(db, input.userId, input.kind);
  const token = randomToken();
  await insertToken(db, {
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
  return consumeTokenByHash(db, hashToken(token), kind);
}

/** A token that is still usable, without using it up. */
export async function findLiveToken(db: DbOrTx, token: string, kind: AuthTokenKind) {
  return findLiveTokenByHash(db, hashToken(token), kind);
}
