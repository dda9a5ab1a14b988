import { sql } from 'drizzle-orm';
import {
  check,
  char,
  date,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Currencies the product knows (ISO 4217 code); RUB is the accounting currency. */
export const currencies = pgTable(
  'currencies',
  {
    code: char('code', { length: 3 }).primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

/**
 * Daily rates to RUB (docs/domain.md#currencies): roubles for one unit of the currency on that
 * date. The rate at a date is the latest one on or before it. Filled by the Bank of Russia sync or
 * by an admin (/admin/currencies).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    source: text('source').notNull().default('manual'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.date] }),
    check('currency_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
