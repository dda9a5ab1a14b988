import { ProxyAgent, fetch as undiciFetch } from 'undici';

/** What the transport sends. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** What the transport reads from an answer (global fetch and undici's both fit). */
export interface FetchResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponseLike>;

/** Node's global fetch. */
export const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/**
 * A fetch that goes through an outbound HTTP proxy with CONNECT tunnels (undici's ProxyAgent
 * tunnels plain-HTTP targets too, `proxyTunnel` defaults to true). Credentials in the URL
 * (`http://user:pass@host:port`) become a `Proxy-Authorization: Basic` header of the CONNECT.
 */
export function proxiedFetch(proxyUrl: string): { fetch: FetchLike; close(): Promise<void> } {
  const agent = new ProxyAgent(proxyUrl);
  return {
    fetch: (url, init) => undiciFetch(url, { ...init, dispatcher: agent }),
    close: () => agent.close(),
  };
}

/** The proxy URL without its password, for logs and error messages. */
export function redactProxyUrl(proxyUrl: string): string {
  try {
    const url = new URL(proxyUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '[invalid proxy URL]';
  }
}
