import { foreignKey, numeric, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money in roubles with kopecks (WB's own amounts are two-decimal). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A percentage with four decimals (discounts, SPP, rates). */
export const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
/**
 * An exact decimal, unrounded (tariffs and coefficients as WB sent them, docs/wb-notes.md#tariffs).
 */
export const decimal = (name: string) => numeric(name);

/**
 * A reference to an object of the same company: a key on (company_id, id), so the database
 * itself refuses another company's object (docs/budgets.md#tenant-isolation-and-access-control).
 * Beside the column's own key, which keeps its ON DELETE rule.
 */
export const sameCompany = (
  table: string,
  companyId: AnyPgColumn,
  ref: AnyPgColumn,
  parent: { companyId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({
    name: `${table}_${ref.name}_company_fk`,
    columns: [companyId, ref],
    foreignColumns: [parent.companyId, parent.id],
  });
