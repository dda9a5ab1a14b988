/**
 * Writers of the dashboard tests' fixture rows, one kind each: the rollups (sales_daily,
 * finance_daily, stock_daily, wb_stocks), the tables combined with them (products,
 * product_sizes, product_costs, ad_spend) and the sale rows (wb_sales) of sizes.
 */
import type { Database } from '../../db/client';
import { addDays } from './dashboard.periods';

interface SalesRow {
  nm: number;
  day: string;
  orders?: number;
  ordersSum?: string;
  cancel?: number;
  buyouts?: number;
  buyoutsSum?: string;
  returns?: number;
  returnsSum?: string;
  forPay?: string;
}

export async function sales(
  database: Database,
  company: string,
  account: string,
  rows: SalesRow[],
) {
  for (const r of rows) {
    await database.pool.query(
      `INSERT INTO sales_daily (company_id, account_id, nm_id, day, orders_count, orders_sum,
         cancel_count, buyouts_count, buyouts_sum, returns_count, returns_sum, for_pay_sum)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        company,
        account,
        r.nm,
        r.day,
        r.orders ?? 0,
        r.ordersSum ?? '0',
        r.cancel ?? 0,
        r.buyouts ?? 0,
        r.buyoutsSum ?? '0',
        r.returns ?? 0,
        r.returnsSum ?? '0',
        r.forPay ?? '0',
      ],
    );
  }
}

export async function product(
  database: Database,
  company: string,
  account: string,
  nm: number,
  title: string,
) {
  await database.pool.query(
    `INSERT INTO products (company_id, account_id, nm_id, title, vendor_code, photos, raw)
     VALUES ($1, $2, $3, $4, $5, $6, '{}')`,
    [
      company,
      account,
      nm,
      title,
      `ART-${nm}`,
      JSON.stringify([{ c246x328: `https://p/${nm}.webp` }]),
    ],
  );
}

/** A cost version of a product, or of one of its sizes (`chrt`). */
export async function cost(
  database: Database,
  company: string,
  account: string,
  nm: number,
  validFrom: string,
  unitCost: string,
  currency = 'RUB',
  chrt: string | null = null,
) {
  await database.pool.query(
    `INSERT INTO product_costs (company_id, account_id, nm_id, chrt_id, valid_from, unit_cost,
       currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [company, account, nm, chrt, validFrom, unitCost, currency],
  );
}

/** A size of a product card. */
export async function size(
  database: Database,
  company: string,
  account: string,
  nm: number,
  chrt: string,
  techSize: string,
  barcodes: string[],
) {
  await database.pool.query(
    `INSERT INTO product_sizes (company_id, account_id, nm_id, chrt_id, tech_size, barcodes, raw)
     VALUES ($1, $2, $3, $4, $5, $6, '{}')`,
    [company, account, nm, chrt, techSize, barcodes],
  );
}

interface SaleRow {
  nm: number;
  /** `S…` a buyout, `R…` a return. */
  saleId: string;
  /** The sale's time (UTC). */
  at: string;
  barcode: string | null;
  techSize: string | null;
  forPay: string;
}

/**
 * Sale rows (wb_sales), then the company's sales_daily recounted from all of its rows as the
 * sync's rollup counts them (Moscow days, `S…` buyouts, `R…` returns).
 */
export async function saleRows(
  database: Database,
  company: string,
  account: string,
  rows: SaleRow[],
) {
  for (const r of rows) {
    await database.pool.query(
      `INSERT INTO wb_sales (company_id, account_id, srid, date, last_change_date, nm_id, barcode,
         tech_size, sale_id, for_pay, price_with_disc, raw)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $3, $8, abs($8::numeric) * 1.25, '{}')`,
      [company, account, r.saleId, r.at, r.nm, r.barcode, r.techSize, r.forPay],
    );
  }
  await database.pool.query(
    `INSERT INTO sales_daily AS d (company_id, account_id, nm_id, day, buyouts_count, buyouts_sum,
       returns_count, returns_sum, for_pay_sum)
     SELECT company_id, account_id, nm_id, (date AT TIME ZONE 'Europe/Moscow')::date,
            count(*) FILTER (WHERE sale_id LIKE 'S%'),
            coalesce(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'S%'), 0),
            count(*) FILTER (WHERE sale_id LIKE 'R%'),
            coalesce(abs(sum(price_with_disc) FILTER (WHERE sale_id LIKE 'R%')), 0),
            coalesce(sum(for_pay), 0)
       FROM wb_sales WHERE company_id = $1 GROUP BY 1, 2, 3, 4
     ON CONFLICT (account_id, nm_id, day) DO UPDATE SET
       buyouts_count = EXCLUDED.buyouts_count, buyouts_sum = EXCLUDED.buyouts_sum,
       returns_count = EXCLUDED.returns_count, returns_sum = EXCLUDED.returns_sum,
       for_pay_sum = EXCLUDED.for_pay_sum`,
    [company],
  );
}

export async function finance(
  database: Database,
  company: string,
  account: string,
  day: string,
  nm: number | null,
  payout: string,
) {
  await database.pool.query(
    `INSERT INTO finance_daily (company_id, account_id, day, nm_id, operation, document_type, payout)
     VALUES ($1, $2, $3, $4, $5, '', $6)`,
    [company, account, day, nm, nm === null ? 'Хранение' : 'Продажа', payout],
  );
}

export async function ad(
  database: Database,
  company: string,
  account: string,
  day: string,
  amount: string,
  paymentType: string,
) {
  await database.pool.query(
    `INSERT INTO ad_spend (company_id, account_id, date, upd_time, upd_num, campaign_id, amount,
       payment_type, raw)
     VALUES ($1, $2, $3, ($3::date + time '12:00') AT TIME ZONE 'Europe/Moscow', 0,
       (random() * 1e9)::bigint, $4, $5, '{}')`,
    [company, account, day, amount, paymentType],
  );
}

/** A stock key's current row and its history of end-of-day quantities. */
export async function stock(
  database: Database,
  company: string,
  account: string,
  key: { nm: number; chrt: number; source: 'wb' | 'seller'; warehouse: number },
  quantity: number,
  history: [day: string, quantity: number][] = [],
) {
  const k = [company, account, key.nm, key.chrt, key.source, key.warehouse];
  await database.pool.query(
    `INSERT INTO wb_stocks (company_id, account_id, nm_id, chrt_id, source, warehouse_id, quantity,
       raw, taken_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', now())`,
    [...k, quantity],
  );
  for (const [day, qty] of history) {
    await database.pool.query(
      `INSERT INTO stock_daily (company_id, account_id, nm_id, chrt_id, source, warehouse_id, day,
         quantity, min_quantity, taken_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, now())`,
      [...k, day, qty],
    );
  }
}

/** Every day from `from` to `to`. */
export const daysBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
