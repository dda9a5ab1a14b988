import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, sameCompany } from '../../db/columns';
import { users } from '../users/users.table';
import { accountTenant } from '../sync/tenant-columns.table';
import { products } from '../products/products.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';

/**
 * Cost price versions (docs/domain.md#cost-at-a-date): the unit cost of a product — or of one of
 * its sizes — from `valid_from` on, in the given currency. The cost at a date is the latest version
 * with valid_from ≤ date (a size's own version wins over the product's), converted to RUB at that
 * date's rate (currency_rates).
 */
export const productCosts = pgTable(
  'product_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...accountTenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    /** A size (product_sizes.chrt_id) or null for the whole product. */
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }),
    validFrom: date('valid_from').notNull(),
    unitCost: money('unit_cost').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('RUB'),
    comment: text('comment'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameCompany('product_costs', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    // One version per product (or size) and date.
    unique('product_costs_version_key')
      .on(t.accountId, t.nmId, t.chrtId, t.validFrom)
      .nullsNotDistinct(),
    index('product_costs_company_idx').on(t.companyId),
    check('product_costs_unit_cost_check', sql`${t.unitCost} >= 0`),
    check('product_costs_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
