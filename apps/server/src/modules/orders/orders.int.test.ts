/** /api/orders and /api/saved-views through the app: columns, status, scope, export, views. */
import type { ListRequestInput, OrderRow } from '@wb/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, signIn } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';

let ctx: TestContext;
let owner: TestClient;
let analyst: TestClient;
let ownerB: TestClient;
let accountName: string;

async function insertOrder(
  companyId: string,
  accountId: string,
  srid: string,
  values: { date: string; nmId: number; total: string; finished: string; cancel?: boolean },
) {
  await ctx.database.pool.query(
    `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
       supplier_article, tech_size, warehouse_name, oblast_okrug_name, region_name,
       total_price, discount_percent, price_with_disc, spp, finished_price, is_cancel, raw)
     VALUES ($1, $2, $3, $4, $4, $5::bigint, 'ART-' || $5::text, 'M', 'Коледино', 'Центральный', 'Москва',
       $6, 10, $6::numeric * 0.9, 25, $7, $8, '{}')`,
    [
      companyId,
      accountId,
      srid,
      values.date,
      values.nmId,
      values.total,
      values.finished,
      values.cancel ?? false,
    ],
  );
}

async function insertSale(companyId: string, accountId: string, srid: string, saleId: string) {
  await ctx.database.pool.query(
    `INSERT INTO wb_sales (company_id, account_id, srid, sale_id, date, last_change_date, raw)
     VALUES ($1, $2, $3, $4, now(), now(), '{}')`,
    [companyId, accountId, srid, saleId],
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const a = await createCompany(ctx.database, ctx.config, 'Компания А', { analyst: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Компания Б');
  const account = await insertAccount(ctx.database, a.company.id, { name: 'Основной кабинет' });
  accountName = account.name;
  const foreign = await insertAccount(ctx.database, b.company.id);
  await ctx.database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, photos, raw)
     VALUES ($1, $2, 111, 'Платье летнее', 'ART-111', $3, '{}')`,
    [
      a.company.id,
      account.id,
      JSON.stringify([{ c246x328: 'https://basket-01.wbbasket.ru/1.webp' }]),
    ],
  );
  const day = (d: number) => `2026-03-0${d}T12:00:00+03:00`;
  await insertOrder(a.company.id, account.id, 'o-new', {
    date: day(1),
    nmId: 111,
    total: '1000.00',
    finished: '675.50',
  });
  await insertOrder(a.company.id, account.id, 'o-cancel', {
    date: day(2),
    nmId: 222,
    total: '2000.00',
    finished: '1350.25',
    cancel: true,
  });
  await insertOrder(a.company.id, account.id, 'o-bought', {
    date: day(3),
    nmId: 111,
    total: '500.00',
    finished: '337.75',
  });
  await insertOrder(a.company.id, account.id, 'o-returned', {
    date: day(4),
    nmId: 333,
    total: '100.00',
    finished: '67.50',
  });
  await insertSale(a.company.id, account.id, 'o-bought', 'S1');
  await insertSale(a.company.id, account.id, 'o-returned', 'S2');
  await insertSale(a.company.id, account.id, 'o-returned', 'R2');
  await insertOrder(b.company.id, foreign.id, 'b-secret', {
    date: day(5),
    nmId: 111,
    total: '9.00',
    finished: '9.00',
  });
  owner = await signIn(ctx.app, a.owner);
  analyst = await signIn(ctx.app, a.members.analyst![0]!);
  ownerB = await signIn(ctx.app, b.owner);
});

afterAll(async () => {
  await ctx.close();
});

const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page(list: ListRequestInput, client = owner) {
  const res = await client.get(url('/api/orders', list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    items: OrderRow[];
    total: number;
    totals: Record<string, string>;
    next: string | null;
  }>();
}

describe('/api/orders', () => {
  it('lists the columns of /orders, newest first, with derived status and totals', async () => {
    const res = await page({});
    expect(res.items.map((r) => [r.srid, r.status])).toEqual([
      ['o-returned', 'returned'],
      ['o-bought', 'boughtOut'],
      ['o-cancel', 'cancelled'],
      ['o-new', 'new'],
    ]);
    const newest = res.items[3]!;
    expect(newest).toMatchObject({
      title: 'Платье летнее',
      vendorCode: 'ART-111',
      nmId: 111,
      size: 'M',
      warehouse: 'Коледино',
      district: 'Центральный',
      region: 'Москва',
      totalPrice: '1000.00',
      discount: '10.0000',
      priceWithDisc: '900.00',
      spp: '25.0000',
      finishedPrice: '675.50',
      photo: 'https://basket-01.wbbasket.ru/1.webp',
      account: accountName,
    });
    expect(res.total).toBe(4);
    // The order sum is the price after the seller's discount (docs/domain.md#money-figures); the
    // buyer's price is a column, never a total.
    expect(res.totals).toEqual({ totalPrice: '3600.00', priceWithDisc: '3240.00' });
  });

  it('filters by the derived status and by the product title', async () => {
    const byStatus = await page({
      filter: {
        op: 'and',
        items: [{ field: 'status', op: 'in', value: ['returned', 'cancelled'] }],
      },
    });
    expect(byStatus.items.map((r) => r.srid).sort()).toEqual(['o-cancel', 'o-returned']);
    const byTitle = await page({
      filter: { op: 'and', items: [{ field: 'title', op: 'contains', value: 'плать' }] },
      sort: [{ field: 'finishedPrice', dir: 'asc' }],
    });
    expect(byTitle.items.map((r) => r.srid)).toEqual(['o-bought', 'o-new']);
    expect(byTitle.totals.priceWithDisc).toBe('1350.00');
  });

  it('takes the status of the order feed over the one derived from statistics', async () => {
    await ctx.database.pool.query(
      `UPDATE wb_orders SET status = 'returnDefective', status_at = now() WHERE srid = 'o-new'`,
    );
    try {
      const res = await page({});
      expect(res.items.find((r) => r.srid === 'o-new')?.status).toBe('returned');
    } finally {
      await ctx.database.pool.query(`UPDATE wb_orders SET status = NULL WHERE srid = 'o-new'`);
    }
  });

  it('reuses a filter’s count and totals until a sync page or a cabinet changes the data', async () => {
    const account = await ctx.database.pool.query<{ id: string; company_id: string }>(
      `SELECT id, company_id FROM wb_accounts WHERE name = $1`,
      [accountName],
    );
    const { id: accountId, company_id: companyId } = account.rows[0]!;
    const list = {
      filter: {
        op: 'and' as const,
        items: [{ field: 'nmId', op: 'eq' as const, value: '444' }],
      },
    };
    expect((await page(list)).total).toBe(0);
    await insertOrder(companyId, accountId, 'o-late', {
      date: '2026-03-06T12:00:00+03:00',
      nmId: 444,
      total: '70.00',
      finished: '50.00',
    });
    try {
      // Written behind the sync's back: the rows show, the cached count does not move.
      const stale = await page(list);
      expect(stale.items.map((r) => r.srid)).toEqual(['o-late']);
      expect(stale.total).toBe(0);
      // A synced page bumps the account's sync state: counted again.
      await ctx.database.pool.query(
        `INSERT INTO sync_state (company_id, account_id, dataset, updated_at)
         VALUES ($1, $2, 'orders', now())
         ON CONFLICT (account_id, dataset) DO UPDATE SET updated_at = now()`,
        [companyId, accountId],
      );
      const fresh = await page(list);
      expect(fresh.total).toBe(1);
      expect(fresh.totals).toEqual({ totalPrice: '70.00', priceWithDisc: '63.00' });
    } finally {
      await ctx.database.pool.query(`DELETE FROM wb_orders WHERE srid = 'o-late'`);
    }
  });

  it('pages with the cursor it returns', async () => {
    const first = await page({ pageSize: 3 });
    expect(first.next).toBeTruthy();
    const second = await page({ pageSize: 3, page: 2, after: first.next! });
    expect(second.items.map((r) => r.srid)).toEqual(['o-new']);
    expect(second.next).toBeNull();
  });

  it("shows only the caller's company", async () => {
    const res = await page({ pageSize: 100 }, ownerB);
    expect(res.items.map((r) => r.srid)).toEqual(['b-secret']);
    const mine = await page({
      filter: { op: 'and', items: [{ field: 'srid', op: 'equals', value: 'b-secret' }] },
    });
    expect(mine.total).toBe(0);
  });

  it.each([
    [
      'unknown field',
      { filter: { op: 'and', items: [{ field: 'o.company_id', op: 'equals', value: 'x' }] } },
    ],
    [
      'operator of another type',
      { filter: { op: 'and', items: [{ field: 'title', op: 'gt', value: '1' }] } },
    ],
    [
      'SQL as a number',
      { filter: { op: 'and', items: [{ field: 'finishedPrice', op: 'gt', value: '0 OR 1=1' }] } },
    ],
    ['SQL as a sort', { sort: [{ field: 'date; DROP TABLE wb_orders', dir: 'asc' }] }],
    [
      'SQL as an operator',
      { filter: { op: 'and', items: [{ field: 'title', op: "contains' OR '1'='1", value: 'x' }] } },
    ],
  ])('answers 400 in Russian for %s', async (_name, list) => {
    const res = await owner.get(url('/api/orders', list as ListRequestInput));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/[А-Яа-я]/);
  });

  it('exports the visible columns as CSV and XLSX, enum and yes/no cells as the grid labels them', async () => {
    const list = {
      columns: ['srid', 'date', 'finishedPrice', 'status', 'isCancel'],
      sort: [{ field: 'date', dir: 'asc' as const }],
    };
    const csv = await owner.get(url('/api/orders/export', list, '&format=csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
    const rows = parseCsv(csv.body.replace(/^\ufeff/, ''));
    expect(rows[0]).toEqual([
      'SRID',
      'Дата',
      'Цена для покупателя (после СПП)',
      'Статус',
      'Отменён WB',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['o-new', '675.50', 'Новый', 'Нет'],
      ['o-cancel', '1350.25', 'Отменён', 'Да'],
      ['o-bought', '337.75', 'Выкуплен', 'Нет'],
      ['o-returned', '67.50', 'Возврат', 'Нет'],
    ]);
    const xlsx = await owner.get(url('/api/orders/export', list, '&format=xlsx'));
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Заказы')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'SRID',
      'Дата',
      'Цена для покупателя (после СПП)',
      'Статус',
      'Отменён WB',
    ]);
    expect(sheet.getCell('C2').value).toBe(675.5);
    expect(sheet.getCell('D4').value).toBe('Выкуплен');
    expect([sheet.getCell('E2').value, sheet.getCell('E3').value]).toEqual(['Нет', 'Да']);
    expect(sheet.rowCount).toBe(5);
    const audit = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'orders.export'`,
    );
    expect(audit.rows[0].n).toBe(2);
  });

  it('exports the labels in the language the user chose', async () => {
    const language = async (value: string) =>
      expect((await owner.patch('/api/settings/user', { language: value })).statusCode).toBe(200);
    await language('en');
    try {
      const list = {
        columns: ['srid', 'status', 'isCancel'],
        sort: [{ field: 'date', dir: 'asc' as const }],
      };
      const csv = await owner.get(url('/api/orders/export', list, '&format=csv'));
      expect(csv.statusCode).toBe(200);
      expect(parseCsv(csv.body.replace(/^\ufeff/, '')).slice(1, 3)).toEqual([
        ['o-new', 'New', 'No'],
        ['o-cancel', 'Cancelled', 'Yes'],
      ]);
    } finally {
      await language('ru');
    }
  });

  it('shows, filters and exports an item without sizes (WB’s "0" or empty) as «Без размера»', async () => {
    const { rows } = await ctx.database.pool.query<{ account_id: string; company_id: string }>(
      `SELECT account_id, company_id FROM wb_orders WHERE srid = 'o-new'`,
    );
    const { account_id: accountId, company_id: companyId } = rows[0]!;
    for (const [srid, size] of [
      ['o-one-zero', '0'],
      ['o-one-empty', ''],
    ]) {
      await insertOrder(companyId, accountId, srid!, {
        date: '2026-03-07T12:00:00+03:00',
        nmId: 555,
        total: '10.00',
        finished: '10.00',
      });
      await ctx.database.pool.query(`UPDATE wb_orders SET tech_size = $2 WHERE srid = $1`, [
        srid,
        size,
      ]);
    }
    try {
      const bySize = (value: string, op = 'contains') => ({
        filter: { op: 'and' as const, items: [{ field: 'size', op, value }] },
        sort: [{ field: 'srid', dir: 'asc' as const }],
      });
      const found = await page(bySize('без размера'));
      expect(found.items.map((r) => [r.srid, r.size])).toEqual([
        ['o-one-empty', 'Без размера'],
        ['o-one-zero', 'Без размера'],
      ]);
      expect(found.total).toBe(2);
      // WB's own "0" is not what the grid shows, so it finds nothing; real sizes are untouched.
      expect((await page(bySize('0', 'equals'))).total).toBe(0);
      expect((await page(bySize('M', 'equals'))).total).toBe(4);
      const csv = await owner.get(
        url(
          '/api/orders/export',
          { ...bySize('без размера'), columns: ['srid', 'size'] },
          '&format=csv',
        ),
      );
      expect(csv.statusCode).toBe(200);
      expect(parseCsv(csv.body.replace(/^\ufeff/, ''))).toEqual([
        ['SRID', 'Размер'],
        ['o-one-empty', 'Без размера'],
        ['o-one-zero', 'Без размера'],
      ]);
    } finally {
      await ctx.database.pool.query(`DELETE FROM wb_orders WHERE nm_id = 555`);
    }
  });

  it('refuses callers without order:view and anonymous ones', async () => {
    expect((await analyst.get('/api/orders')).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
  });
});
