/** The demo's own warehouses: two warehouses at once, a month of operations once products exist. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase, testConfig, type TestContext } from '../../../test/helpers';
import { insertCatalogue } from '../../../test/fixtures/warehouse';
import { findCompanyByName } from '../companies/companies.repository';
import { ensureDemoTransportations } from './demo-transportations';
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

  it('adds three transportations (packing, shipped, accepted short) and a trip carrying two', async () => {
    const id = (await findCompanyByName(database.db, DEMO_COMPANY))!.id;
    const stock = async () =>
      Number(
        (await rows('SELECT sum(on_hand) AS n FROM stock_balances WHERE company_id = $1', id))[0]!
          .n,
      );
    const before = await stock();
    expect(await ensureDemoTransportations(database)).toMatch(
      /three \(packing, shipped, accepted by WB short 1\) and a logistics group/,
    );
    const list = await rows(
      `SELECT t.status, t.shortage_units, o.status AS shipment, t.wb_supply_id::text AS supply,
              (SELECT count(*) FROM transportation_events e WHERE e.transportation_id = t.id)::int AS events,
              u.email AS author
         FROM (SELECT t.*, (SELECT coalesce(sum(greatest(a.shipped - a.accepted, 0)), 0)::int
                              FROM transportation_acceptance a WHERE a.transportation_id = t.id) AS shortage_units
                 FROM transportations t) t
         LEFT JOIN warehouse_operations o ON o.id = t.operation_id
         LEFT JOIN users u ON u.id = t.author_id
        WHERE t.company_id = $1 ORDER BY t.planned_date DESC`,
      id,
    );
    expect(list.map((t) => [t.status, t.shortage_units, t.shipment, t.author])).toEqual([
      ['packing', 0, null, 'owner@demo.example.com'],
      ['shipped', 0, 'posted', 'owner@demo.example.com'],
      ['accepted', 1, 'posted', 'owner@demo.example.com'],
    ]);
    expect(list.map((t) => t.events)).toEqual([2, 3, 5]);
    // Shipped and accepted took their units (7 and 7) out of the own warehouse.
    expect(before - (await stock())).toBe(14);
    const [group] = await rows(
      `SELECT g.cost::text AS cost, count(t.id)::int AS n FROM logistics_groups g
         JOIN transportations t ON t.logistics_group_id = g.id WHERE g.company_id = $1 GROUP BY g.id`,
      id,
    );
    expect(group).toMatchObject({ n: 2 });
    expect(Number(group!.cost)).toBeGreaterThan(0);
    // Idempotent: a second start adds nothing.
    expect(await ensureDemoTransportations(database)).toBe('demo transportations: ready');
    expect(await rows('SELECT id FROM transportations WHERE company_id = $1', id)).toHaveLength(3);
    expect(await rows('SELECT id FROM logistics_groups WHERE company_id = $1', id)).toHaveLength(1);
  });
});
