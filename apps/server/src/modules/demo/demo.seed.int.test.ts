/** The demo data of `npm start`: the administrator is an owner of the demo company, every start. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase, testConfig } from '../../../test/helpers';
import { DEMO_COMPANY, ensureDemoData } from './demo.seed';

let database: Database;
let drop: () => Promise<void>;
let dir: string;
let file: string;
const config = testConfig();

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  database = createDatabase(db.url, { max: 2, appName: 'wb-test' });
  dir = await mkdtemp(path.join(tmpdir(), 'demo-seed-'));
  file = path.join(dir, 'demo-users.json');
});

afterAll(async () => {
  await database.close();
  await drop();
  await rm(dir, { recursive: true, force: true });
});

/** The memberships of a demo user in the demo company, with the role's system key. */
async function membershipsOf(email: string) {
  const { rows } = await database.pool.query<{ system_key: string | null; status: string }>(
    `SELECT r.system_key, m.status FROM company_members m
       JOIN users u ON u.id = m.user_id
       JOIN companies c ON c.id = m.company_id
       JOIN roles r ON r.id = m.role_id
      WHERE u.email = $1 AND c.name = $2`,
    [email, DEMO_COMPANY],
  );
  return rows;
}

describe('ensureDemoData', () => {
  it('makes the administrator an owner of the demo company next to one user per role', async () => {
    const data = await ensureDemoData(database, config, file);
    const admin = data.users.find((u) => u.role === 'admin')!;
    expect(await membershipsOf(admin.email)).toEqual([{ system_key: 'owner', status: 'active' }]);
    const owner = data.users.find((u) => u.role === 'Владелец')!;
    expect(await membershipsOf(owner.email)).toEqual([{ system_key: 'owner', status: 'active' }]);
    const { rows } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM company_members m JOIN companies c ON c.id = m.company_id
        WHERE c.name = $1`,
      [DEMO_COMPANY],
    );
    expect(rows[0]!.n).toBe(6);
  });

  it('adds the administrator to a demo database created before, at the next start', async () => {
    const before = await ensureDemoData(database, config, file);
    const admin = before.users.find((u) => u.role === 'admin')!;
    // A demo database of an earlier version: the administrator belonged to no company.
    await database.pool.query(
      `DELETE FROM company_members WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [admin.email],
    );
    expect(await membershipsOf(admin.email)).toEqual([]);
    const after = await ensureDemoData(database, config, file);
    // The saved credentials stay: the start did not recreate the demo users.
    expect(after).toEqual(before);
    expect(await membershipsOf(admin.email)).toEqual([{ system_key: 'owner', status: 'active' }]);
  });

  it('leaves a membership the demo changed since as it is', async () => {
    const data = await ensureDemoData(database, config, file);
    const admin = data.users.find((u) => u.role === 'admin')!;
    await database.pool.query(
      `UPDATE company_members m SET role_id = r.id
         FROM roles r, users u
        WHERE u.email = $1 AND m.user_id = u.id
          AND r.company_id = m.company_id AND r.system_key = 'analyst'`,
      [admin.email],
    );
    await ensureDemoData(database, config, file);
    expect(await membershipsOf(admin.email)).toEqual([{ system_key: 'analyst', status: 'active' }]);
  });

  it('gives the demo company accounts, a category tree, rules and a quarter of transactions, once', async () => {
    await ensureDemoData(database, config, file);
    const count = async () => {
      const { rows } = await database.pool.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM finance_accounts a WHERE a.company_id = c.id) AS accounts,
                (SELECT count(*)::int FROM finance_categories x
                  WHERE x.company_id = c.id AND x.parent_id IS NOT NULL) AS children,
                (SELECT count(*)::int FROM finance_rules x WHERE x.company_id = c.id) AS rules,
                (SELECT count(*)::int FROM finance_transactions x WHERE x.company_id = c.id) AS tx,
                (SELECT max(x.date) - min(x.date) FROM finance_transactions x
                  WHERE x.company_id = c.id) AS span
           FROM companies c WHERE c.name = $1`,
        [DEMO_COMPANY],
      );
      return rows[0]!;
    };
    const first = await count();
    expect(first).toMatchObject({ accounts: 3, children: 4, rules: 3 });
    expect(first.tx).toBeGreaterThan(40);
    expect(first.span).toBeGreaterThanOrEqual(85);
    await ensureDemoData(database, config, file);
    expect(await count()).toEqual(first);
  });
});
