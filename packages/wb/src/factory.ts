import type { BackoffOptions } from './http/backoff';
import { globalFetch, proxiedFetch, type FetchLike } from './http/fetch';
import type { WbMetrics, WbRequestEvent } from './http/metrics';
import { WbTransport, type WbHost } from './http/transport';
import type { RateLimiter } from './limiter/limiter';
import { decodeWbToken, type WbTokenInfo } from './token/decode';
import { resolveWbBaseUrls, type BaseUrlsInput } from './config';
import { WbAdvertClient } from './clients/advert';
import { WbAnalyticsClient } from './clients/analytics';
import { WbCommonClient } from './clients/common';
import { WbContentClient } from './clients/content';
import { WbFinanceClient } from './clients/finance';
import { WbMarketplaceClient } from './clients/marketplace';
import { WbPricesClient } from './clients/prices';
import { WbStatisticsClient } from './clients/statistics';
import { WbSuppliesClient } from './clients/supplies';

export interface CreateWbClientsOptions extends BaseUrlsInput {
  /** The raw WB token, sent as `Authorization` (docs/wb-notes.md#tokens). */
  token: string;
  /** The bucket owner; default: `sid` of the token. */
  sellerId?: string;
  limiter: RateLimiter;
  /** Outbound HTTP proxy of the account, `http://user:pass@host:port` (CONNECT). */
  proxyUrl?: string;
  metrics?: WbMetrics;
  onRequest?: (event: WbRequestEvent) => void;
  /** For tests; ignored for the transport when `proxyUrl` is set. */
  fetch?: FetchLike;
  timeoutMs?: number;
  maxAttempts?: number;
  backoff?: BackoffOptions;
  refillSafety?: number;
  /** See `WbTransportOptions.maxWaitMs`. */
  maxWaitMs?: number;
}

export interface WbClients {
  common: WbCommonClient;
  content: WbContentClient;
  prices: WbPricesClient;
  marketplace: WbMarketplaceClient;
  statistics: WbStatisticsClient;
  analytics: WbAnalyticsClient;
  finance: WbFinanceClient;
  supplies: WbSuppliesClient;
  advert: WbAdvertClient;
  sellerId: string;
  /** The decoded token, when it could be decoded. */
  token: WbTokenInfo | undefined;
  /** Releases the proxy's connections (no-op without a proxy). */
  close(): Promise<void>;
}

/** Builds the per-host clients of one account (token), sharing one transport and limiter. */
export function createWbClients(options: CreateWbClientsOptions): WbClients {
  let info: WbTokenInfo | undefined;
  try {
    info = decodeWbToken(options.token);
  } catch (error) {
    if (!options.sellerId) throw error;
  }
  const sellerId = options.sellerId ?? (info as WbTokenInfo).sellerId;
  const proxy = options.proxyUrl ? proxiedFetch(options.proxyUrl) : undefined;
  const transport = new WbTransport({
    baseUrls: resolveWbBaseUrls(options),
    token: options.token,
    sellerId,
    tokenType: info?.type ?? 'personal',
    limiter: options.limiter,
    fetch: proxy?.fetch ?? options.fetch ?? globalFetch,
    metrics: options.metrics,
    onRequest: options.onRequest,
    timeoutMs: options.timeoutMs,
    maxAttempts: options.maxAttempts,
    backoff: options.backoff,
    refillSafety: options.refillSafety,
    maxWaitMs: options.maxWaitMs,
  });
  const host = <C>(Client: new (t: WbTransport, h: WbHost) => C, h: WbHost) =>
    new Client(transport, h);
  return {
    common: host(WbCommonClient, 'common'),
    content: host(WbContentClient, 'content'),
    prices: host(WbPricesClient, 'prices'),
    marketplace: host(WbMarketplaceClient, 'marketplace'),
    statistics: host(WbStatisticsClient, 'statistics'),
    analytics: host(WbAnalyticsClient, 'analytics'),
    finance: host(WbFinanceClient, 'finance'),
    supplies: host(WbSuppliesClient, 'supplies'),
    advert: host(WbAdvertClient, 'advert'),
    sellerId,
    token: info,
    close: async () => {
      await proxy?.close();
    },
  };
}
