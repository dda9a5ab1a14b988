/** The demo's own warehouses: two warehouses at once, a month of operations once products exist. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase, testConfig, type TestContext } from '../../../test/helpers';
import { insertCatalogue } from '../../../test/fixtures/warehouse';
import { findCompanyByName } from '../companies/companies.repository';
import { ensureDemoWarehouse } from './demo-warehouse';
import { DEMO_COMPANY, ensureDemoData } from './demo.seed';

let database: Database;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  database = createDatabase(db.url, { max: 2, appName: 'wb-test' });
  dir = await mkdtemp(path.join(tmpdir(), 'demo-warehouse-'));
});

afterAll(async () => {
  await database.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
});

const rows = async (sql: string, companyId: string) =>
  (await database.pool.query<Record<string, string>>(sql, [companyId])).rows;

describe('demo warehouse', () => {
  it('creates two warehouses, then a month of posted operations with stock at cost', async () => {
    await ensureDemoData(database, testConfig(), path.join(dir, 'demo-users.json'));
    const company = (await findCompanyByName(database.db, DEMO_COMPANY))!;
    const id = company.id;
    expect(
      await rows('SELECT name FROM warehouses WHERE company_id = $1 ORDER BY name', id),
    ).toHaveLength(2);
    expect(await rows('SELECT id FROM warehouse_operations WHERE company_id = $1', id)).toEqual([]);

    await insertCatalogue({ database } as TestContext, id, 4, 2);
    expect(await ensureDemoWarehouse(database)).toMatch(
      /a month of operations on 8 sizes and two acceptances/,
    );
    const ops = await rows(
      'SELECT kind, status FROM warehouse_operations WHERE company_id = $1',
      id,
    );
    expect(new Set(ops.map((o) => o.kind))).toEqual(
      new Set(['receipt', 'move', 'shipment', 'writeOff', 'return', 'inventory']),
    );
    expect(ops.filter((o) => o.status === 'cancelled')).toHaveLength(1);
    expect(ops.filter((o) => o.status === 'draft')).toHaveLength(1);
    // The acceptances: one completed with a discrepancy (its receipt posted), one being counted.
    expect(
      await rows(
        `SELECT a.status, o.status AS receipt,
                (SELECT count(*) FROM acceptance_lines l WHERE l.acceptance_id = a.id
                   AND (l.counted + l.defect <> l.expected OR l.defect > 0))::int AS discrepancies
           FROM acceptances a LEFT JOIN warehouse_operations o ON o.id = a.operation_id
          WHERE a.company_id = $1 ORDER BY a.number`,
        id,
      ),
    ).toEqual([
      { status: 'done_with_discrepancies', receipt: 'posted', discrepancies: 2 },
      { status: 'counting', receipt: null, discrepancies: 2 },
    ]);
    const [stock] = await rows(
      'SELECT count(DISTINCT warehouse_id) AS w, sum(on_hand) AS units, sum(value) AS value FROM stock_balances WHERE company_id = $1',
      id,
    );
    expect(stock).toMatchObject({ w: '2' });
    expect(Number(stock!.units)).toBeGreaterThan(100);
    expect(Number(stock!.value)).toBeGreaterThan(0);
    // Idempotent: a second start adds nothing.
    expect(await ensureDemoWarehouse(database)).toBe('demo warehouse: ready');
    expect(
      await rows('SELECT id FROM warehouse_operations WHERE company_id = $1', id),
    ).toHaveLength(ops.length);
    expect(await rows('SELECT id FROM acceptances WHERE company_id = $1', id)).toHaveLength(2);
  });
});
