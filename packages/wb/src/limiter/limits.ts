import type { WbTokenType } from '../token/categories';

/** One row of a WB limit table: `limit` requests per `periodMs`, bursts of `burst`. */
export interface WbLimit {
  periodMs: number;
  limit: number;
  burst: number;
}

export interface WbMethodGroup {
  /** Personal, service and "basic with secret" tokens (and test tokens). */
  limit: WbLimit;
  /** Basic tokens, where WB publishes a separate row. */
  basic?: WbLimit;
  /** What one 4xx answer costs (10 on the marketplace methods, docs/wb-notes.md#rate-limits). */
  fourXxCost?: number;
}

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const l = (periodMs: number, limit: number, burst: number): WbLimit => ({ periodMs, limit, burst });

/**
 * WB's rate limits per seller account by method group (docs/wb-notes.md#rate-limits and the limit
 * tables of wb-openapi/*.yaml). A group is one WB limit: where the spec says "для всех методов …"
 * the methods share it (content, tags, prices, seller warehouses, supply drafts); elsewhere every
 * method has its own limit, so its own group.
 */
export const WB_METHOD_GROUPS = {
  // "Максимум 3 запроса за 30 секунд", separately for each host's variant (01-general.yaml).
  ping: { limit: l(30 * SEC, 3, 3) },
  'seller-info': { limit: l(MIN, 1, 10), basic: l(24 * HOUR, 1, 1) },
  // All content methods but card writes share one limit (02-items.yaml).
  content: { limit: l(MIN, 100, 5) },
  'content-tags': { limit: l(MIN, 100, 5), basic: l(HOUR, 2, 1) },
  prices: { limit: l(6 * SEC, 10, 5), basic: l(HOUR, 4, 1) },
  // Seller warehouses and WB offices: one limit; a 4xx answer counts as 10 requests.
  marketplace: { limit: l(MIN, 300, 20), fourXxCost: 10 },
  'statistics-orders': { limit: l(MIN, 1, 10), basic: l(3 * HOUR, 1, 1) },
  'statistics-sales': { limit: l(MIN, 1, 1), basic: l(2 * HOUR, 1, 1) },
  'analytics-order-feed': { limit: l(MIN, 1, 1), basic: l(3 * HOUR, 1, 1) },
  'analytics-stocks-wb': { limit: l(MIN, 3, 1) },
  'analytics-stocks-seller': { limit: l(MIN, 3, 1) },
  // Cost reports as async tasks (12-reports.yaml): create, status and download each limited.
  'reports-paid-storage': { limit: l(MIN, 1, 5), basic: l(HOUR, 1, 1) },
  'reports-paid-storage-status': { limit: l(5 * SEC, 1, 5), basic: l(HOUR, 2, 2) },
  'reports-paid-storage-download': { limit: l(MIN, 1, 1), basic: l(HOUR, 2, 1) },
  'reports-acceptance': { limit: l(MIN, 1, 1), basic: l(3 * HOUR, 1, 1) },
  'reports-acceptance-status': { limit: l(5 * SEC, 1, 1), basic: l(HOUR, 2, 1) },
  'reports-acceptance-download': { limit: l(MIN, 1, 1), basic: l(HOUR, 2, 1) },
  'finance-reports-list': { limit: l(MIN, 1, 1) },
  'finance-balance': { limit: l(MIN, 1, 1), basic: l(24 * HOUR, 1, 1) },
  'finance-report-detail': { limit: l(MIN, 1, 1) },
  'finance-detail-period': { limit: l(MIN, 1, 1), basic: l(24 * HOUR, 2, 1) },
  'tariffs-commission': { limit: l(MIN, 1, 2), basic: l(HOUR, 5, 1) },
  'tariffs-box': { limit: l(MIN, 60, 5), basic: l(HOUR, 1, 1) },
  'tariffs-pallet': { limit: l(MIN, 60, 5), basic: l(HOUR, 1, 1) },
  'tariffs-return': { limit: l(MIN, 60, 5), basic: l(HOUR, 1, 1) },
  'tariffs-acceptance': { limit: l(MIN, 6, 6), basic: l(HOUR, 1, 1) },
  'supplies-list': { limit: l(MIN, 30, 10), basic: l(HOUR, 2, 1) },
  'supplies-details': { limit: l(MIN, 30, 10), basic: l(HOUR, 2, 1) },
  'supplies-goods': { limit: l(MIN, 30, 10), basic: l(HOUR, 2, 1) },
  'supplies-package': { limit: l(MIN, 30, 10), basic: l(HOUR, 2, 1) },
  'supplies-drafts': { limit: l(MIN, 30, 10) },
  'advert-upd': { limit: l(SEC, 1, 5), basic: l(HOUR, 1, 1) },
} as const satisfies Record<string, WbMethodGroup>;

export type WbMethodGroupId = keyof typeof WB_METHOD_GROUPS;

/** What a token bucket needs: capacity and refill speed. */
export interface BucketSpec {
  capacity: number;
  refillPerSecond: number;
}

/**
 * Refill slightly slower than WB does, so that clock granularity and the time a request spends
 * in flight never make WB see one token less than we counted (429 otherwise,
 * docs/wb-notes.md#rate-limits). 2 % keeps a rate-limited sync well inside the "≤ 1.1 × what the
 * limits allow" budget.
 */
export const DEFAULT_REFILL_SAFETY = 0.98;

/** The bucket for a group and token type (basic tokens get WB's basic row where it exists). */
export function bucketSpec(
  group: WbMethodGroupId,
  tokenType: WbTokenType = 'personal',
  safety = DEFAULT_REFILL_SAFETY,
): BucketSpec {
  const def: WbMethodGroup = WB_METHOD_GROUPS[group];
  const limit = tokenType === 'basic' && def.basic ? def.basic : def.limit;
  return {
    capacity: limit.burst,
    refillPerSecond: (limit.limit / (limit.periodMs / SEC)) * safety,
  };
}

/** The bucket key of a group: ping is limited per host, everything else per group. */
export function bucketName(group: WbMethodGroupId, host: string): string {
  return group === 'ping' ? `ping:${host}` : group;
}
