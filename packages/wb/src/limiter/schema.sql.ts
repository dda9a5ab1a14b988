/**
 * The table behind {@link PgRateLimiter}: one row per token bucket (seller × method group).
 * The server adds it to its migrations from this constant; the limiter only reads and writes it.
 *
 * - `tokens` may go below zero: a marketplace 4xx is charged after the answer
 * (docs/wb-notes.md#rate-limits);
 * - `updated_at` is the time `tokens` was last brought up to date (refill is lazy);
 * - `blocked_until` is set from `X-Ratelimit-Retry`/`X-Ratelimit-Reset` of a 429.
 */
export const WB_RATE_BUCKETS_DDL = `CREATE TABLE IF NOT EXISTS wb_rate_buckets (
  seller_id text NOT NULL,
  method_group text NOT NULL,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz NULL,
  PRIMARY KEY (seller_id, method_group)
);`;

export const WB_RATE_BUCKETS_TABLE = 'wb_rate_buckets';
