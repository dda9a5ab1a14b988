import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/**
 * Roles of a company: named sets of permissions (`subject:action` keys). System roles (owner,
 * manager, logistician, financier, analyst) are created with the company and are read-only.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Key of a system role; null for custom roles. */
    systemKey: text('system_key', {
      enum: ['owner', 'manager', 'logistician', 'financier', 'analyst'],
    }),
    isSystem: boolean('is_system').notNull().default(false),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Company-scoped references point at (company_id, id): an object of another company cannot be referred to.
    unique('roles_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('roles_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('roles_company_system_key_idx')
      .on(t.companyId, t.systemKey)
      .where(sql`${t.systemKey} is not null`),
    index('roles_company_idx').on(t.companyId),
  ],
);
