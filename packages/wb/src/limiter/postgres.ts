import type { BucketSpec } from './limits';
import type { BucketKey, RateLimiter, TakeResult } from './limiter';

/** What the limiter needs from a `pg.Pool` (or a drizzle/pg client with the same method). */
export interface SqlClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

// $1 seller, $2 group, $3 capacity, $4 refill per second, $5 cost / tokens / seconds.
// The level now: the stored level plus the refill since updated_at, capped at the capacity.
// `greatest(0, …)` because now() is the transaction's start and may precede an updated_at that
// a transaction started later has already committed.
const LEVEL = (b: string) =>
  `least($3::float8, ${b}.tokens + $4::float8 * greatest(0, extract(epoch FROM now() - ${b}.updated_at))::float8)`;

/**
 * Takes `$5` tokens in one statement. The INSERT … ON CONFLICT DO UPDATE locks the row and
 * sees its latest committed version, so concurrent takers (any process) are serialised on it;
 * its WHERE makes the update — and so the RETURNING row — happen only when the bucket is not
 * blocked and holds enough tokens. When it does not, the outer SELECT computes the wait from the
 * statement's snapshot, which can only be staler (fewer takes seen), so the wait is never too
 * long; the caller sleeps and takes again.
 */
export const TAKE_SQL = `WITH taken AS (
  INSERT INTO wb_rate_buckets AS b (seller_id, method_group, tokens, updated_at)
  VALUES ($1, $2, $3::float8 - $5::float8, now())
  ON CONFLICT (seller_id, method_group) DO UPDATE
    SET tokens = ${LEVEL('b')} - $5::float8,
        updated_at = greatest(now(), b.updated_at)
    WHERE (b.blocked_until IS NULL OR b.blocked_until <= now())
      AND ${LEVEL('b')} >= $5::float8
  RETURNING b.tokens
)
SELECT EXISTS (SELECT 1 FROM taken) AS granted, (SELECT tokens FROM taken) AS level,
  (SELECT greatest(
      extract(epoch FROM s.blocked_until - now())::float8,
      ($5::float8 - ${LEVEL('s')}) / $4::float8,
      0)
    FROM wb_rate_buckets s WHERE s.seller_id = $1 AND s.method_group = $2) AS wait_seconds`;

/** Takes `$5` more tokens after the fact, into debt if need be. */
export const CHARGE_SQL = `INSERT INTO wb_rate_buckets AS b (seller_id, method_group, tokens, updated_at)
VALUES ($1, $2, $3::float8 - $5::float8, now())
ON CONFLICT (seller_id, method_group) DO UPDATE
  SET tokens = ${LEVEL('b')} - $5::float8,
      updated_at = greatest(now(), b.updated_at)`;

/**
 * Stops the bucket for `$5` seconds (never shortening an earlier stop) and lowers the level so
 * that exactly one token has refilled when the stop ends.
 */
export const BLOCK_SQL = `INSERT INTO wb_rate_buckets AS b (seller_id, method_group, tokens, updated_at, blocked_until)
VALUES ($1, $2, least($3::float8, 1 - $4::float8 * $5::float8), now(), now() + $5::float8 * interval '1 second')
ON CONFLICT (seller_id, method_group) DO UPDATE
  SET tokens = least(${LEVEL('b')}, 1 - $4::float8 * $5::float8),
      updated_at = greatest(now(), b.updated_at),
      blocked_until = greatest(b.blocked_until, now() + $5::float8 * interval '1 second')`;

interface TakeRow {
  granted: boolean;
  level: number | null;
  wait_seconds: number | null;
}

const UNKNOWN_WAIT_MS = 50;

/**
 * The token bucket in PostgreSQL (table `wb_rate_buckets`, see schema.sql.ts), shared by every
 * process of the product: API servers and workers of one seller never exceed WB's limits
 * together. Each method is a single atomic statement; no SELECT-then-UPDATE.
 */
export class PgRateLimiter implements RateLimiter {
  constructor(private readonly db: SqlClient) {}

  async tryTake(key: BucketKey, spec: BucketSpec, cost = 1): Promise<TakeResult> {
    if (cost > spec.capacity)
      throw new RangeError(`A bucket of ${spec.capacity} cannot give ${cost}`);
    const { rows } = await this.db.query(TAKE_SQL, params(key, spec, cost));
    const row = rows[0] as TakeRow | undefined;
    if (row?.granted)
      return row.level === null ? { granted: true } : { granted: true, level: row.level };
    // No row in the snapshot (created concurrently), or one showing tokens that a concurrent
    // taker has just used: try again soon.
    const waitMs = (row?.wait_seconds ?? 0) * 1000;
    return { granted: false, waitMs: waitMs > 0 ? waitMs : UNKNOWN_WAIT_MS };
  }

  async charge(key: BucketKey, spec: BucketSpec, tokens: number): Promise<void> {
    await this.db.query(CHARGE_SQL, params(key, spec, tokens));
  }

  async block(key: BucketKey, spec: BucketSpec, seconds: number): Promise<void> {
    await this.db.query(BLOCK_SQL, params(key, spec, Math.max(0, seconds)));
  }
}

function params(key: BucketKey, spec: BucketSpec, value: number): unknown[] {
  return [key.sellerId, key.group, spec.capacity, spec.refillPerSecond, value];
}
