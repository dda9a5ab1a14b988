/**
 * Token categories: bit positions in the `s` claim of a WB token (docs/wb-notes.md#tokens; bit 0 is
 * the least significant). The keys are the names the product and the sandbox use
 * (docs/wb-integration.md), the labels are WB's own Russian names for the UI.
 */
export const WB_CATEGORIES = [
  { key: 'content', bit: 1, label: 'Контент' },
  { key: 'analytics', bit: 2, label: 'Аналитика' },
  { key: 'prices', bit: 3, label: 'Цены и скидки' },
  { key: 'marketplace', bit: 4, label: 'Маркетплейс' },
  { key: 'statistics', bit: 5, label: 'Статистика' },
  { key: 'promotion', bit: 6, label: 'Продвижение' },
  { key: 'feedbacks', bit: 7, label: 'Вопросы и отзывы' },
  { key: 'chat', bit: 9, label: 'Чат с покупателями' },
  { key: 'supplies', bit: 10, label: 'Поставки' },
  { key: 'returns', bit: 11, label: 'Возвраты покупателями' },
  { key: 'documents', bit: 12, label: 'Документы' },
  { key: 'finance', bit: 13, label: 'Финансы' },
  { key: 'users', bit: 16, label: 'Пользователи' },
] as const;

export type WbCategory = (typeof WB_CATEGORIES)[number]['key'];

/** Bit 30 of `s`: the token may only read (docs/wb-notes.md#tokens). */
export const WB_READ_ONLY_BIT = 30;

/** Token types by the `acc` claim (docs/wb-notes.md#tokens), with WB's Russian names for the UI. */
export const WB_TOKEN_TYPES = [
  { key: 'basic', acc: 1, label: 'Базовый' },
  { key: 'test', acc: 2, label: 'Тестовый' },
  { key: 'personal', acc: 3, label: 'Персональный' },
  { key: 'service', acc: 4, label: 'Сервисный' },
] as const;

export type WbTokenType = (typeof WB_TOKEN_TYPES)[number]['key'];

/**
 * The category a host's methods need (docs/wb-notes.md#tokens, category → API table). `common`
 * (ping, seller-info, tariffs) works with a token of any category, so it needs none.
 */
export const WB_HOST_CATEGORY = {
  common: null,
  content: 'content',
  prices: 'prices',
  marketplace: 'marketplace',
  statistics: 'statistics',
  analytics: 'analytics',
  finance: 'finance',
  supplies: 'supplies',
  advert: 'promotion',
} as const satisfies Record<string, WbCategory | null>;

/** True when bit `bit` of a non-negative integer mask is set; safe beyond 32 bits. */
export function hasBit(mask: number, bit: number): boolean {
  return Math.floor(mask / 2 ** bit) % 2 === 1;
}

/** The categories whose bits are set in `s`, in the order of {@link WB_CATEGORIES}. */
export function categoriesFromMask(mask: number): WbCategory[] {
  return WB_CATEGORIES.filter((c) => hasBit(mask, c.bit)).map((c) => c.key);
}

/** The `s` mask for a set of categories (used by tests and token tooling). */
export function maskFromCategories(categories: readonly WbCategory[], readOnly = false): number {
  let mask = readOnly ? 2 ** WB_READ_ONLY_BIT : 0;
  for (const key of new Set(categories)) {
    const category = WB_CATEGORIES.find((c) => c.key === key);
    if (!category) throw new Error(`Unknown WB token category: ${String(key)}`);
    mask += 2 ** category.bit;
  }
  return mask;
}
