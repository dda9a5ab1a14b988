import { resolveWbBaseUrls, WB_PRODUCTION_BASE_URLS } from '@wb/wb/config';
import type { WbBaseUrls } from '@wb/wb/http/transport';
import type { Config } from '../../config';

const cache = new WeakMap<Config, WbBaseUrls>();

/** WB's base URLs for this configuration (validated once; a bad value fails loudly). */
export function wbBaseUrls(config: Config): WbBaseUrls {
  let urls = cache.get(config);
  if (!urls) {
    const given = config.WB_BASE_URLS?.trim();
    urls =
      given === 'production'
        ? WB_PRODUCTION_BASE_URLS
        : resolveWbBaseUrls({ baseUrls: given || undefined, baseUrl: config.WB_BASE_URL });
    cache.set(config, urls);
  }
  return urls;
}
