import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../modules/companies/companies.table';
import type { DbOrTx } from './client';

/** The company a row belongs to; its rows go with the company. */
export const companyColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A document kind's counter: the last number given per company and year (warehouse operations,
 * acceptances, transportations are numbered "N/year", docs/domain.md#own-warehouse).
 */
export const documentNumbers = (name: string) =>
  pgTable(
    name,
    {
      companyId: companyColumn(),
      year: integer('year').notNull(),
      last: integer('last').notNull(),
    },
    (t) => [primaryKey({ columns: [t.companyId, t.year] })],
  );

/**
 * The next number of a company's year from a counter of `documentNumbers`: one upsert, so two
 * documents created at once get two numbers (the row lock serialises them until commit).
 */
export async function nextDocumentNumber(
  db: DbOrTx,
  counter: ReturnType<typeof documentNumbers>,
  companyId: string,
  year: number,
): Promise<number> {
  const { rows } = await db.execute<{ last: number }>(sql`
    INSERT INTO ${counter} (company_id, year, last) VALUES (${companyId}, ${year}, 1)
    ON CONFLICT (company_id, year) DO UPDATE SET last = ${counter.last} + 1
    RETURNING last`);
  return Number(rows[0]!.last);
}
