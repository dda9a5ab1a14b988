/**
 * The WB rate limiter shared through PostgreSQL: two "processes" (two pools) taking from one
 * seller × group bucket never get more than the bucket allows, and a 429's stop holds for both.
 */
import pg from 'pg';
import { acquire } from '@wb/wb/limiter/limiter';
import { PgRateLimiter } from '@wb/wb/limiter/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { runMigrations } from '../../db/migrate';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pools: pg.Pool[];

beforeAll(async () => {
  db = await createTestDatabase();
  await runMigrations(db.url);
  pools = [
    new pg.Pool({ connectionString: db.url, max: 4 }),
    new pg.Pool({ connectionString: db.url, max: 4 }),
  ];
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db.drop();
});

describe('PgRateLimiter', () => {
  it('grants no more than capacity + rate × time across processes', async () => {
    const spec = { capacity: 5, refillPerSecond: 20 };
    const key = { sellerId: 'seller-1', group: 'statistics-orders' };
    const limiters = pools.map((p) => new PgRateLimiter(p));
    const started = Date.now();
    const granted: number[] = [];
    // 8 concurrent takers (4 per process), 64 tokens in all.
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        for (let n = 0; n < 8; n++) {
          await acquire(limiters[i % 2]!, key, spec);
          granted.push(Date.now() - started);
        }
      }),
    );
    const elapsedS = (Date.now() - started) / 1000;
    // The 59 tokens beyond the initial 5 need at least 59 / 20 = 2.95 s of refill.
    expect(granted.length).toBe(64);
    expect(elapsedS).toBeGreaterThanOrEqual((64 - spec.capacity) / spec.refillPerSecond - 0.05);
    // No window of one second saw more than capacity + rate grants.
    for (const t of granted) {
      const inWindow = granted.filter((g) => g >= t && g < t + 1000).length;
      expect(inWindow).toBeLessThanOrEqual(spec.capacity + spec.refillPerSecond + 1);
    }
  });

  it('stops the bucket for every process when WB answers 429, and charges debt', async () => {
    const spec = { capacity: 10, refillPerSecond: 10 };
    const key = { sellerId: 'seller-2', group: 'marketplace' };
    const [a, b] = pools.map((p) => new PgRateLimiter(p));
    // The take tells the level it left (the transport compares it with WB's count).
    expect(await a!.tryTake(key, spec)).toEqual({ granted: true, level: 9 });
    await a!.block(key, spec, 1);
    const refused = await b!.tryTake(key, spec);
    expect(refused.granted).toBe(false);
    expect(refused.granted ? 0 : refused.waitMs).toBeGreaterThan(800);

    const other = { sellerId: 'seller-3', group: 'marketplace' };
    await b!.charge(other, spec, 10 + 10); // a 4xx costs 10: the bucket goes into debt
    const after = await a!.tryTake(other, spec);
    expect(after.granted ? 0 : after.waitMs).toBeGreaterThan(900);
  });
});
