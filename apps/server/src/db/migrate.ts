import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same in every process of this application (backups
// and restores take it too: cli/db-dump.ts, cli/db-load.ts).
export const MIGRATION_LOCK_KEY = 720_419_001;

/**
 * Applies the committed SQL migrations. Several processes may start at once (API servers and
 * workers), so the run is serialised with an advisory lock on one dedicated connection.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'wb-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end();
  }
}
