import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import { companies } from '../companies/companies.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { accountTenant } from '../sync/tenant-columns.table';
import { products } from '../products/products.table';

/**
 * Tags (ярлыки) of a company: the seller's own (no account, no WB id) and the ones synced from a
 * WB account (`GET /content/v2/tags`, docs/wb-notes.md#tags) in one table. A WB tag is one row per
 * account × WB id; it is deleted when WB no longer has it (its links go with it).
 */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The WB account a synced tag comes from; null for the seller's own tags. */
    accountId: uuid('account_id').references(() => wbAccounts.id, { onDelete: 'cascade' }),
    wbTagId: bigint('wb_tag_id', { mode: 'number' }),
    name: text('name').notNull(),
    color: text('color'),
    /** The tag as WB listed it last (null for own tags). */
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameCompany('tags', t.companyId, t.accountId, wbAccounts),
    // Company-scoped references point at (company_id, id): an object of another company cannot be referred to.
    unique('tags_company_id_id_key').on(t.companyId, t.id),
    // Own tags (both null) never conflict: NULLs are distinct.
    uniqueIndex('tags_account_wb_tag_idx').on(t.accountId, t.wbTagId),
    index('tags_company_idx').on(t.companyId),
    check('tags_wb_pair_check', sql`(${t.accountId} IS NULL) = (${t.wbTagId} IS NULL)`),
  ],
);

/** Which products carry which tags; for WB tags, as the cards last said. */
export const productTags = pgTable(
  'product_tags',
  {
    ...accountTenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    sameCompany('product_tags', t.companyId, t.accountId, wbAccounts),
    sameCompany('product_tags', t.companyId, t.tagId, tags),
    primaryKey({ columns: [t.accountId, t.nmId, t.tagId] }),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    index('product_tags_tag_idx').on(t.tagId),
    index('product_tags_company_idx').on(t.companyId),
  ],
);
