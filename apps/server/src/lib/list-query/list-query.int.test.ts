/**
 * The list engine against a real PostgreSQL, on a table of its own with one column of every
 * type: every operator, sorting, offset and keyset paging, totals, tenant scope (and platform
 * lists without one), injection attempts, and exports read back.
 */
import {
  defineList,
  parseListRequest,
  resolvePeriod,
  type ColumnDef,
  type Condition,
  type FilterGroup,
  type ListRequestInput,
} from '@wb/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as z from 'zod/mini';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createTestDatabase } from '../../../test/helpers';
import { streamExport } from './export';
import type { ListResource, ServerColumn } from './resource';
import { exportFileOf } from './endpoint';
import { listResourceOf } from './source';
import { runList } from './run';
import { parseCsv, streamToBuffer } from '../../../test/list-files';

let database: Database;
let drop: () => Promise<void>;
const A = randomUUID();
const B = randomUUID();

interface Item {
  id: number;
  name: string | null;
  price: string | null;
  qty: number;
  day: string;
  kind: string;
  tags: string[];
}

const defs: ColumnDef[] = [
  { key: 'id', type: 'number', integer: true, sortable: true, filterable: true, header: 'Номер' },
  { key: 'name', type: 'text', sortable: true, filterable: true, header: 'Название' },
  {
    key: 'price',
    type: 'money',
    currency: 'RUB',
    total: true,
    sortable: true,
    filterable: true,
    header: 'Цена',
  },
  { key: 'qty', type: 'number', total: true, sortable: true, filterable: true, header: 'Кол-во' },
  { key: 'day', type: 'date', sortable: true, filterable: true, header: 'Дата' },
  {
    key: 'kind',
    type: 'enum',
    options: ['a', 'b', 'c'],
    sortable: true,
    filterable: true,
    header: 'Вид',
  },
  { key: 'tags', type: 'tags', sortable: false, filterable: true, header: 'Метки' },
];
const sqlOf: Record<string, Omit<ServerColumn, 'def'>> = {
  id: { expr: sql`t.id`, sqlType: 'bigint', notNull: true },
  name: { expr: sql`t.name`, sqlType: 'text' },
  price: { expr: sql`t.price`, sqlType: 'numeric' },
  qty: { expr: sql`t.qty`, sqlType: 'numeric', notNull: true },
  day: { expr: sql`t.day`, sqlType: 'timestamptz', notNull: true },
  kind: { expr: sql`t.kind`, sqlType: 'text', notNull: true },
  tags: { expr: sql`t.tags`, sqlType: 'text[]' },
};

const resource: ListResource<Item> = {
  key: 'items',
  columns: defs.map((def) => ({ def, ...sqlOf[def.key]! })),
  from: sql`lq_items t`,
  joins: {},
  scope: (companyId) => sql`t.company_id = ${sql.param(companyId)}::uuid`,
  tiebreak: [{ expr: sql`t.id`, sqlType: 'bigint' }],
  defaultSort: [{ field: 'id', dir: 'asc' }],
  extra: {},
  mapRow: (r) => ({
    id: Number(r.id),
    name: r.name as string | null,
    price: r.price as string | null,
    qty: Number(r.qty),
    day: new Date(r.day as string).toISOString(),
    kind: r.kind as string,
    tags: r.tags as string[],
  }),
};

// Today in Moscow, for the relative presets.
const today = resolvePeriod('today').from;
const rows: [number, string | null, string | null, number, string, string, string[]][] = [
  [1, 'Платье летнее', '1000.50', 2, '2026-03-01T10:00:00+03:00', 'a', ['лето', 'скидка']],
  [2, 'платье зимнее', '2500.00', 1, '2026-03-01T23:59:59+03:00', 'b', ['зима']],
  [3, 'Шарф 100%_off', '99.99', 5, '2026-03-02T00:00:00+03:00', 'c', []],
  [4, '', null, 3, '2026-02-28T12:00:00+03:00', 'a', ['скидка']],
  [5, null, '0.01', 4, `${today}T12:00:00+03:00`, 'b', ['лето']],
  [6, 'Куртка', '5000.00', 1, '2026-03-05T09:00:00+03:00', 'c', ['зима', 'скидка']],
];

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  database = createDatabase(db.url, { max: 4 });
  await database.pool.query(`CREATE TABLE lq_items (
    company_id uuid NOT NULL, id bigint NOT NULL, name text, price numeric(14,2), qty int NOT NULL,
    day timestamptz NOT NULL, kind text NOT NULL, tags text[])`);
  for (const r of rows) {
    await database.pool.query('INSERT INTO lq_items VALUES ($1,$2,$3,$4,$5,$6,$7,$8)', [A, ...r]);
  }
  // Company B has a look-alike row that must never show for A.
  await database.pool.query(
    `INSERT INTO lq_items VALUES ($1, 100, 'Платье чужое', 1.00, 1, now(), 'a', '{лето}')`,
    [B],
  );
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

const list = (input: ListRequestInput, company = A) =>
  runList(database.db, resource, company, parseListRequest(defs, JSON.stringify(input)));
const ids = async (filter: FilterGroup['items'][number], op: 'and' | 'or' = 'and') =>
  (await list({ filter: { op, items: [filter] } })).items.map((i) => i.id).sort((a, b) => a - b);

describe('list engine: operators', () => {
  it.each([
    [{ field: 'name', op: 'contains', value: 'платье' }, [1, 2]],
    [{ field: 'name', op: 'contains', value: '100%_' }, [3]],
    [{ field: 'name', op: 'contains', value: '%' }, [3]],
    [{ field: 'name', op: 'equals', value: 'Куртка' }, [6]],
    [{ field: 'name', op: 'startsWith', value: 'пла' }, [1, 2]],
    [{ field: 'name', op: 'endsWith', value: 'ЛЕТНЕЕ' }, [1]],
    [{ field: 'name', op: 'isEmpty' }, [4, 5]],
    [{ field: 'name', op: 'isNotEmpty' }, [1, 2, 3, 6]],
    [{ field: 'name', op: 'in', value: ['Куртка', 'Шарф 100%_off'] }, [3, 6]],
    [{ field: 'price', op: 'eq', value: '2500' }, [2]],
    [{ field: 'price', op: 'ne', value: '2500' }, [1, 3, 4, 5, 6]],
    [{ field: 'price', op: 'gt', value: '1000.50' }, [2, 6]],
    [{ field: 'price', op: 'gte', value: '1000.50' }, [1, 2, 6]],
    [{ field: 'price', op: 'lt', value: 100 }, [3, 5]],
    [{ field: 'price', op: 'lte', value: '99.99' }, [3, 5]],
    [{ field: 'price', op: 'between', value: ['2500', '99.99'] }, [1, 2, 3]],
    [{ field: 'price', op: 'isEmpty' }, [4]],
    [{ field: 'qty', op: 'gte', value: 4 }, [3, 5]],
    [{ field: 'kind', op: 'in', value: [] }, null],
    [{ field: 'day', op: 'on', value: '2026-03-01' }, [1, 2]],
    [{ field: 'day', op: 'before', value: '2026-03-01' }, [4]],
    [{ field: 'day', op: 'after', value: '2026-03-02' }, [5, 6]],
    [{ field: 'day', op: 'between', value: ['2026-03-02', '2026-02-28'] }, [1, 2, 3, 4]],
    [{ field: 'day', op: 'preset', value: 'today' }, [5]],
    [{ field: 'kind', op: 'is', value: 'a' }, [1, 4]],
    [{ field: 'kind', op: 'isNot', value: 'a' }, [2, 3, 5, 6]],
    [{ field: 'kind', op: 'in', value: ['b', 'c'] }, [2, 3, 5, 6]],
    [{ field: 'tags', op: 'hasAny', value: ['зима', 'лето'] }, [1, 2, 5, 6]],
    [{ field: 'tags', op: 'hasAll', value: ['зима', 'скидка'] }, [6]],
    [{ field: 'tags', op: 'hasNone', value: ['скидка'] }, [2, 3, 5]],
  ] as [Condition, number[] | null][])('%j → %j', async (condition, expected) => {
    if (expected === null) {
      await expect(ids(condition)).rejects.toThrow('нужен список значений');
      return;
    }
    expect(await ids(condition)).toEqual(expected);
  });

  it('combines AND and OR groups', async () => {
    const filter: FilterGroup = {
      op: 'or',
      items: [
        { field: 'kind', op: 'is', value: 'c' },
        {
          op: 'and',
          items: [
            { field: 'name', op: 'contains', value: 'платье' },
            { field: 'price', op: 'lt', value: '2000' },
          ],
        },
      ],
    };
    const page = await list({ filter });
    expect(page.items.map((i) => i.id)).toEqual([1, 3, 6]);
  });
});

describe('list engine: sort, pages, totals, scope', () => {
  it('sorts by several keys (PostgreSQL null order: last ascending)', async () => {
    const page = await list({
      sort: [
        { field: 'kind', dir: 'desc' },
        { field: 'price', dir: 'asc' },
      ],
    });
    expect(page.items.map((i) => i.id)).toEqual([3, 6, 5, 2, 1, 4]);
  });

  it('pages by offset and by keyset to the same rows', async () => {
    const sort = [{ field: 'day', dir: 'desc' as const }];
    const all = (await list({ sort, pageSize: 10 })).items.map((i) => i.id);
    const offset: number[] = [];
    const keyset: number[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 3; page++) {
      offset.push(...(await list({ sort, page, pageSize: 2 })).items.map((i) => i.id));
      const p = await list({ sort, page, pageSize: 2, ...(after ? { after } : {}) });
      keyset.push(...p.items.map((i) => i.id));
      after = p.next ?? undefined;
      if (page < 3) expect(after).toBeTruthy();
    }
    expect(offset).toEqual(all);
    expect(keyset).toEqual(all);
    expect(after).toBeUndefined();
  });

  it('refuses a forged cursor or one for a nullable sort', async () => {
    const forged = Buffer.from(JSON.stringify(["1'); DROP TABLE lq_items; --", '1'])).toString(
      'base64url',
    );
    await expect(list({ sort: [{ field: 'day', dir: 'desc' }], after: forged })).rejects.toThrow(
      'Курсор',
    );
    await expect(list({ sort: [{ field: 'price', dir: 'asc' }], after: forged })).rejects.toThrow(
      'Курсор',
    );
    await expect(list({ after: 'не base64' })).rejects.toThrow('Курсор');
  });

  it('counts and sums the whole filtered set, not the page', async () => {
    const page = await list({
      pageSize: 2,
      filter: { op: 'and', items: [{ field: 'kind', op: 'in', value: ['a', 'b'] }] },
    });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(page.totals).toEqual({ price: '3500.51', qty: '10' });
  });

  it("never returns another company's rows", async () => {
    const page = await list({
      pageSize: 100,
      filter: {
        op: 'or',
        items: [
          { field: 'name', op: 'contains', value: 'чужое' },
          { field: 'id', op: 'gte', value: 0 },
        ],
      },
    });
    expect(page.items.map((i) => i.id)).not.toContain(100);
    expect(page.total).toBe(6);
    expect((await list({}, B)).items.map((i) => i.id)).toEqual([100]);
  });

  it("lists every company's rows for the platform (no tenant), and exports them", async () => {
    // A platform list as the framework builds it: no tenant, only the source's own conditions
    // (here every kind but c) — in its page and its export alike.
    const platformList = defineList({
      key: 'adminUsers',
      path: '/api/test/items',
      tag: 'test',
      summary: 'Items of every company',
      access: { adminOnly: true },
      tenant: 'platform',
      row: z.custom<Item>(),
      columns: defs,
      export: { action: 'test.export', entity: 'item', file: 'items', sheet: 'Товары' },
    });
    const platform = listResourceOf(
      platformList,
      {
        columns: sqlOf,
        from: sql`lq_items t`,
        where: () => sql`t.kind <> 'c'`,
        tiebreak: resource.tiebreak,
        defaultSort: resource.defaultSort,
        mapRow: resource.mapRow,
      },
      null,
    );
    const request = parseListRequest(
      defs,
      JSON.stringify({ sort: [{ field: 'id', dir: 'desc' }] }),
    );
    const page = await runList(database.db, platform, '', request);
    expect(page.items.map((i) => i.id)).toEqual([100, 5, 4, 2, 1]);
    expect(page.total).toBe(5);
    const file = exportFileOf(database.pool, platform, '', request, 'csv', {
      name: 'items',
      sheetName: 'Товары',
    });
    expect(file.fileName).toMatch(/^items-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parseCsv(
      (await streamToBuffer(file.stream)).toString('utf8').replace(/^\uFEFF/, ''),
    );
    expect(csv.slice(1).map((r) => r[0])).toEqual(['100', '5', '4', '2', '1']);
  });

  it('treats hostile values as data', async () => {
    const hostile = "'; DROP TABLE lq_items; --";
    expect(await ids({ field: 'name', op: 'contains', value: hostile })).toEqual([]);
    expect(await ids({ field: 'name', op: 'in', value: [hostile, 'Куртка'] })).toEqual([6]);
    expect((await list({})).total).toBe(6);
  });
});

describe('list engine: export', () => {
  const request = parseListRequest(
    defs,
    JSON.stringify({
      sort: [{ field: 'id', dir: 'asc' }],
      columns: ['id', 'name', 'price', 'day', 'tags'],
      filter: { op: 'and', items: [{ field: 'id', op: 'lte', value: 4 }] },
    }),
  );

  it('writes CSV with the visible columns, Russian headers and two-decimal money', async () => {
    await database.pool.query(
      `UPDATE lq_items SET name = '=HYPERLINK("x")' WHERE id = 4 AND company_id = $1`,
      [A],
    );
    const text = (
      await streamToBuffer(
        streamExport(database.pool, resource, A, request, 'csv', { sheetName: 'Т' }),
      )
    ).toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const table = parseCsv(text.slice(1));
    expect(table[0]).toEqual(['Номер', 'Название', 'Цена', 'Дата', 'Метки']);
    expect(table.slice(1)).toEqual([
      ['1', 'Платье летнее', '1000.50', '01.03.2026 10:00:00', 'лето, скидка'],
      ['2', 'платье зимнее', '2500.00', '01.03.2026 23:59:59', 'зима'],
      ['3', 'Шарф 100%_off', '99.99', '02.03.2026 00:00:00', ''],
      ['4', `'=HYPERLINK("x")`, '', '28.02.2026 12:00:00', 'скидка'],
    ]);
  });

  it('writes XLSX that reads back with numbers, dates and headers', async () => {
    const buffer = await streamToBuffer(
      streamExport(database.pool, resource, A, request, 'xlsx', { sheetName: 'Товары' }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Товары')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Номер',
      'Название',
      'Цена',
      'Дата',
      'Метки',
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getCell('C2').value).toBe(1000.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('A3').value).toBe(2);
    expect((sheet.getCell('D2').value as Date).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(sheet.getCell('B5').value).toBe('=HYPERLINK("x")');
    expect(sheet.getCell('C5').value).toBeNull();
  });

  it('streams many rows in batches', async () => {
    await database.pool.query(
      `INSERT INTO lq_items SELECT $1, g, 'строка ' || g, g, 1, now(), 'a', '{}' FROM generate_series(1000, 6999) g`,
      [A],
    );
    const text = (
      await streamToBuffer(
        streamExport(database.pool, resource, A, parseListRequest(defs), 'csv', { sheetName: 'Т' }),
      )
    ).toString('utf8');
    expect(parseCsv(text.slice(1))).toHaveLength(1 + 6 + 6000);
    await database.pool.query(`DELETE FROM lq_items WHERE id >= 1000`);
  });
});
