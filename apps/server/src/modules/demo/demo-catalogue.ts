/**
 * The demo cabinet's catalogue, synced once at `npm start` before the servers start, so the
 * demo's own warehouses (demo-warehouse.ts) can stock real products on the very first start.
 * Without it the catalogue only arrives with the worker's first sync, after start-up, and the
 * warehouse operations (which need product sizes) waited for the next start.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { findCompanyByName } from '../companies/companies.repository';
import { runDataset } from '../sync/sync.service';
import { firstItems } from '../warehouse/warehouse.repository';
import { accountChoices } from '../wb-accounts/wb-accounts.repository';
import { DEMO_COMPANY } from './demo.seed';

/** The longest one wait for WB's limit may be here: start-up never hangs on the sandbox. */
const MAX_WAIT_MS = 5_000;

export async function ensureDemoCatalogue(database: Database, config: Config): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo catalogue: none (no demo company)';
  if ((await firstItems(database.db, company.id, 1)).length > 0) return 'demo catalogue: ready';
  const [account] = await accountChoices(database.db, company.id);
  if (!account) return 'demo catalogue: none (no demo WB account)';
  // The worker's own sync: its cursor is kept, so the worker's next run goes on from here.
  const outcome = await runDataset({ database, config }, account.id, 'cards', {
    maxWaitMs: MAX_WAIT_MS,
  });
  return outcome.status === 'succeeded'
    ? `demo catalogue: ${outcome.rowsUpserted} rows synced from the WB sandbox`
    : `demo catalogue: ${outcome.status}; the worker syncs it`;
}
