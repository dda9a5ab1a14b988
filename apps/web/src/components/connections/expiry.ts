import { WB_TOKEN_WARNING_DAYS } from '@wb/shared/connections/wb-categories';

const DAY_MS = 86_400_000;

/**
 * Whole days left until an instant, rounded up: 0 on the last day, negative once past. The
 * same rule the server uses for a token's `daysLeft`.
 */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.ceil((new Date(iso).getTime() - now.getTime()) / DAY_MS);
}

/**
 * How loudly to warn about an expiry, by the warning days of the product (14, 3 and 0 days
 * ahead): `expired`; `today` (0 days left); `urgent` (3 or less); `soon` (14 or less); else null.
 */
export type ExpiryLevel = 'expired' | 'today' | 'urgent' | 'soon';

export function expiryLevel(daysLeft: number, expired = daysLeft < 0): ExpiryLevel | null {
  const [soon, urgent, today] = WB_TOKEN_WARNING_DAYS;
  if (expired) return 'expired';
  if (daysLeft <= today) return 'today';
  if (daysLeft <= urgent) return 'urgent';
  if (daysLeft <= soon) return 'soon';
  return null;
}
