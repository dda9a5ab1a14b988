/** Shared set-up of the sandbox integration tests: an in-process sandbox, a seller, a token. */
import { createSandbox, type Sandbox } from '../src/index.ts';
import type { IssueOptions } from '../src/tokens.ts';

/** The sandbox clock of the tests: a fixed instant (Thursday, 15.10.2026 12:00 MSK). */
export const TEST_NOW = '2026-10-15T09:00:00Z';

export const SMALL_SCALE = { products: 12, days: 45, ordersPerDay: 25 };

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is empty or not JSON (tests assert on it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface TestWb {
  sb: Sandbox;
  sid: string;
  token: string;
  call(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  tokenWith(opts: Omit<IssueOptions, 'sid'>): string;
  close(): Promise<void>;
}

export async function startWb(
  options: { limits?: boolean; seed?: number; name?: string; scale?: typeof SMALL_SCALE } = {},
): Promise<TestWb> {
  const sb = await createSandbox({
    port: 0,
    key: 'test-key',
    limitsEnabled: options.limits ?? false,
    clock: { now: TEST_NOW },
  });
  const { sid } = sb.registerSeller({
    name: options.name ?? 'ООО Тест',
    seed: options.seed ?? 7,
    scale: options.scale ?? SMALL_SCALE,
  });
  const token = sb.issueToken({ sid });
  const call = async (method: string, path: string, body?: unknown, tok = token) => {
    const res = await fetch(`${sb.url}${path}`, {
      method,
      headers: {
        Authorization: tok,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
  return {
    sb,
    sid,
    token,
    call,
    tokenWith: (opts) => sb.issueToken({ sid, ...opts }),
    close: () => sb.close(),
  };
}

/** A control API call over HTTP (loopback). */
export async function control(sb: Sandbox, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sb.url}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: Pick<Answer, 'status' | 'json'> = {
    status: res.status,
    json: await res.json(),
  };
  return answer;
}
