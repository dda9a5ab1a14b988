/**
 * The data the product page's tests share (product.int.test.ts, product-costs.int.test.ts):
 * company A's card 111 in two cabinets (the second copy in the trash) and 333 without a length,
 * company B's 222 and its own 111; prices, stocks, the sales rollup, commissions, box tariffs and
 * a realization row of A's 111. Each test file gets its own database.
 */
import { mskDate } from '@wb/shared';
import { expect } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { twoCompanies, type Query, type TwoCompanies } from './catalog.fixtures';

/** The app, its clients and the accounts of the data; filled in before the file's tests. */
export interface ProductWorld extends TwoCompanies {
  accountA: string;
  /** Company A's second cabinet, holding a trashed copy of 111. */
  trashAccount: string;
  accountB: string;
}

export const TODAY = mskDate();
/** A Moscow date `n` days before today. */
export const daysAgo = (n: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function insertProduct(
  q: Query,
  companyId: string,
  account: string,
  nmId: number,
  extra = {},
) {
  const card = {
    title: 'Платье летнее',
    vendor_code: 'ART-111',
    brand: 'Ромашка',
    subject_id: 105,
    subject_name: 'Платья',
    length: 20,
    width: 15,
    height: 10.5,
    weight: 0.45,
    in_trash: false,
    wb_updated_at: '2026-03-02T10:00:00Z',
    ...extra,
  };
  await q(
    `INSERT INTO products (company_id, account_id, nm_id, imt_id, title, vendor_code, brand,
       description, subject_id, subject_name, length, width, height, weight, characteristics,
       photos, wb_created_at, wb_updated_at, in_trash, raw)
     VALUES ($1, $2, $3, 5555, $4, $5, $6, 'Описание', $7, $8, $9, $10, $11, $12, $13, $14,
       '2026-01-10T08:00:00Z', $15, $16, $17)`,
    [
      companyId,
      account,
      nmId,
      card.title,
      card.vendor_code,
      card.brand,
      card.subject_id,
      card.subject_name,
      card.length,
      card.width,
      card.height,
      card.weight,
      JSON.stringify([
        { id: 1, name: 'Цвет', value: ['красный', 'синий'] },
        { id: 2, name: 'Плотность', value: 180 },
        { name: 'Состав', value: 'хлопок 100%' },
      ]),
      JSON.stringify([
        { big: 'https://basket-01.wbbasket.ru/big/1.webp', c246x328: 'https://b/small/1.webp' },
        { square: 'https://b/square/2.webp' },
        { nothing: 1 },
      ]),
      card.wb_updated_at,
      card.in_trash,
      JSON.stringify({ dimensions: { isValid: false } }),
    ],
  );
  // chrtIDs are unique per account: 1001 and 1002 for nmID 111, others of their own.
  const chrt = (n: number) => (nmId === 111 ? `100${n}` : `${nmId}0${n}`);
  for (const [id, tech, wb, barcodes] of [
    [chrt(1), 'S', '42', ['2000000000011']],
    [chrt(2), 'M', '44', ['2000000000028', '2000000000035']],
  ] as const) {
    await q(
      `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size,
         barcodes, raw) VALUES ($1, $2, $3, $4, $5, $6, $7, '{}')`,
      [companyId, account, nmId, id, tech, wb, barcodes],
    );
  }
}

/** The data, built before the file's tests (the object is filled then); the app closed after them. */
export function productWorld(): ProductWorld {
  return twoCompanies<ProductWorld>(async ({ ctx, q, a, b }) => {
    const companyA = a.company.id;
    const accountA = (await insertAccount(ctx.database, companyA, { name: 'Основной кабинет' })).id;
    const trashAccount = (await insertAccount(ctx.database, companyA, { name: 'Старый кабинет' }))
      .id;
    const accountB = (await insertAccount(ctx.database, b.company.id, { name: 'Кабинет Б' })).id;
    const { rows: cat } = await q<{ id: string }>(
      `INSERT INTO categories (company_id, name) VALUES ($1, 'Летняя коллекция') RETURNING id`,
      [companyA],
    );
    await insertProduct(q, companyA, accountA, 111);
    await q(`UPDATE products SET category_id = $1 WHERE account_id = $2`, [cat[0]!.id, accountA]);
    // The same card in a second cabinet of the company, in the trash: not the default one.
    await insertProduct(q, companyA, trashAccount, 111, {
      in_trash: true,
      title: 'Копия в корзине',
    });
    await insertProduct(q, companyA, accountA, 333, { length: null, subject_id: 999 });
    // Company B: an nmID of its own, and the same nmID 111 with other data.
    await insertProduct(q, b.company.id, accountB, 222);
    await insertProduct(q, b.company.id, accountB, 111, { title: 'Чужое платье' });

    // Prices: now per size, and the history of changes.
    for (const [chrt, price, discount, final] of [
      ['1001', '2000.00', 25, '1500.00'],
      ['1002', '2200.00', 25, '1650.00'],
    ] as const) {
      await q(
        `INSERT INTO prices (company_id, account_id, nm_id, size_id, price, discount,
           club_discount, discounted_price, club_discounted_price, currency, raw)
         VALUES ($1, $2, 111, $3, $4, $5, 3, $6, $6, 'RUB', '{}')`,
        [companyA, accountA, chrt, price, discount, final],
      );
    }
    for (const [chrt, price, discount, at] of [
      ['1001', '1800.00', 10, '2026-01-05T10:00:00Z'],
      ['1001', '2000.00', 25, '2026-02-05T10:00:00Z'],
      ['1002', '2200.00', 25, '2026-02-06T10:00:00Z'],
    ] as const) {
      await q(
        `INSERT INTO price_history (company_id, account_id, nm_id, size_id, price, discount,
           changed_at) VALUES ($1, $2, 111, $3, $4, $5, $6)`,
        [companyA, accountA, chrt, price, discount, at],
      );
    }
    await q(
      `INSERT INTO price_history (company_id, account_id, nm_id, size_id, price, discount)
       VALUES ($1, $2, 111, 1001, 9999, 0)`,
      [b.company.id, accountB],
    );

    // Stocks: a WB warehouse, the hidden-warehouses aggregate, a seller warehouse, an empty key.
    for (const [source, wid, name, chrt, qty, toClient, fromClient] of [
      ['wb', 507, 'Коледино', '1001', 5, 1, 0],
      ['wb', -999999, 'Склад WB', '1002', 7, 2, 1],
      ['seller', 42, 'Мой склад', '1001', 2, null, null],
      ['wb', 117986, 'Казань', '1002', 0, 0, 0],
    ] as const) {
      await q(
        `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
           warehouse_name, quantity, in_way_to_client, in_way_from_client, raw, taken_at)
         VALUES ($1, $2, 111, $3, $4, $5, $6, $7, $8, $9, '{}', '2026-03-03T09:00:00Z')`,
        [companyA, accountA, chrt, source, wid, name, qty, toClient, fromClient],
      );
    }
    await q(
      `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id,
         warehouse_name, quantity, raw, taken_at)
       VALUES ($1, $2, 111, 1001, 'wb', 507, 'Коледино', 500, '{}', now())`,
      [b.company.id, accountB],
    );

    // The sales rollup: two days of the last 30 (and one older), company B's own.
    for (const [day, orders, sum, cancel, buyouts, bsum, returns, rsum, forPay] of [
      [daysAgo(1), 4, '6000.00', 1, 3, '4500.00', 1, '1500.00', '3200.00'],
      [daysAgo(3), 6, '9000.00', 0, 3, '4500.00', 0, '0', '3300.00'],
      [daysAgo(40), 10, '15000.00', 0, 10, '15000.00', 0, '0', '11000.00'],
    ] as const) {
      await q(
        `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
           cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
         VALUES ($1, $2, 111, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [companyA, accountA, day, orders, sum, cancel, buyouts, bsum, returns, rsum, forPay],
      );
    }
    await q(
      `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum)
       VALUES ($1, $2, 111, $3, 99, 99000)`,
      [b.company.id, accountB, daysAgo(1)],
    );
    // A raw order the rollup does not have: the series must not count it.
    await q(
      `INSERT INTO wb_orders (company_id, account_id, srid, date, last_change_date, nm_id,
         price_with_disc, raw)
       VALUES ($1, $2, 'raw-only', now() - interval '2 days', now(), 111, 777, '{}')`,
      [companyA, accountA],
    );

    // WB reference data: commissions (an older, the current and a future version) and tariffs.
    for (const [validFrom, fbw, fbs] of [
      ['2025-01-01', 20, 22],
      [daysAgo(10), 25.5, 27],
      ['2099-01-01', 99, 99],
    ] as const) {
      await q(
        `INSERT INTO wb_commissions (subject_id, valid_from, subject_name, fbw, fbs, dbs, edbs,
           pickup, booking, rates, raw)
         VALUES (105, $1, 'Платья', $2, $3, 15, 14, 13, 12, '{}', '{}')`,
        [validFrom, fbw, fbs],
      );
    }
    for (const [name, validFrom, base, liter] of [
      ['Коледино', '2025-01-01', '40', '10'],
      ['Коледино', daysAgo(5), '46', '14'],
      ['Казань', daysAgo(5), '50', '15'],
    ] as const) {
      await q(
        `INSERT INTO wb_box_tariffs (warehouse_name, valid_from, geo_name, delivery_base,
           delivery_liter, mp_delivery_base, mp_delivery_liter, storage_base, storage_liter, raw)
         VALUES ($1, $2, 'Центральный', $3, $4, 60, 18, 0.07, 0.07, '{}')`,
        [name, validFrom, base, liter],
      );
    }
    // Realization rollup: acquiring 1.5 % of the sale price.
    await q(
      `INSERT INTO finance_daily (company_id, account_id, day, nm_id, operation, document_type,
         retail_price_with_disc, acquiring_fee)
       VALUES ($1, $2, $3, 111, 'Продажа', 'Продажа', 3000, 45)`,
      [companyA, accountA, daysAgo(7)],
    );

    return { accountA, trashAccount, accountB };
  });
}

export async function ok<T>(client: TestClient, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
