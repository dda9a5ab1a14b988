import { mskDate } from '@wb/shared';
import type { CostVersion, CostVersionInput } from '@wb/shared/catalog/cost';
import type { ProductCosts } from '@wb/shared/catalog/product.contract';
import { sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/client';
import { conflict, isUniqueViolation, notFound, validationFailed } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { rubAtSql } from './cost-at';
import { sizesWithCost } from './product.economics';
import type { ProductRef } from './product.service';

/*
 * Cost price versions (docs/domain.md#cost-at-a-date) of one product: per product or per size,
 * valid from a date, in a currency of `currencies`. One version per product-or-size and date (the
 * table's unique key); every change is audited with the version before and after.
 */

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

const DUPLICATE = 'Версия себестоимости с этой датой для этого размера уже есть';
const versionNotFound = () => notFound('Версия себестоимости не найдена');

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

async function versionById(
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

export async function listCosts(db: Db, ref: ProductRef): Promise<ProductCosts> {
  const { rows } = await db.execute<Row>(sql`
    SELECT ${VERSION_COLUMNS} FROM product_costs pc
     WHERE pc.company_id = ${ref.companyId}::uuid AND pc.account_id = ${ref.accountId}::uuid
       AND pc.nm_id = ${ref.nmId}
     ORDER BY pc.valid_from DESC, pc.chrt_id NULLS FIRST, pc.created_at`);
  const { sizes, productCost } = await sizesWithCost(db, ref, mskDate());
  return {
    versions: rows.map(toVersion),
    current: {
      product: productCost,
      sizes: sizes.map((s) => ({ chrtId: s.chrtId, techSize: s.techSize, cost: s.cost })),
    },
  };
}

/**
 * What the input refers to must exist: the size among the product's, the currency among the
 * known ones. 400 with the field's message otherwise; nothing is written.
 */
async function checkReferences(
  db: DbOrTx,
  accountId: string,
  nmId: number,
  input: CostVersionInput,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const currency = await db.execute(sql`SELECT 1 FROM currencies WHERE code = ${input.currency}`);
  if (currency.rows.length === 0) errors.currency = [`Неизвестная валюта: ${input.currency}`];
  if (input.chrtId) {
    const size = await db.execute(sql`
      SELECT 1 FROM product_sizes
       WHERE account_id = ${accountId}::uuid AND nm_id = ${nmId}
         AND chrt_id = ${input.chrtId}::numeric`);
    if (size.rows.length === 0) errors.chrtId = ['У товара нет такого размера'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** A unique violation of the version key is the user's duplicate: 409 with a clear message. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
}

const fields = (input: CostVersionInput) => ({
  chrtId: input.chrtId ?? null,
  comment: input.comment?.trim() ? input.comment.trim() : null,
});

export async function createCost(
  database: Database,
  ref: ProductRef,
  input: CostVersionInput,
  context: AuditContext,
): Promise<CostVersion> {
  return database.db.transaction(async (tx) => {
    await checkReferences(tx, ref.accountId, ref.nmId, input);
    const { chrtId, comment } = fields(input);
    const { rows } = await unlessDuplicate(() =>
      tx.execute<{ id: string }>(sql`
        INSERT INTO product_costs (company_id, account_id, nm_id, chrt_id, valid_from,
          unit_cost, currency, comment, created_by)
        VALUES (${ref.companyId}::uuid, ${ref.accountId}::uuid, ${ref.nmId}, ${chrtId}::numeric,
          ${input.validFrom}::date, ${input.unitCost}::numeric, ${input.currency}, ${comment},
          ${context.actorUserId}::uuid)
        RETURNING id`),
    );
    const created = await versionById(tx, ref.companyId, ref.nmId, rows[0]!.id);
    await audit(tx, context, {
      action: 'product_cost.created',
      entity: 'product_cost',
      entityId: created!.version.id,
      after: created!.version,
    });
    return created!.version;
  });
}

export async function updateCost(
  database: Database,
  companyId: string,
  nmId: number,
  id: string,
  input: CostVersionInput,
  context: AuditContext,
): Promise<CostVersion> {
  return database.db.transaction(async (tx) => {
    const before = await versionById(tx, companyId, nmId, id);
    if (!before) throw versionNotFound();
    await checkReferences(tx, before.accountId, nmId, input);
    const { chrtId, comment } = fields(input);
    await unlessDuplicate(() =>
      tx.execute(sql`
        UPDATE product_costs
           SET chrt_id = ${chrtId}::numeric, valid_from = ${input.validFrom}::date,
               unit_cost = ${input.unitCost}::numeric, currency = ${input.currency},
               comment = ${comment}, updated_at = now()
         WHERE company_id = ${companyId}::uuid AND id = ${id}::uuid`),
    );
    const after = (await versionById(tx, companyId, nmId, id))!.version;
    await audit(tx, context, {
      action: 'product_cost.updated',
      entity: 'product_cost',
      entityId: id,
      before: before.version,
      after,
    });
    return after;
  });
}

export async function deleteCost(
  database: Database,
  companyId: string,
  nmId: number,
  id: string,
  context: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await versionById(tx, companyId, nmId, id);
    if (!before) throw versionNotFound();
    await tx.execute(
      sql`DELETE FROM product_costs WHERE company_id = ${companyId}::uuid AND id = ${id}::uuid`,
    );
    await audit(tx, context, {
      action: 'product_cost.deleted',
      entity: 'product_cost',
      entityId: id,
      before: before.version,
    });
  });
}
