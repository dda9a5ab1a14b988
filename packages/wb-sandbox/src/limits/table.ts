/**
 * WB's rate limits per method group, as the sandbox enforces them (docs/wb-notes.md#rate-limits and
 * the limit tables of the OpenAPI method descriptions). `std` is the personal/service (and
 * basic-with-secret) column; `basic` the basic token's where WB gives one (otherwise basic tokens
 * get `std`). Burst is the bucket size; a new request is earned every period/limit.
 */
export interface LimitSpec {
  periodMs: number;
  limit: number;
  burst: number;
}

export interface GroupLimits {
  std: LimitSpec;
  basic?: LimitSpec;
  /** Marketplace: "один запрос с кодами ответов 4XX учитывается как 10 запросов". */
  cost4xx?: number;
}

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const l = (periodMs: number, limit: number, burst: number): LimitSpec => ({
  periodMs,
  limit,
  burst,
});

export const LIMIT_GROUPS = {
  ping: { std: l(30 * S, 3, 3) },
  'seller-info': { std: l(M, 1, 10), basic: l(24 * H, 1, 1) },
  content: { std: l(M, 100, 5) },
  'content-tags': { std: l(M, 100, 5), basic: l(H, 2, 1) },
  prices: { std: l(6 * S, 10, 5), basic: l(H, 4, 1) },
  'marketplace-warehouses': { std: l(M, 300, 20), cost4xx: 10 },
  'statistics-orders': { std: l(M, 1, 10), basic: l(3 * H, 1, 1) },
  'statistics-sales': { std: l(M, 1, 1), basic: l(2 * H, 1, 1) },
  'analytics-order-feed': { std: l(M, 1, 1), basic: l(3 * H, 1, 1) },
  'analytics-stocks-wb': { std: l(M, 3, 1) },
  'analytics-stocks-seller': { std: l(M, 3, 1) },
  'reports-paid-storage': { std: l(M, 1, 5), basic: l(H, 1, 1) },
  'reports-paid-storage-status': { std: l(5 * S, 1, 5), basic: l(H, 2, 2) },
  'reports-paid-storage-download': { std: l(M, 1, 1), basic: l(H, 2, 1) },
  'reports-acceptance': { std: l(M, 1, 1), basic: l(3 * H, 1, 1) },
  'reports-acceptance-status': { std: l(5 * S, 1, 1), basic: l(H, 2, 1) },
  'reports-acceptance-download': { std: l(M, 1, 1), basic: l(H, 2, 1) },
  'finance-list': { std: l(M, 1, 1) },
  'finance-detailed-report': { std: l(M, 1, 1) },
  'finance-detailed': { std: l(M, 1, 1), basic: l(24 * H, 2, 1) },
  // 13-finances.yaml: 1 a minute; a basic token 1 a day.
  'finance-balance': { std: l(M, 1, 1), basic: l(24 * H, 1, 1) },
  'tariffs-commission': { std: l(M, 1, 2), basic: l(H, 5, 1) },
  'tariffs-box': { std: l(M, 60, 5), basic: l(H, 1, 1) },
  'tariffs-pallet': { std: l(M, 60, 5), basic: l(H, 1, 1) },
  'tariffs-return': { std: l(M, 60, 5), basic: l(H, 1, 1) },
  'tariffs-acceptance': { std: l(M, 6, 6), basic: l(H, 1, 1) },
  'supplies-list': { std: l(M, 30, 10), basic: l(H, 2, 1) },
  'supplies-details': { std: l(M, 30, 10), basic: l(H, 2, 1) },
  'supplies-goods': { std: l(M, 30, 10), basic: l(H, 2, 1) },
  'supplies-package': { std: l(M, 30, 10), basic: l(H, 2, 1) },
  'supplies-drafts': { std: l(M, 30, 10) },
  'supplies-discrepancies': { std: l(M, 1, 1) },
  'advert-upd': { std: l(S, 1, 5), basic: l(H, 1, 1) },
} as const satisfies Record<string, GroupLimits>;

export type LimitGroup = keyof typeof LIMIT_GROUPS;

export function limitsFor(group: LimitGroup, basic: boolean): LimitSpec {
  const g: GroupLimits = LIMIT_GROUPS[group];
  return basic && g.basic ? g.basic : g.std;
}
