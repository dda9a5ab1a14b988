import type { DbOrTx } from '../../db/client';
import { tooManyAttempts } from './auth.errors';
import { countRecentFailures } from './auth.repository';

/**
 * Brute-force limits (docs/budgets.md#brute-force): failures per account and per IP in a 15-minute
 * window.
 */
export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/** Refuses the attempt when the account (as typed) or the IP has used up its failures. */
export async function assertNotLimited(
  db: DbOrTx,
  email: string,
  ip: string | null,
): Promise<void> {
  const { byEmail, byIp } = await countRecentFailures(db, email, ip, FAILURE_WINDOW_MINUTES);
  if (byEmail >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP) {
    throw tooManyAttempts(FAILURE_WINDOW_MINUTES);
  }
}
