/**
 * What the product knows about WB token categories and the datasets it syncs, for the server
 * (token status) and the browser (labels). Bit positions live in `@wb/wb` (token decoding).
 */
export const WB_CATEGORY_KEYS = [
  'content',
  'analytics',
  'prices',
  'marketplace',
  'statistics',
  'promotion',
  'feedbacks',
  'chat',
  'supplies',
  'returns',
  'documents',
  'finance',
  'users',
] as const;
export type WbCategoryKey = (typeof WB_CATEGORY_KEYS)[number];

export const WB_TOKEN_TYPE_KEYS = ['basic', 'test', 'personal', 'service'] as const;
export type WbTokenTypeKey = (typeof WB_TOKEN_TYPE_KEYS)[number];

/**
 * The datasets the product syncs and the token category each needs (docs/wb-notes.md#tokens).
 * Tariffs, acceptance coefficients and seller info work with a token of any category.
 */
export const WB_DATASETS = [
  { key: 'cards', category: 'content' },
  { key: 'subjects', category: 'content' },
  { key: 'tags', category: 'content' },
  { key: 'prices', category: 'prices' },
  { key: 'orders', category: 'statistics' },
  { key: 'sales', category: 'statistics' },
  { key: 'orderFeed', category: 'analytics' },
  { key: 'stocks', category: 'analytics' },
  { key: 'sellerWarehouses', category: 'marketplace' },
  { key: 'realization', category: 'finance' },
  { key: 'paidStorage', category: 'analytics' },
  { key: 'paidAcceptance', category: 'analytics' },
  { key: 'supplies', category: 'supplies' },
  { key: 'adSpend', category: 'promotion' },
  { key: 'tariffs', category: null },
  { key: 'acceptance', category: null },
] as const satisfies readonly { key: string; category: WbCategoryKey | null }[];
export type WbDatasetKey = (typeof WB_DATASETS)[number]['key'];

/** Every category some synced dataset needs, in {@link WB_CATEGORY_KEYS} order. */
export const WB_REQUIRED_CATEGORIES: readonly WbCategoryKey[] = WB_CATEGORY_KEYS.filter((c) =>
  WB_DATASETS.some((d) => d.category === c),
);

/** The datasets that no category in `granted` can serve. */
export function datasetsNotCovered(granted: Iterable<WbCategoryKey>): WbDatasetKey[] {
  const have = new Set(granted);
  return WB_DATASETS.filter((d) => d.category !== null && !have.has(d.category)).map((d) => d.key);
}

/**
 * Token statuses: `valid`; `expiring` (14 days or less left); `expired`; `invalid` (WB refused
 * it, or it belongs to another seller); `insufficient` (usable, but the account's tokens together
 * miss categories some dataset needs).
 */
export const WB_TOKEN_STATUSES = [
  'valid',
  'expiring',
  'expired',
  'invalid',
  'insufficient',
] as const;
export type WbTokenStatus = (typeof WB_TOKEN_STATUSES)[number];

/** Days before expiry when the owner is warned (the last one on the day it expires). */
export const WB_TOKEN_WARNING_DAYS = [14, 3, 0] as const;
