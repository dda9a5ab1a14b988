import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrganizationForm, TaxSystem } from '@wb/shared';
import { companies } from '../companies/companies.table';

export interface StoredBankDetails {
  bankName: string;
  bik: string;
  settlementAccount: string;
  correspondentAccount: string | null;
}

/** Legal entities (ИП, ООО, АО, самозанятый) of a company; WB accounts belong to one. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    form: text('form').$type<OrganizationForm>().notNull(),
    name: text('name').notNull(),
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    taxSystem: text('tax_system').$type<TaxSystem>().notNull(),
    taxRate: numeric('tax_rate', { precision: 9, scale: 4 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 9, scale: 4 }),
    address: text('address'),
    bank: jsonb('bank').$type<StoredBankDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Company-scoped references point at (company_id, id): an object of another company cannot be referred to.
    unique('organizations_company_id_id_key').on(t.companyId, t.id),
    index('organizations_company_idx').on(t.companyId),
    // One entry per ИНН + КПП in a company (branches of one organization differ by КПП).
    uniqueIndex('organizations_company_inn_kpp_idx').on(
      t.companyId,
      t.inn,
      sql`coalesce(${t.kpp}, '')`,
    ),
  ],
);
