import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AcceptanceStatus } from '@wb/shared/warehouse/acceptance.contract';
import { money, sameCompany } from '../../db/columns';
import { companyColumn, documentNumbers } from '../../db/document-numbers';
import { products } from '../products/products.table';
import { users } from '../users/users.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { warehouseOperations, warehouses } from './warehouse.table';

// Acceptance of goods from a supplier or factory at an own warehouse (docs/domain.md#own-warehouse):
// expected lines, counted good units and defects; completing posts a receipt of the good units.

/** The last acceptance number given per company and year. */
export const acceptanceNumbers = documentNumbers('acceptance_numbers');

export const acceptances = pgTable(
  'acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<AcceptanceStatus>().notNull().default('draft'),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Who the goods come from: a supplier, a factory (free text). */
    source: text('source').notNull(),
    expectedDate: date('expected_date').notNull(),
    comment: text('comment'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The posted receipt of the good units (set on completion). */
    operationId: uuid('operation_id').references(() => warehouseOperations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    countingAt: timestamp('counting_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('acceptances_company_id_id_key').on(t.companyId, t.id),
    unique('acceptances_number_key').on(t.companyId, t.year, t.number),
    sameCompany('acceptances', t.companyId, t.warehouseId, warehouses),
    sameCompany('acceptances', t.companyId, t.operationId, warehouseOperations),
    index('acceptances_company_date_idx').on(t.companyId, t.expectedDate),
    check(
      'acceptances_status_check',
      sql`${t.status} IN ('draft', 'counting', 'done', 'done_with_discrepancies', 'cancelled')`,
    ),
  ],
);

/**
 * A size expected and/or counted: `counted` are the good units, `defect` the damaged ones,
 * counted separately and never received into stock. A size counted but not expected is a line
 * with expected 0 (a surplus).
 */
export const acceptanceLines = pgTable(
  'acceptance_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyColumn(),
    acceptanceId: uuid('acceptance_id')
      .notNull()
      .references(() => acceptances.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => wbAccounts.id, { onDelete: 'cascade' }),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    chrtId: numeric('chrt_id', { precision: 20, scale: 0 }).notNull(),
    expected: integer('expected').notNull().default(0),
    counted: integer('counted').notNull().default(0),
    defect: integer('defect').notNull().default(0),
    unitCost: money('unit_cost'),
  },
  (t) => [
    sameCompany('acceptance_lines', t.companyId, t.acceptanceId, acceptances),
    sameCompany('acceptance_lines', t.companyId, t.accountId, wbAccounts),
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    unique('acceptance_lines_line_key').on(t.acceptanceId, t.lineNo),
    unique('acceptance_lines_size_key').on(t.acceptanceId, t.accountId, t.chrtId),
    check(
      'acceptance_lines_quantities_check',
      sql`${t.expected} >= 0 AND ${t.counted} >= 0 AND ${t.defect} >= 0`,
    ),
    check('acceptance_lines_unit_cost_check', sql`${t.unitCost} >= 0`),
  ],
);
