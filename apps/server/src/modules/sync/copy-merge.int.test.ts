/**
 * The COPY text every synced page goes through: values with COPY's special characters
 * (backslash, tab, newline, carriage return) and JSON holding them land exactly as given, nulls
 * as NULL, and a row repeated in the page collapses to its last version.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { copyMerge, type MergeTarget } from './copy-merge';

const target: MergeTarget = {
  table: 'copy_probe',
  columns: [
    ['id', 'int'],
    ['label', 'text'],
    ['amount', 'numeric'],
    ['raw', 'jsonb'],
  ],
  key: ['id'],
};

describe('copyMerge', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    await pool.query(
      'CREATE TABLE copy_probe (id int PRIMARY KEY, label text, amount numeric, raw jsonb NOT NULL)',
    );
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('writes special characters, JSON and nulls exactly; the last of repeated keys wins', async () => {
    const tricky = 'a\\b\tc\nd\re \\N \\\\t';
    const rows = [
      [1, tricky, '12.50', { text: tricky, list: [1, 'x\ty'] }],
      [2, null, null, { plain: 'Коледино' }],
      [3, 'first', '1', { v: 1 }],
      [3, 'second', '2', { v: 2 }],
      [4, '\\', '0', { slash: '\\' }],
    ];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      expect(await copyMerge(client, target, rows)).toBe(4);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows: stored } = await pool.query(
      'SELECT id, label, amount::text AS amount, raw FROM copy_probe ORDER BY id',
    );
    expect(stored).toEqual([
      { id: 1, label: tricky, amount: '12.50', raw: { text: tricky, list: [1, 'x\ty'] } },
      { id: 2, label: null, amount: null, raw: { plain: 'Коледино' } },
      { id: 3, label: 'second', amount: '2', raw: { v: 2 } },
      { id: 4, label: '\\', amount: '0', raw: { slash: '\\' } },
    ]);
  });
});
