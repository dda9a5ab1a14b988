import { WB_HOSTS, type WbBaseUrls, type WbHost } from './http/transport';

/** WB's production hosts (docs/wb-integration.md, docs/wb-notes.md#hosts). */
export const WB_PRODUCTION_BASE_URLS: WbBaseUrls = {
  common: 'https://common-api.wildberries.ru',
  content: 'https://content-api.wildberries.ru',
  prices: 'https://discounts-prices-api.wildberries.ru',
  marketplace: 'https://marketplace-api.wildberries.ru',
  statistics: 'https://statistics-api.wildberries.ru',
  analytics: 'https://seller-analytics-api.wildberries.ru',
  finance: 'https://finance-api.wildberries.ru',
  supplies: 'https://supplies-api.wildberries.ru',
  advert: 'https://advert-api.wildberries.ru',
};

/** The local sandbox's root, the default (docs/wb-integration.md). */
export const DEFAULT_WB_SANDBOX_URL = 'http://127.0.0.1:5490';

/** One root with the host keys as path segments: the sandbox layout (`<root>/content/…`). */
export function sandboxBaseUrls(root: string): WbBaseUrls {
  const base = root.replace(/\/+$/, '');
  return Object.fromEntries(WB_HOSTS.map((h) => [h, `${base}/${h}`])) as WbBaseUrls;
}

export interface BaseUrlsInput {
  /** A full map host key → URL (e.g. {@link WB_PRODUCTION_BASE_URLS}), or its JSON. */
  baseUrls?: Partial<Record<WbHost, string>> | string;
  /** A sandbox-style root. */
  baseUrl?: string;
}

/** The base URLs from `baseUrls`, else `baseUrl`, else the local sandbox. */
export function resolveWbBaseUrls(input: BaseUrlsInput = {}): WbBaseUrls {
  if (input.baseUrls !== undefined) {
    const map: unknown =
      typeof input.baseUrls === 'string' ? JSON.parse(input.baseUrls) : input.baseUrls;
    if (typeof map !== 'object' || map === null) throw new Error('WB base URLs must be an object');
    const urls = map as Record<string, unknown>;
    const missing = WB_HOSTS.filter((h) => typeof urls[h] !== 'string' || urls[h] === '');
    if (missing.length) throw new Error(`WB base URLs lack: ${missing.join(', ')}`);
    for (const h of WB_HOSTS) new URL(urls[h] as string); // throws on a malformed URL
    return Object.fromEntries(WB_HOSTS.map((h) => [h, urls[h] as string])) as WbBaseUrls;
  }
  return sandboxBaseUrls(input.baseUrl ?? DEFAULT_WB_SANDBOX_URL);
}

/** Base URLs from the environment: `WB_BASE_URLS` (JSON map), else `WB_BASE_URL` (root). */
export function wbBaseUrlsFromEnv(
  env: Record<string, string | undefined> = process.env,
): WbBaseUrls {
  const baseUrls = env.WB_BASE_URLS?.trim();
  const baseUrl = env.WB_BASE_URL?.trim();
  return resolveWbBaseUrls({ baseUrls: baseUrls || undefined, baseUrl: baseUrl || undefined });
}
