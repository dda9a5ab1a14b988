import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// BIGINT (int8) and NUMERIC stay strings: WB ids exceed 2^53 and money is decimal.
// pg already returns both as strings by default; this makes the intent explicit.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories and services take either, so callers decide the transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export function createDatabase(url: string, options: { max?: number; appName?: string } = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.appName ?? 'wb-backoffice',
    // Fail fast instead of queueing forever when the database is unreachable.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one (the pool drops its own listener while a client is lent, e.g. in a
  // transaction between two statements): its next query fails instead, and the pool does not
  // take a broken client back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() } satisfies Database;
}
