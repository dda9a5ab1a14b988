/**
 * The first `npm start` (scripts/start.ts' order): the demo company, its WB cabinet in the sandbox
 * (over HTTP, WB's limits on), the catalogue synced before the servers start, then the own
 * warehouses' month of operations — all on that first start, not the next one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase, testConfig } from '../../../test/helpers';
import { findCompanyByName } from '../companies/companies.repository';
import { ownStockValue } from '../warehouse/own-stock';
import { ensureDemoCatalogue } from './demo-catalogue';
import { ensureDemoCosts } from './demo-costs';
import { ensureDemoWarehouse } from './demo-warehouse';
import { ensureDemoWbConnection } from './demo-wb';
import { DEMO_COMPANY, ensureDemoData } from './demo.seed';

let database: Database;
let drop: () => Promise<void>;
let dir: string;
let sandbox: Sandbox;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  database = createDatabase(db.url, { max: 2, appName: 'wb-test' });
  dir = await mkdtemp(path.join(tmpdir(), 'demo-first-start-'));
  sandbox = await createSandbox({ port: 0 });
});

afterAll(async () => {
  await database.close();
  await drop();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('demo on the first start', () => {
  it('has own stock before the servers start', async () => {
    const config = testConfig({ WB_BASE_URL: sandbox.url });
    await ensureDemoData(database, config, path.join(dir, 'demo-users.json'));
    await ensureDemoWbConnection(database, config, sandbox.url);
    expect(await ensureDemoCatalogue(database, config)).toMatch(/rows synced from the WB sandbox/);
    expect(await ensureDemoWarehouse(database)).toMatch(/a month of operations on 8 sizes/);
    // Cost prices for the leftovers at cost (every fifth product left without one).
    expect(await ensureDemoCosts(database)).toMatch(/demo costs: \d+ products costed/);
    const company = (await findCompanyByName(database.db, DEMO_COMPANY))!;
    const stock = await ownStockValue(database.db, company.id);
    expect(stock.units).toBeGreaterThan(100);
    expect(Number(stock.value)).toBeGreaterThan(0);
    // The next start finds it all in place.
    expect(await ensureDemoCatalogue(database, config)).toBe('demo catalogue: ready');
    expect(await ensureDemoWarehouse(database)).toBe('demo warehouse: ready');
    expect(await ensureDemoCosts(database)).toBe('demo costs: ready');
  });
});
