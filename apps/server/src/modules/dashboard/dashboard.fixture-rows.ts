/**
 * Writers of the dashboard tests' fixture rows, one kind each: the rollups (sales_daily,
 * finance_daily, stock_daily, wb_stocks) and the tables combined with them (products,
 * product_costs, ad_spend).
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

export async function cost(
  database: Database,
  company: string,
  account: string,
  nm: number,
  validFrom: string,
  unitCost: string,
  currency = 'RUB',
) {
  await database.pool.query(
    `INSERT INTO product_costs (company_id, account_id, nm_id, valid_from, unit_cost, currency)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [company, account, nm, validFrom, unitCost, currency],
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
