/**
 * The demo's districts against the sandbox's WB (over HTTP): its own copied set with the foreign
 * warehouses it ships from listed under «Зарубежье»; after the offices, orders and stocks sync,
 * /settings/districts counts real orders and stock, and none of the warehouses the demo's orders
 * and stock name is unmapped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { districtsList } from '@wb/shared/districts/districts.contract';
import { parseListRequest } from '@wb/shared/list/validate';
import { createSandbox, type Sandbox } from '@wb/wb-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase, testConfig } from '../../../test/helpers';
import { listResourceOf, runList } from '../../lib/list-query';
import { findCompanyByName } from '../companies/companies.repository';
import { districtsSource } from '../districts/districts.list';
import { districtsOverview, getDistrict } from '../districts/districts.service';
import { runDataset } from '../sync/sync.service';
import { accountChoices } from '../wb-accounts/wb-accounts.repository';
import { DEMO_LISTED_WAREHOUSES, ensureDemoDistricts } from './demo-districts';
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
  dir = await mkdtemp(path.join(tmpdir(), 'demo-districts-'));
  sandbox = await createSandbox({ port: 0 });
});

afterAll(async () => {
  await database.close();
  await drop();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('demo districts', () => {
  it('copies the defaults with the foreign warehouses listed, and maps the demo’s orders and stock', async () => {
    const config = testConfig({ WB_BASE_URL: sandbox.url });
    await ensureDemoData(database, config, path.join(dir, 'demo-users.json'));
    expect(await ensureDemoDistricts(database)).toBe('demo districts: ready');
    const company = (await findCompanyByName(database.db, DEMO_COMPANY))!;
    expect((await districtsOverview(database.db, company.id)).own).toBe(true);

    await ensureDemoWbConnection(database, config, sandbox.url);
    const [account] = await accountChoices(database.db, company.id);
    for (const dataset of ['sellerWarehouses', 'orders', 'stocks'] as const) {
      const outcome = await runDataset({ database, config }, account!.id, dataset, {
        maxWaitMs: 5_000,
      });
      expect(outcome.status, dataset).toBe('succeeded');
    }
    const resource = listResourceOf(districtsList, districtsSource, company.id);
    const page = await runList(
      database.db,
      resource,
      company.id,
      parseListRequest(districtsList.columns, '{}'),
    );
    const rows = page.items;
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => !r.system)).toBe(true);
    const central = rows.find((r) => r.name === 'Центральный')!;
    expect(central.orders).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.shipped + r.stock, 0)).toBeGreaterThan(0);
    const foreign = rows.find((r) => r.name === 'Зарубежье')!;
    const listed = await getDistrict(database.db, company.id, foreign.id);
    expect(listed.warehouses).toEqual([...DEMO_LISTED_WAREHOUSES.abroad!].sort());

    const overview = await districtsOverview(database.db, company.id);
    const unmapped = overview.unmappedWarehouses.map((w) => w.name);
    // Every warehouse of the demo's orders and stock is mapped.
    expect(unmapped).toEqual([]);
  }, 120_000);
});
