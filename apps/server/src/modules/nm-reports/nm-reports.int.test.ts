/**
 * The nmID reports through the app on hand-made rows of company А (figures computed by hand in
 * the comments): sales by nmID (sums, buyout %, average price, the pivot by day and its export)
 * and leftovers (values at cost and price, pace of sales over in-stock days, cover, stock-out
 * date, slow movers, storage per day, every missing value with its reason), the tenant, bad
 * input.
 */
import { addDays } from '@wb/shared';
import { mskDate } from '@wb/shared/dates/msk';
import type { LeftoverRow } from '@wb/shared/nm-reports/leftovers.contract';
import { describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/connections';
import { twoCompanies, type TwoCompanies } from '../../../test/fixtures/two-companies';

const TODAY = mskDate();
const ago = (n: number) => addDays(TODAY, -n);
const HIDDEN = -999_999;

const w = twoCompanies<TwoCompanies & { account: string }>(async ({ ctx, q, a, b }) => {
  const account = (await insertAccount(ctx.database, a.company.id)).id;
  const accountB = (await insertAccount(ctx.database, b.company.id)).id;
  const A = a.company.id;
  for (const [nm, title] of [
    [101, 'Пальто'],
    [102, 'Шарф'],
    [104, 'Варежки'],
  ] as const) {
    await q(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, photos, raw)
       VALUES ($1, $2, $3, $4, $5, '[]', '{}')`,
      [A, account, nm, title, `ART-${nm}`],
    );
  }
  // Sales by nmID: 1–3 March 2026.
  const day = async (nm: number, d: string, v: number[], company = A, acc = account) =>
    q(
      `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
         cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [company, acc, nm, d, ...v],
    );
  await day(101, '2026-03-01', [4, 8000, 1, 2, 3000, 1, 1500]);
  await day(101, '2026-03-03', [6, 9000, 0, 3, 4200, 0, 0]);
  await day(102, '2026-03-02', [2, 1000, 0, 0, 0, 0, 0]);
  await day(101, '2026-03-02', [50, 50000, 0, 0, 0, 0, 0], b.company.id, accountB);

  // Leftovers. Stock now: 101 on Коледино (two sizes), 102 in the aggregate «Склад WB», 104 one
  // size, 103 out of stock (not a leftover).
  const stock = async (nm: number, chrt: number, wh: number, name: string, qty: number) =>
    q(
      `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
         warehouse_name, quantity, in_way_to_client, in_way_from_client, raw, taken_at)
       VALUES ($1, $2, $3, $4, 'wb', $5, $6, $7, 0, 0, '{"listed":true}', now())`,
      [A, account, nm, chrt, wh, name, qty],
    );
  await stock(101, 1001, 507, 'Коледино', 10);
  await stock(101, 1002, 507, 'Коледино', 4);
  await stock(102, 2001, HIDDEN, 'Склад WB', 50);
  await stock(103, 3001, 507, 'Коледино', 0);
  await stock(104, 4001, 507, 'Коледино', 5);
  // 101/1001 ran out 20 days ago and came back 10 days ago: days 20…11 ago are out of stock.
  for (const [d, qty] of [
    [ago(20), 0],
    [ago(10), 10],
  ] as const) {
    await q(
      `INSERT INTO stock_daily (company_id, account_id, nm_id, chrt_id, source, warehouse_id, day,
         quantity, min_quantity, taken_at)
       VALUES ($1, $2, 101, 1001, 'wb', 507, $3, $4, $4, now())`,
      [A, account, d, qty],
    );
  }
  // Buyouts of 101: 5 days ago 6, 15 days ago 100 (out of stock: not counted), 25 days ago 8,
  // 40 days ago 50 (beyond its last 28 in-stock days). 102: 7 three days ago. 104: none.
  await day(101, ago(5), [6, 0, 0, 6, 0, 0, 0]);
  await day(101, ago(15), [100, 0, 0, 100, 0, 0, 0]);
  await day(101, ago(25), [8, 0, 0, 8, 0, 0, 0]);
  await day(101, ago(40), [50, 0, 0, 50, 0, 0, 0]);
  await day(102, ago(3), [7, 0, 0, 7, 0, 0, 0]);

  // Costs: 101 100 ₽ from 100 days ago, 120 ₽ from 5 days ago (today's); 102 10 EUR without a
  // rate; 104 none.
  const cost = (nm: number, from: string, amount: string, currency = 'RUB') =>
    q(
      `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [A, account, nm, from, amount, currency],
    );
  await cost(101, ago(100), '100.00');
  await cost(101, ago(5), '120.00');
  await cost(102, ago(60), '10.00', 'EUR');
  await q(`DELETE FROM currency_rates WHERE currency = 'EUR'`);
  // Prices: 101/1001 and 102/2001 only.
  for (const [nm, size, price] of [
    [101, 1001, '2500.00'],
    [102, 2001, '999.50'],
  ] as const) {
    await q(
      `INSERT INTO prices (company_id, account_id, nm_id, size_id, price, discount, club_discount,
         discounted_price, club_discounted_price, currency, raw)
       VALUES ($1, $2, $3, $4, $5, 0, 0, $5, $5, 'RUB', '{}')`,
      [A, account, nm, size, price],
    );
  }
  // Paid storage: 101's latest day is 2 days ago (two supplies of 1001 on office 507: 1.25 +
  // 0.75; none for 1002), an older day is ignored; 102 the aggregate «Склад WB РФ» (office 0).
  const storage = (
    nm: number,
    d: string,
    office: number,
    wh: string,
    chrt: number,
    gi: number,
    p: string,
  ) =>
    q(
      `INSERT INTO wb_paid_storage (company_id, account_id, original_date, date, office_id,
         warehouse, chrt_id, gi_id, nm_id, warehouse_price, raw)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, '{}')`,
      [A, account, d, office, wh, chrt, gi, nm, p],
    );
  await storage(101, ago(2), 507, 'Коледино', 1001, 1, '1.25');
  await storage(101, ago(2), 507, 'Коледино', 1001, 2, '0.75');
  await storage(101, ago(3), 507, 'Коледино', 1001, 1, '9.00');
  await storage(102, ago(1), 0, 'Склад WB РФ', 2001, 0, '12.345');
  return { account };
});

const qs = (q: object) =>
  new URLSearchParams(
    Object.entries(q).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();

const MARCH = { from: '2026-03-01', to: '2026-03-03' };

describe('sales by nmID', () => {
  it('sums each product and computes buyout % and average price from the sums', async () => {
    const res = await w.owner.get(
      `/api/reports/sales-nm-id/rows?${qs({ ...MARCH, groupBy: 'product', list: { sort: [{ field: 'orders', dir: 'desc' }] } })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: Record<string, unknown>[]; totals: Record<string, string> }>();
    expect(page.items).toHaveLength(2);
    // 101: orders 4 + 6, buyouts 2 + 3 (3000 + 4200 ₽), a return of 1500 ₽:
    // buyout % = 5 ÷ 10 × 100 = 50; average price = 7200 ÷ 5 = 1440; revenue = 7200 − 1500.
    expect(page.items[0]).toMatchObject({
      nmId: 101,
      group: 'Пальто',
      orders: '10',
      cancelled: '1',
      buyouts: '5',
      returns: '1',
      buyoutPercent: '50.00',
      averagePrice: '1440.00',
      revenue: '5700.00',
    });
    // 102: two orders, no buyout: 0 %, and no average price (nothing bought out) — missing.
    expect(page.items[1]).toMatchObject({
      nmId: 102,
      orders: '2',
      buyoutPercent: '0.00',
      averagePrice: null,
    });
    // Ratios are not summed into the totals row.
    expect(page.totals).toMatchObject({ orders: '12', buyouts: '5' });
    expect(page.totals.buyoutPercent).toBeUndefined();
  });

  it('gives the period’s totals without the ratios', async () => {
    const res = await w.owner.get(`/api/reports/sales-nm-id?${qs(MARCH)}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<{ totals: Record<string, string> }>();
    expect(s.totals).toMatchObject({ orders: '12', cancelled: '1', revenue: '5700.00' });
    expect(s.totals.buyoutPercent).toBeUndefined();
  });

  it('pivots a measure by product and day, days as columns, zeros included', async () => {
    const res = await w.owner.get(
      `/api/reports/sales-nm-id/pivot?${qs({ ...MARCH, measure: 'orders', list: { sort: [{ field: 'total', dir: 'desc' }] } })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: Record<string, unknown>[]; totals: Record<string, string> }>();
    expect(page.items.map((r) => [r.nmId, r.total, r.d20260301, r.d20260302, r.d20260303])).toEqual(
      [
        [101, '10', '4', '0', '6'],
        [102, '2', '0', '2', '0'],
      ],
    );
    expect(page.totals).toMatchObject({ total: '12', d20260301: '4', d20260302: '2' });
    // Sorting by a day column works like any column.
    const byDay = await w.owner.get(
      `/api/reports/sales-nm-id/pivot?${qs({ ...MARCH, measure: 'revenue', list: { sort: [{ field: 'd20260303', dir: 'desc' }] } })}`,
    );
    const revenue = byDay.json<{ items: Record<string, unknown>[] }>().items;
    // 101's revenue: 1 March 3000 − 1500, 3 March 4200.
    expect(revenue[0]).toMatchObject({
      nmId: 101,
      total: '5700.00',
      d20260301: '1500.00',
      d20260303: '4200.00',
    });
  });

  it('exports the pivot with the days as columns (CSV and XLSX)', async () => {
    const csv = await w.owner.get(
      `/api/reports/sales-nm-id/pivot/export?${qs({ ...MARCH, measure: 'orders', format: 'csv', list: { sort: [{ field: 'total', dir: 'desc' }] } })}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Товар,Фото,Артикул WB,Артикул продавца,"Заказы, шт.: итого",01.03.2026,02.03.2026,03.03.2026',
    );
    expect(lines[1]).toBe('Пальто,,101,ART-101,10,4,0,6');
    const xlsx = await w.owner.get(
      `/api/reports/sales-nm-id/pivot/export?${qs({ ...MARCH, measure: 'orders', format: 'xlsx' })}`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/salesNmIdPivot-.*\.xlsx/);
  });

  it('refuses a pivot longer than 93 days, an unknown or ratio measure', async () => {
    const long = await w.owner.get(
      `/api/reports/sales-nm-id/pivot?${qs({ from: '2026-01-01', to: '2026-04-30', measure: 'orders' })}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toMatch(/не длиннее 93 дней/);
    const ratio = await w.owner.get(
      `/api/reports/sales-nm-id/pivot?${qs({ ...MARCH, measure: 'buyoutPercent' })}`,
    );
    expect(ratio.statusCode).toBe(400);
  });

  it('shows only the company’s own rows', async () => {
    const b = await w.ownerB.get(
      `/api/reports/sales-nm-id/rows?${qs({ ...MARCH, groupBy: 'product' })}`,
    );
    expect(b.json<{ items: Record<string, unknown>[] }>().items.map((r) => r.orders)).toEqual([
      '50',
    ]);
  });
});

describe('leftovers by nmID', () => {
  async function rows(
    sort = [
      { field: 'nmId', dir: 'asc' },
      { field: 'size', dir: 'asc' },
    ],
  ) {
    const res = await w.owner.get(`/api/reports/leftovers-nm?${qs({ list: { sort } })}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: LeftoverRow[]; totals: Record<string, string>; total: number }>();
  }

  it('values the stock and computes the pace, cover and stock-out date by hand', async () => {
    const page = await rows();
    expect(page.total).toBe(4); // 103 has no stock
    const [a, b, c, d] = page.items;
    // 101: in stock on the 90 days but 20…11 days ago; its last 28 in-stock days are 10…1 and
    // 38…21 days ago, with 6 + 8 buyouts: 14 ÷ 28 = 0.5 a day; available 10 + 4 = 14 →
    // cover 28 days, out of stock in 28 days; sold 5 days ago and cover ≤ 120: not slow.
    expect(a).toMatchObject({
      nmId: 101,
      chrtId: '1001',
      warehouse: 'Коледино',
      hiddenWarehouse: false,
      available: 10,
      unitCost: '120.00',
      valueAtCost: '1200.00',
      costMissing: null,
      price: '2500.00',
      valueAtPrice: '25000.00',
      priceMissing: null,
      salesPerDay: '0.50',
      daysOfCover: '28.0',
      stockOutDate: addDays(TODAY, 28),
      coverMissing: null,
      slowMover: 'no',
      lastSaleDate: ago(5),
      storagePerDay: '2.00',
      storageDate: ago(2),
      storageMissing: null,
    });
    // 101/1002: 4 × 120; no price; no storage row of its size on the latest day.
    expect(b).toMatchObject({
      chrtId: '1002',
      available: 4,
      valueAtCost: '480.00',
      valueAtPrice: null,
      priceMissing: 'noPrice',
      daysOfCover: '28.0',
      storagePerDay: null,
      storageMissing: 'noStorage',
    });
    // 102 in «Склад WB»: no stock history, so all 28 last days count: 7 ÷ 28 = 0.25 a day;
    // 50 ÷ 0.25 = 200 days of cover (> 120: a slow mover); its cost is in EUR without a rate.
    expect(c).toMatchObject({
      nmId: 102,
      warehouse: 'Склад WB',
      hiddenWarehouse: true,
      available: 50,
      valueAtCost: null,
      costMissing: 'noRate',
      valueAtPrice: '49975.00',
      salesPerDay: '0.25',
      daysOfCover: '200.0',
      stockOutDate: addDays(TODAY, 200),
      slowMover: 'yes',
      storagePerDay: '12.345',
      storageDate: ago(1),
    });
    // 104: never sold: no cover (missing: no sales), a slow mover; no cost version.
    expect(d).toMatchObject({
      nmId: 104,
      available: 5,
      valueAtCost: null,
      costMissing: 'noCost',
      salesPerDay: '0.00',
      daysOfCover: null,
      stockOutDate: null,
      coverMissing: 'noSales',
      slowMover: 'yes',
      lastSaleDate: null,
      storageMissing: 'noStorage',
    });
    // Totals sum what is known: 69 units, 1200 + 480 at cost, 25000 + 49975 at price.
    expect(page.totals).toMatchObject({
      available: '69',
      valueAtCost: '1680.00',
      valueAtPrice: '74975.00',
      storagePerDay: '14.345',
    });
  });

  it('filters slow movers and sorts by days of cover', async () => {
    const res = await w.owner.get(
      `/api/reports/leftovers-nm?${qs({
        list: {
          filter: { op: 'and', items: [{ field: 'slowMover', op: 'is', value: 'yes' }] },
          sort: [{ field: 'nmId', dir: 'asc' }],
        },
      })}`,
    );
    expect(res.json<{ items: LeftoverRow[] }>().items.map((r) => r.nmId)).toEqual([102, 104]);
  });

  it('exports the leftovers and keeps other companies out', async () => {
    const csv = await w.owner.get(`/api/reports/leftovers-nm/export?${qs({ format: 'csv' })}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Склад WB');
    const b = await w.ownerB.get(`/api/reports/leftovers-nm?${qs({})}`);
    expect(b.json<{ total: number }>().total).toBe(0);
  });
});
