import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import { companies } from '../companies/companies.table';
import { organizations } from '../organizations/organizations.table';

/** WB seller cabinets connected by a company. */
export const wbAccounts = pgTable(
  'wb_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'no action',
    }),
    name: text('name').notNull(),
    /** WB's seller ID (`sid`), from the first verified token. */
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    tradeMark: text('trade_mark'),
    sellerInn: text('seller_inn'),
    syncEnabled: boolean('sync_enabled').notNull().default(true),
    historyDepthMonths: integer('history_depth_months').notNull().default(12),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameCompany('wb_accounts', t.companyId, t.organizationId, organizations),
    // Company-scoped references point at (company_id, id): an object of another company cannot be referred to.
    unique('wb_accounts_company_id_id_key').on(t.companyId, t.id),
    index('wb_accounts_company_idx').on(t.companyId),
    uniqueIndex('wb_accounts_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('wb_accounts_company_seller_idx')
      .on(t.companyId, t.sellerId)
      .where(sql`${t.sellerId} is not null`),
  ],
);
