/** Shared set-up of the client's integration tests: an in-process WB sandbox over real HTTP. */
import { createSandbox, type FaultRule, type Sandbox } from '@wb/wb-sandbox';
import { sandboxBaseUrls } from '../../src/config';
import { createWbClients, type CreateWbClientsOptions, type WbClients } from '../../src/factory';
import type { WbRequestEvent } from '../../src/http/metrics';
import { WarpLimiter } from './warp-limiter';

/** The sandbox's fixed "now": Tuesday 20.10.2026, 12:00 MSK (the week 12–18.10 is reported). */
export const TEST_NOW = '2026-10-20T09:00:00Z';

/** Tiny data: 8 days of history from Monday 12.10.2026, a handful of orders a day. */
export const TINY = { products: 5, days: 8, ordersPerDay: 3 };

/** What `control.stats()` answers (the sandbox types it as `object`). */
export interface SandboxStats {
  requests: number;
  byStatus: Record<string, number>;
  byEndpoint: Record<string, number>;
  rateLimited: Record<string, Record<string, number>>;
  faultsApplied: number;
}

export interface TestSandbox {
  sb: Sandbox;
  sid: string;
  /** A personal token with every category. */
  token: string;
  /**
   * The sandbox's counters once every request it received has been answered (it counts an
   * answer after the handler returns, which may be just after the client has read the body).
   */
  stats(): Promise<SandboxStats>;
  /** Stats back to zero, faults off (limits as the sandbox was started). */
  reset(): void;
  faults(rules: FaultRule[]): void;
  close(): Promise<void>;
}

export async function startSandbox(
  options: { limits?: boolean; name?: string; scale?: typeof TINY } = {},
): Promise<TestSandbox> {
  const limits = options.limits ?? false;
  const sb = await createSandbox({
    port: 0,
    key: 'wb-client-int-test',
    limitsEnabled: limits,
    clock: { now: TEST_NOW },
  });
  const { sid } = sb.registerSeller({
    name: options.name ?? 'ООО Клиент',
    scale: options.scale ?? TINY,
  });
  return {
    sb,
    sid,
    token: sb.issueToken({ sid }),
    stats: async () => {
      for (let waited = 0; ; waited += 5) {
        const stats = sb.control.stats() as SandboxStats;
        const answered = Object.values(stats.byStatus).reduce((n, c) => n + c, 0);
        if (answered >= stats.requests || waited >= 2_000) return stats;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    reset: () => {
      sb.control.reset();
      sb.control.setLimits(limits);
    },
    faults: (rules) => sb.control.setFaults(rules),
    close: () => sb.close(),
  };
}

export interface TestClients extends WbClients {
  events: WbRequestEvent[];
}

/**
 * Clients of one token against the sandbox. By default the limiter is a {@link WarpLimiter}
 * (WB's waits skipped, not slept), retries back off for a few ms and attempts time out in 5 s.
 */
export function clientsFor(
  sb: Sandbox,
  token: string,
  options: Partial<CreateWbClientsOptions> = {},
): TestClients {
  const events: WbRequestEvent[] = [];
  const clients = createWbClients({
    baseUrls: sandboxBaseUrls(sb.url),
    token,
    limiter: new WarpLimiter(),
    backoff: { baseMs: 1, capMs: 5 },
    timeoutMs: 5_000,
    onRequest: (event) => events.push(event),
    ...options,
  });
  return Object.assign(clients, { events });
}

/** All pages of a paginated iterator. */
export async function collect<P>(pages: AsyncIterable<P>): Promise<P[]> {
  const out: P[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

export { failure } from '../../src/testing/failure';
