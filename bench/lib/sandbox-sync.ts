/**
 * A benchmark's world: its own PostgreSQL (migrated), the WB sandbox at a fixed time, the
 * server's config and database, and one company with its owner; sellers registered in the
 * sandbox become WB cabinets of that company, synced by the product's own sync engine.
 */
import { randomUUID } from 'node:crypto';
import type { WbCategoryKey, WbDatasetKey } from '@wb/shared';
import { createSandbox } from '../../packages/wb-sandbox/src/index';
import { createDatabase, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { loadConfig } from '../../apps/server/src/config';
import { createCompanyWithOwner } from '../../apps/server/src/modules/companies/companies.repository';
import { runDataset } from '../../apps/server/src/modules/sync/sync.service';
import { startDatabase } from '../../apps/server/test/processes';
import { createUser } from '../../apps/server/test/identity';
import { insertAccount, insertToken } from '../../apps/server/test/connections';

/** The sandbox generator's size of a seller (products, days of history, orders a day). */
export interface SellerScale {
  products: number;
  days: number;
  ordersPerDay: number;
}

export type SyncWorld = Awaited<ReturnType<typeof startSyncWorld>>;

export async function startSyncWorld(options: {
  /** The sandbox's clock (and the syncs' "now"). */
  now: string;
  limitsEnabled?: boolean;
  appName: string;
  poolMax?: number;
  /** Called before the pool opens its first connection (e.g. to count statements). */
  onDatabase?: (database: Database) => void;
}) {
  const db = await startDatabase();
  await runMigrations(db.url);
  const sandbox = await createSandbox({
    port: 0,
    clock: { now: options.now },
    limitsEnabled: options.limitsEnabled ?? false,
  });
  const config = loadConfig(
    { ...process.env, DATABASE_URL: db.url, WB_BASE_URL: sandbox.url, LOG_LEVEL: 'warn' },
    { dotenv: false },
  );
  const database = createDatabase(db.url, { max: options.poolMax ?? 4, appName: options.appName });
  options.onDatabase?.(database);
  const owner = await createUser(database, config);
  const { company } = await createCompanyWithOwner(database.db, {
    name: 'Bench',
    ownerUserId: owner.id,
  });
  return {
    db,
    sandbox,
    config,
    database,
    owner,
    company,
    now: new Date(options.now),
    async close() {
      await database.close();
      await sandbox.close();
      await db.stop();
    },
  };
}

/**
 * A seller registered in the sandbox, connected as a WB cabinet of the world's company with a
 * token of the given categories and `historyMonths` of history for its first sync.
 */
export async function connectSeller(
  world: SyncWorld,
  options: {
    scale: SellerScale;
    categories: WbCategoryKey[];
    historyMonths: number;
    seed?: number;
  },
): Promise<string> {
  const { sandbox, database, config } = world;
  const { sid } = sandbox.registerSeller({
    name: `Bench ${randomUUID().slice(0, 6)}`,
    seed: options.seed ?? 9,
    scale: options.scale,
  });
  const account = await insertAccount(database, world.company.id, { sellerId: sid });
  await database.pool.query('UPDATE wb_accounts SET history_depth_months = $2 WHERE id = $1', [
    account.id,
    options.historyMonths,
  ]);
  await insertToken(
    database,
    config,
    account,
    sandbox.issueToken({ sid, categories: options.categories }),
  );
  await database.pool.query(`UPDATE wb_tokens SET categories = $2 WHERE account_id = $1`, [
    account.id,
    options.categories,
  ]);
  return account.id;
}

/** A limiter that grants everything: the engine's own speed, WB's limits off. */
export const NO_LIMITS = {
  tryTake: async () => ({ granted: true as const }),
  charge: async () => undefined,
  block: async () => undefined,
};

/** Syncs one dataset of a cabinet to the end with WB's limits off; throws unless it succeeds. */
export async function syncWithoutLimits(world: SyncWorld, accountId: string, key: WbDatasetKey) {
  const outcome = await runDataset(
    { database: world.database, config: world.config, limiter: NO_LIMITS },
    accountId,
    key,
    { now: world.now },
  );
  if (outcome.status !== 'succeeded') {
    throw new Error(
      `sync ${key}: ${outcome.status}${'reason' in outcome ? ` (${String(outcome.reason)})` : ''}`,
    );
  }
  return outcome;
}
