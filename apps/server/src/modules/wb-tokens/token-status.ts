import {
  datasetsNotCovered,
  WB_TOKEN_WARNING_DAYS,
  type WbAccountStatus,
  type WbCategoryKey,
  type WbDatasetKey,
  type WbTokenStatus,
} from '@wb/shared';

/** What the status rules need to know about a stored token. */
export interface TokenFacts {
  id: string;
  categories: readonly WbCategoryKey[];
  expiresAt: Date;
  /** WB refused it at the last check, or it belongs to another seller. */
  rejected: boolean;
}

const DAY_MS = 86_400_000;
export const EXPIRING_DAYS = WB_TOKEN_WARNING_DAYS[0];

/** Whole days left until expiry, rounded up (0 on the last day; negative once expired). */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

export function isUsable(token: TokenFacts, now: Date): boolean {
  return !token.rejected && token.expiresAt.getTime() > now.getTime();
}

/** Datasets that none of the account's usable tokens can serve. */
export function accountMissingDatasets(tokens: readonly TokenFacts[], now: Date): WbDatasetKey[] {
  return datasetsNotCovered(tokens.filter((t) => isUsable(t, now)).flatMap((t) => t.categories));
}

/**
 * A token's status among its account's tokens: `invalid` and `expired` first (it cannot be used),
 * then `expiring` (14 days or less), then `insufficient` — it lacks a category some dataset needs
 * that no other usable token of the account has — else `valid`.
 */
export function tokenStatus(
  token: TokenFacts,
  siblings: readonly TokenFacts[],
  now: Date,
): WbTokenStatus {
  if (token.rejected) return 'invalid';
  if (!isUsable(token, now)) return 'expired';
  if (daysLeft(token.expiresAt, now) <= EXPIRING_DAYS) return 'expiring';
  const others = siblings.filter((t) => t.id !== token.id && isUsable(t, now));
  const ownGaps = datasetsNotCovered(token.categories);
  const accountGaps = new Set(
    datasetsNotCovered([...token.categories, ...others.flatMap((t) => t.categories)]),
  );
  return ownGaps.some((d) => accountGaps.has(d)) ? 'insufficient' : 'valid';
}

export function accountStatus(tokens: readonly TokenFacts[], now: Date): WbAccountStatus {
  if (tokens.length === 0) return 'noToken';
  if (!tokens.some((t) => isUsable(t, now))) return 'broken';
  return accountMissingDatasets(tokens, now).length > 0 ? 'limited' : 'connected';
}
