/**
 * The data the /api/products tests share (products.int.test.ts, products-bulk.int.test.ts):
 * company A's products in two cabinets with sizes, prices, stocks, costs, categories and tags
 * (own and WB), company B's product, category and tag. Each test file gets its own database.
 */
import type { ListRequestInput } from '@wb/shared';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { expect } from 'vitest';
import type { TestClient } from '../../../test/client';
import { insertAccount } from '../../../test/connections';
import { twoCompanies, type Query, type TwoCompanies } from './catalog.fixtures';

/** The app, its clients, the accounts and the ids of the data; filled in before the file's tests. */
export interface ProductsWorld extends TwoCompanies {
  /** Company A's cabinets, and company B's. */
  acc1: string;
  acc2: string;
  accB: string;
  /** Categories and tags by role: clothes, dresses, foreignCategory, hit, wbNew, sale, foreignTag. */
  ids: Record<string, string>;
  /** One page of /api/products (the owner's unless told). */
  page: (
    list: ListRequestInput,
    client?: TestClient,
  ) => Promise<{ items: ProductRow[]; total: number; totals: Record<string, string> }>;
}

/** Rows of the catalogue, written with `q`. */
function insertsOf(q: Query) {
  async function product(
    companyId: string,
    accountId: string,
    nmId: number,
    values: { title: string; vendorCode: string; trash?: boolean },
  ) {
    await q(
      `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, brand, subject_name,
         photos, in_trash, raw)
       VALUES ($1, $2, $3, $4, $5, 'Бренд', 'Платья', $6, $7, '{}')`,
      [
        companyId,
        accountId,
        nmId,
        values.title,
        values.vendorCode,
        JSON.stringify([{ c246x328: `https://basket-01.wbbasket.ru/${nmId}.webp` }]),
        values.trash ?? false,
      ],
    );
  }

  async function size(
    companyId: string,
    accountId: string,
    nmId: number,
    chrtId: number,
    tech: string,
  ) {
    await q(
      `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, wb_size, raw)
       VALUES ($1, $2, $3, $4, $5, $5, '{}')`,
      [companyId, accountId, nmId, chrtId, tech],
    );
  }

  async function price(
    companyId: string,
    accountId: string,
    nmId: number,
    sizeId: number,
    [full, discount, final]: [string, string, string],
  ) {
    await q(
      `INSERT INTO prices (company_id, account_id, nm_id, size_id, price, discount, discounted_price, raw)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '{}')`,
      [companyId, accountId, nmId, sizeId, full, discount, final],
    );
  }

  async function stock(
    companyId: string,
    accountId: string,
    nmId: number,
    chrtId: number,
    warehouseId: number,
    quantity: number,
    source = 'wb',
  ) {
    await q(
      `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id, quantity, raw, taken_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', now())`,
      [companyId, accountId, nmId, chrtId, source, warehouseId, quantity],
    );
  }

  return { product, size, price, stock };
}

/** The data, built before the file's tests (the object is filled then); the app closed after them. */
export function productsWorld(): ProductsWorld {
  const w = twoCompanies<ProductsWorld>(async ({ ctx, q, a, b }) => {
    const { product, size, price, stock } = insertsOf(q);
    const ids: Record<string, string> = {};
    const A = a.company.id;
    const B = b.company.id;
    const acc1 = (await insertAccount(ctx.database, A, { name: 'Основной' })).id;
    const acc2 = (await insertAccount(ctx.database, A, { name: 'Второй' })).id;
    const accB = (await insertAccount(ctx.database, B, { name: 'Чужой' })).id;

    await product(A, acc1, 111, { title: 'Платье летнее', vendorCode: 'ART-111' });
    await size(A, acc1, 111, 1001, 'S');
    await size(A, acc1, 111, 1002, 'M');
    await price(A, acc1, 111, 1001, ['2000.00', '25', '1500.00']);
    await price(A, acc1, 111, 1002, ['2000.00', '20', '1600.00']);
    await stock(A, acc1, 111, 1001, 1, 5);
    await stock(A, acc1, 111, 1002, 2, 7);
    await stock(A, acc1, 111, 1002, 3, 100, 'seller');

    await product(A, acc1, 222, { title: 'Футболка', vendorCode: 'ART-222' });
    await size(A, acc1, 222, 2001, '0');
    await price(A, acc1, 222, 2001, ['1000.00', '0', '1000.00']);

    await product(A, acc1, 333, { title: 'Шарф', vendorCode: 'DUP', trash: true });
    await product(A, acc2, 444, { title: 'Куртка', vendorCode: 'DUP' });
    await product(B, accB, 555, { title: 'Чужое платье', vendorCode: 'ART-111' });

    await q(`INSERT INTO currency_rates (currency, date, rate) VALUES ('USD', '2026-01-01', 90)`);
    await q(
      `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
       VALUES ($1, $2, 111, '2026-01-01', 500, 'RUB'), ($1, $2, 222, '2026-01-01', 10, 'USD'),
              ($1, $2, 111, '2099-01-01', 999, 'RUB')`,
      [A, acc1],
    );

    const cat = async (companyId: string, name: string, parentId: string | null = null) =>
      (
        await q<{ id: string }>(
          `INSERT INTO categories (company_id, parent_id, name) VALUES ($1, $2, $3) RETURNING id`,
          [companyId, parentId, name],
        )
      ).rows[0]!.id;
    ids.clothes = await cat(A, 'Одежда');
    ids.dresses = await cat(A, 'Платья', ids.clothes);
    ids.foreignCategory = await cat(B, 'Чужая');

    const tag = async (companyId: string, name: string, accountId: string | null = null) =>
      (
        await q<{ id: string }>(
          `INSERT INTO tags (company_id, account_id, wb_tag_id, name, color) VALUES ($1, $2, $3, $4, 'D1CFD7') RETURNING id`,
          [companyId, accountId, accountId ? Math.floor(Math.random() * 1e6) : null, name],
        )
      ).rows[0]!.id;
    ids.hit = await tag(A, 'Хит');
    ids.wbNew = await tag(A, 'Новинка', acc1);
    ids.sale = await tag(A, 'Акция');
    ids.foreignTag = await tag(B, 'Чужой');
    await q(
      `INSERT INTO product_tags (company_id, account_id, nm_id, tag_id) VALUES ($1, $2, 111, $3)`,
      [A, acc1, ids.hit],
    );

    return { acc1, acc2, accB, ids };
  });
  w.page = async (list: ListRequestInput, client = w.owner) => {
    const res = await client.get(url('/api/products', list));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: ProductRow[]; total: number; totals: Record<string, string> }>();
  };
  return w;
}

export const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;
