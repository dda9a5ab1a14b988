/**
 * The SQL of cost price versions: one version with its RUB amount, a product's versions, and
 * their writes — one by one (the product page) or many at once (the import, the bulk action).
 */
import type { CostVersion } from '@wb/shared/product-costs/cost';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { rubAtSql } from './cost-at';

interface Row {
  id: string;
  nm_id: string;
  chrt_id: string | null;
  valid_from: string;
  unit_cost: string;
  currency: string;
  unit_cost_rub: string | null;
  comment: string | null;
  created_at: string | Date;
  [column: string]: unknown;
}

/** The columns of a version with its RUB amount at valid_from's rate (alias `pc`). */
const VERSION_COLUMNS = sql.raw(`pc.id, pc.nm_id, pc.chrt_id,
  to_char(pc.valid_from, 'YYYY-MM-DD') AS valid_from, pc.unit_cost, pc.currency,
  ${rubAtSql('pc.unit_cost', 'pc.currency', 'pc.valid_from')} AS unit_cost_rub, pc.comment,
  pc.created_at`);

const toVersion = (r: Row): CostVersion => ({
  id: r.id,
  nmId: Number(r.nm_id),
  chrtId: r.chrt_id,
  validFrom: r.valid_from,
  unitCost: r.unit_cost,
  currency: r.currency.trim(),
  unitCostRub: r.unit_cost_rub,
  comment: r.comment,
  createdAt: new Date(r.created_at).toISOString(),
});

/** A version of the company's product `nmId` (of whichever account), or null. */
export async function versionById(
  db: DbOrTx,
  companyId: string,
  nmId: number,
  id: string,
): Promise<{ version: CostVersion; accountId: string } | null> {
  const { rows } = await db.execute<Row>(sql`
    SELECT ${VERSION_COLUMNS}, pc.account_id FROM product_costs pc
     WHERE pc.company_id = ${companyId}::uuid AND pc.nm_id = ${nmId} AND pc.id = ${id}::uuid`);
  const row = rows[0];
  return row ? { version: toVersion(row), accountId: String(row.account_id) } : null;
}

/** Every version of one account's card, newest first (product-wide before sizes' on a day). */
export async function versionsOf(
  db: DbOrTx,
  product: { companyId: string; accountId: string; nmId: number },
): Promise<CostVersion[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT ${VERSION_COLUMNS} FROM product_costs pc
     WHERE pc.company_id = ${product.companyId}::uuid
       AND pc.account_id = ${product.accountId}::uuid AND pc.nm_id = ${product.nmId}
     ORDER BY pc.valid_from DESC, pc.chrt_id NULLS FIRST, pc.created_at`);
  return rows.map(toVersion);
}

/** What a version says, as written. */
export interface VersionFields {
  chrtId: string | null;
  validFrom: string;
  unitCost: string;
  currency: string;
  comment: string | null;
}

export async function insertVersion(
  tx: Tx,
  product: { companyId: string; accountId: string; nmId: number },
  fields: VersionFields,
  userId: string | null,
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO product_costs (company_id, account_id, nm_id, chrt_id, valid_from,
      unit_cost, currency, comment, created_by)
    VALUES (${product.companyId}::uuid, ${product.accountId}::uuid, ${product.nmId},
      ${fields.chrtId}::numeric, ${fields.validFrom}::date, ${fields.unitCost}::numeric,
      ${fields.currency}, ${fields.comment}, ${userId}::uuid)
    RETURNING id`);
  return rows[0]!.id;
}

export async function updateVersion(tx: Tx, companyId: string, id: string, fields: VersionFields) {
  await tx.execute(sql`
    UPDATE product_costs
       SET chrt_id = ${fields.chrtId}::numeric, valid_from = ${fields.validFrom}::date,
           unit_cost = ${fields.unitCost}::numeric, currency = ${fields.currency},
           comment = ${fields.comment}, updated_at = now()
     WHERE company_id = ${companyId}::uuid AND id = ${id}::uuid`);
}

export async function deleteVersion(tx: Tx, companyId: string, id: string) {
  await tx.execute(
    sql`DELETE FROM product_costs WHERE company_id = ${companyId}::uuid AND id = ${id}::uuid`,
  );
}

/** A cost version to write: a product (or one of its sizes), from a date, in a currency. */
export interface CostWrite extends VersionFields {
  accountId: string;
  nmId: number;
}

/** Writes cost versions; a version of the same product, size and date is replaced. */
export async function upsertCosts(
  tx: Tx,
  companyId: string,
  userId: string | null,
  rows: CostWrite[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const col = <K extends keyof CostWrite>(k: K) => rows.map((r) => r[k]);
  const result = await tx.execute(sql`INSERT INTO product_costs
      (company_id, account_id, nm_id, chrt_id, valid_from, unit_cost, currency, comment, created_by)
    SELECT ${companyId}::uuid, r.account_id, r.nm_id, r.chrt_id, r.valid_from, r.unit_cost,
           r.currency, r.comment, ${userId}::uuid
      FROM unnest(${sql.param(col('accountId'))}::uuid[], ${sql.param(col('nmId'))}::bigint[], ${sql.param(col('chrtId'))}::numeric[],
                  ${sql.param(col('validFrom'))}::date[], ${sql.param(col('unitCost'))}::numeric[], ${sql.param(col('currency'))}::text[],
                  ${sql.param(col('comment'))}::text[])
        AS r(account_id, nm_id, chrt_id, valid_from, unit_cost, currency, comment)
    ON CONFLICT ON CONSTRAINT product_costs_version_key DO UPDATE
      SET unit_cost = excluded.unit_cost, currency = excluded.currency, comment = excluded.comment,
          created_by = excluded.created_by, updated_at = now()`);
  return result.rowCount ?? rows.length;
}
