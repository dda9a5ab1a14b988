/** The account's outbound proxy: calls go through an HTTP CONNECT tunnel to WB (the sandbox). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WbNetworkError, WbProxyError } from '../src/http/errors';
import { clientsFor, failure, startSandbox, type TestSandbox } from './support/sandbox';
import { startConnectProxy, type ConnectProxy } from './support/connect-proxy';

const USER = 'proxy-user';
const PASSWORD = 'S3cret-Pr0xy-pass';

let env: TestSandbox;
let proxy: ConnectProxy;
let sandboxAuthority: string;

const proxyUrl = (password: string) =>
  `http://${USER}:${encodeURIComponent(password)}@127.0.0.1:${proxy.port}`;

beforeAll(async () => {
  env = await startSandbox({ name: 'ООО Прокси' });
  proxy = await startConnectProxy({ username: USER, password: PASSWORD });
  sandboxAuthority = new URL(env.sb.url).host;
});
beforeEach(() => {
  env.reset();
  proxy.tunnels.length = 0;
});
afterAll(async () => {
  await proxy?.close();
  await env?.close();
});

/** Every message in an error's cause chain, and the enumerable fields of each error. */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    parts.push(`${e.name}: ${e.message}`, JSON.stringify(e));
  }
  return parts.join('\n');
}

describe('outbound proxy', () => {
  it('calls reach WB through the tunnel, with the proxy credentials', async () => {
    const wb = clientsFor(env.sb, env.token, { proxyUrl: proxyUrl(PASSWORD) });
    try {
      const info = await wb.common.sellerInfo();
      expect(info.data.sid).toBe(env.sid);
      const cards = await wb.content.cardsList();
      expect(cards.data.cards.length).toBe(5);
      const rows = await wb.statistics.orders({ dateFrom: '2026-10-01' });
      expect(rows.data.length).toBeGreaterThan(0);
    } finally {
      await wb.close();
    }
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    expect(proxy.tunnels.every((t) => t.target === sandboxAuthority && t.allowed)).toBe(true);
    expect((await env.stats()).byStatus).toEqual({ 200: 3 });
  });

  it('a 407 from the proxy fails at once, naming neither the password nor the token', async () => {
    const wrong = 'Wr0ng-Pr0xy-pass';
    const wb = clientsFor(env.sb, env.token, { proxyUrl: proxyUrl(wrong), maxAttempts: 5 });
    try {
      const error = await failure(wb.common.sellerInfo());
      expect(error).toBeInstanceOf(WbProxyError);
      expect(error).toBeInstanceOf(WbNetworkError);
      expect((error as WbProxyError).proxyStatus).toBe(407);
      expect(error.message).toBe(
        'The proxy refused the tunnel to WB (HTTP 407) (common GET /api/v1/seller-info)',
      );
      const text = errorText(error);
      expect(text).toContain('Proxy response (407)'); // the whole chain, down to undici's error
      for (const secret of [wrong, encodeURIComponent(wrong), PASSWORD, env.token]) {
        expect(text).not.toContain(secret);
      }
      // Wrong credentials stay wrong: one attempt, no retry.
      expect(wb.events.map((e) => [e.status, e.retrying])).toEqual([['network', false]]);
    } finally {
      await wb.close();
    }
    expect(proxy.tunnels).toEqual([{ target: sandboxAuthority, allowed: false }]);
    // WB never saw the call.
    expect((await env.stats()).requests).toBe(0);
  });

  it('a proxy that is down is a network error too', async () => {
    const down = await startConnectProxy();
    const url = `http://${USER}:${PASSWORD}@127.0.0.1:${down.port}`;
    await down.close();
    const wb = clientsFor(env.sb, env.token, { proxyUrl: url, maxAttempts: 2 });
    try {
      const error = await failure(wb.common.sellerInfo());
      expect(error).toBeInstanceOf(WbNetworkError);
      expect(error).not.toBeInstanceOf(WbProxyError);
      expect(errorText(error)).not.toContain(PASSWORD);
      expect(wb.events.map((e) => [e.status, e.retrying])).toEqual([
        ['network', true],
        ['network', false],
      ]);
    } finally {
      await wb.close();
    }
  });
});
