import { sql, type SQL } from 'drizzle-orm';

/**
 * When the job of a stately queue waiting under `singletonKey` may start (NULL: none waits), as
 * a scalar subquery over pg-boss's own table: what the queue will do is read where the queue
 * keeps it, not mirrored in a table of ours that could drift from it. The conditions are those
 * of pg-boss's unique index of stately queues (job_i3: name, state, singleton key; one job a
 * state), so it is an index probe. Not min(): PostgreSQL would answer it by walking the queue's
 * jobs in start order (job_i5) until one has the key.
 */
export const queuedJobStart = (queue: string, singletonKey: SQL): SQL => sql`(
  SELECT j.start_after FROM pgboss.job j
   WHERE j.name = ${queue} AND j.state IN ('created', 'retry') AND j.policy = 'stately'
     AND coalesce(j.singleton_key, '') = ${singletonKey}
   LIMIT 1)`;
