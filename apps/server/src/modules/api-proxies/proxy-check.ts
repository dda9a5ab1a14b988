import { proxiedFetch } from '@wb/wb/http/fetch';

export interface ProxyEndpoint {
  url: string;
  username: string | null;
  password: string | null;
}

export type ProxyCheckResult = { ok: true; latencyMs: number } | { ok: false; error: string };

/** `http://user:pass@host:port` for the WB client (credentials percent-encoded). */
export function proxyUrlOf(endpoint: ProxyEndpoint): string {
  if (!endpoint.username) return endpoint.url;
  const url = new URL(endpoint.url);
  url.username = encodeURIComponent(endpoint.username);
  url.password = encodeURIComponent(endpoint.password ?? '');
  return url.toString().replace(/\/$/, '');
}

/**
 * Calls `target` (WB's ping) through the proxy with a CONNECT tunnel. Any HTTP answer from WB —
 * even 401 without a token — proves the tunnel works; a refused tunnel (407, 502…), a connection
 * error or no answer within the timeout is a failure. The error text never has the credentials.
 */
export async function checkProxy(
  endpoint: ProxyEndpoint,
  target: string,
  timeoutMs = 10_000,
): Promise<ProxyCheckResult> {
  const proxy = proxiedFetch(proxyUrlOf(endpoint));
  const started = performance.now();
  try {
    const res = await proxy.fetch(target, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.text();
    return { ok: true, latencyMs: Math.max(1, Math.round(performance.now() - started)) };
  } catch (error) {
    return { ok: false, error: describe(error, timeoutMs) };
  } finally {
    await proxy.close().catch(() => undefined);
  }
}

function describe(error: unknown, timeoutMs: number): string {
  const e = error as {
    name?: string;
    message?: string;
    cause?: { message?: string; code?: string };
  };
  if (e.name === 'TimeoutError' || e.cause?.code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `Нет ответа за ${Math.round(timeoutMs / 1000)} с`;
  }
  const detail = e.cause?.message ?? e.message ?? '';
  const status = /\((\d{3})\)/.exec(detail)?.[1];
  if (status === '407') return 'Прокси не принял логин или пароль (407)';
  if (status) return `Прокси отказал в соединении (${status})`;
  return `Прокси недоступен (${e.cause?.code ?? 'ошибка соединения'})`;
}
