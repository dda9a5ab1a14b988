import type { RateLimiter } from '@wb/wb/limiter/limiter';

/**
 * A limiter that never waits, for sync tests that read many pages of one seller quickly (WB
 * allows one sales page a minute). The sandbox's limits are off in those tests; the limiter
 * itself is tested in wb-limiter.int.test.ts and packages/wb.
 */
export const UNLIMITED: RateLimiter = {
  tryTake: async () => ({ granted: true }),
  charge: async () => undefined,
  block: async () => undefined,
};
