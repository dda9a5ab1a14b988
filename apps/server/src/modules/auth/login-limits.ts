import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { authFailures } from './auth.table';

/**
 * Brute-force limits (docs/budgets.md#brute-force): failures per account and per IP in a 15-minute
 * window.
 */
export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

const inWindow = () =>
  gt(authFailures.at, sql`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`);

/** Refuses the attempt when the account (as typed) or the IP has used up its failures. */
export async function assertNotLimited(
  db: DbOrTx,
  email: string,
  ip: string | null,
): Promise<void> {
  const [byEmail] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authFailures)
    .where(and(eq(authFailures.email, email), inWindow()));
  const byIp = ip
    ? (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(authFailures)
          .where(and(eq(authFailures.ip, ip), inWindow()))
      )[0]
    : undefined;
  if ((byEmail?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP) {
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      `Слишком много неудачных попыток. Попробуйте через ${FAILURE_WINDOW_MINUTES} минут или восстановите пароль.`,
      429,
    );
  }
}

export async function recordFailure(db: DbOrTx, email: string, ip: string | null): Promise<void> {
  await db.insert(authFailures).values({ email, ip });
}

/** A successful sign-in forgets the account's failures (not the IP's). */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.email, email));
}
