/**
 * /api/subjects/:scope through the app: the company's subjects and all WB subjects, with parent
 * names, the latest commission version per sales model and the company's product counts; the
 * shared list engine's filters, sort and paging; export; tenant isolation; permissions.
 */
import type { ListRequestInput } from '@wb/shared';
import type { SubjectRow } from '@wb/shared/subjects/subjects.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';

let ctx: TestContext;
let owner: TestClient;
let financier: TestClient;
let ownerB: TestClient;

async function insertProducts(
  companyId: string,
  accountId: string,
  rows: [nm: number, subject: number | null, trash?: boolean][],
) {
  for (const [nm, subject, trash] of rows) {
    await ctx.database.pool.query(
      `INSERT INTO products (company_id, account_id, nm_id, subject_id, subject_name, in_trash, raw)
       VALUES ($1, $2, $3, $4, 'Из карточки', $5, '{}')`,
      [companyId, accountId, nm, subject, trash ?? false],
    );
  }
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Предметы А', { financier: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Предметы Б');
  const accountA = await insertAccount(ctx.database, a.company.id);
  const accountB = await insertAccount(ctx.database, b.company.id);
  const q = (text: string) => ctx.database.pool.query(text);
  await q(`INSERT INTO wb_subject_parents (parent_id, name, is_visible, raw) VALUES
             (1, 'Женщинам', true, '{}'), (2, 'Обувь', true, '{}')`);
  await q(`INSERT INTO wb_subjects (subject_id, name, parent_id, parent_name) VALUES
             (101, 'Платья', 1, 'Женщинам'), (102, 'Юбки', 1, NULL), (201, 'Кроссовки', 2, 'Обувь'),
             (202, 'Сапоги', 2, 'Обувь')`);
  // Two versions for Платья: the newer one is shown.
  await q(`INSERT INTO wb_commissions (subject_id, valid_from, subject_name, parent_name, fbw, fbs,
             dbs, edbs, pickup, booking, rates, raw) VALUES
             (101, '2026-01-01', 'Платья', 'Женщинам', 20, 21, 22, 23, 24, 25, '{}', '{}'),
             (101, '2026-03-01', 'Платья', 'Женщинам', 25.5, 26, 27, 28, 19.75, 30, '{}', '{}'),
             (201, '2026-02-01', 'Кроссовки', 'Обувь', 15, 16, 17, NULL, 18, NULL, '{}', '{}'),
             (999, '2026-02-01', 'Только в тарифах', 'Разное', 10, 11, 12, 13, 14, 15, '{}', '{}')`);
  await insertProducts(a.company.id, accountA.id, [
    [1, 101],
    [2, 101],
    [3, 101, true],
    [4, 201],
    [5, 555],
    [6, null],
  ]);
  await insertProducts(b.company.id, accountB.id, [
    [1, 202],
    [2, 202],
    [3, 101],
  ]);
  owner = await signIn(ctx.app, a.owner);
  financier = await signIn(ctx.app, a.members.financier![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

const url = (scope: string, list: ListRequestInput, extra = '') =>
  `/api/subjects/${scope}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(scope: 'used' | 'all', list: ListRequestInput = {}, client = owner) {
  const res = await client.get(url(scope, list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: SubjectRow[]; total: number; totals: Record<string, string> }>();
}

describe('/api/subjects', () => {
  it("lists the company's subjects with parent, latest commission and product count", async () => {
    const res = await page('used');
    expect(res.items.map((r) => [r.subjectId, r.name, r.productCount])).toEqual([
      [101, 'Платья', 2],
      [555, 'Из карточки', 1],
      [201, 'Кроссовки', 1],
    ]);
    expect(res.items[0]).toEqual({
      subjectId: 101,
      name: 'Платья',
      parentName: 'Женщинам',
      productCount: 2,
      fbw: '25.5',
      fbs: '26',
      dbs: '27',
      edbs: '28',
      pickup: '19.75',
      booking: '30',
      commissionFrom: '2026-02-28T21:00:00.000Z',
    });
    expect(res.items[2]).toMatchObject({ parentName: 'Обувь', edbs: null, booking: null });
    expect(res.items[1]).toMatchObject({ parentName: null, fbw: null, commissionFrom: null });
    expect(res.total).toBe(3);
    expect(res.totals).toEqual({ productCount: '4' });
  });

  it('lists every WB subject, searchable, with the parent from the parents list', async () => {
    const all = await page('all', { sort: [{ field: 'subjectId', dir: 'asc' }] });
    expect(all.items.map((r) => [r.subjectId, r.productCount])).toEqual([
      [101, 2],
      [102, 0],
      [201, 1],
      [202, 0],
      [555, 1],
      [999, 0],
    ]);
    expect(all.items.find((r) => r.subjectId === 102)?.parentName).toBe('Женщинам');
    expect(all.items.find((r) => r.subjectId === 999)).toMatchObject({
      name: 'Только в тарифах',
      parentName: 'Разное',
      fbw: '10',
    });
    const search = await page('all', {
      filter: { op: 'and', items: [{ field: 'name', op: 'contains', value: 'сапог' }] },
    });
    expect(search.items.map((r) => r.subjectId)).toEqual([202]);
    const byRate = await page('all', {
      filter: { op: 'and', items: [{ field: 'fbw', op: 'gte', value: 15 }] },
      sort: [{ field: 'fbw', dir: 'desc' }],
    });
    expect(byRate.items.map((r) => r.subjectId)).toEqual([101, 201]);
    const paged = await page('all', {
      sort: [{ field: 'subjectId', dir: 'asc' }],
      pageSize: 4,
      page: 2,
    });
    expect(paged.items.map((r) => r.subjectId)).toEqual([555, 999]);
  });

  it("counts only the caller's products", async () => {
    const b = await page('used', {}, ownerB);
    expect(b.items.map((r) => [r.subjectId, r.productCount])).toEqual([
      [202, 2],
      [101, 1],
    ]);
    const allB = await page('all', { pageSize: 100 }, ownerB);
    expect(allB.items.find((r) => r.subjectId === 201)?.productCount).toBe(0);
  });

  it('exports the filtered view to CSV with Russian headers', async () => {
    const res = await owner.get(
      url('used', { columns: ['name', 'productCount', 'fbw'] }, '&format=csv').replace(
        '/api/subjects/used?',
        '/api/subjects/used/export?',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Предмет', 'Товаров', 'Склад WB (FBW), %']);
    expect(rows.slice(1)).toEqual([
      ['Платья', '2', '25.5'],
      ['Из карточки', '1', ''],
      ['Кроссовки', '1', '15'],
    ]);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id, after->>'scope' AS scope FROM audit_log WHERE action = 'subjects.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv', scope: 'used' }]);
  });

  it.each([
    ['an unknown scope', '/api/subjects/mine'],
    ['an unknown column', url('used', { sort: [{ field: 'price', dir: 'asc' }] })],
    [
      'a bad operator',
      url('all', { filter: { op: 'and', items: [{ field: 'name', op: 'gt', value: 1 }] } }),
    ],
  ])('refuses %s with a Russian 400', async (_, path) => {
    const res = await owner.get(path);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[а-яё]/i);
  });

  it('needs subject:view', async () => {
    expect((await financier.get(url('used', {}))).statusCode).toBe(403);
  });
});
