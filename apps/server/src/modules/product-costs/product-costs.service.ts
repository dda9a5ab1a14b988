import { mskDate } from '@wb/shared';
import type { CostVersion, CostVersionInput } from '@wb/shared/product-costs/cost';
import type { ProductCosts } from '@wb/shared/product-costs/product-costs.contract';
import type { Database, Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { currencyCodes } from '../currencies/currencies.repository';
import { sizesWithCost } from '../products/product.economics';
import { resolveProduct } from '../products/product.service';
import { hasSize } from '../products/products.repository';
import { bad, duplicateVersion, versionNotFound } from './product-costs.errors';
import * as repo from './product-costs.repository';
import { refreshPnl } from '../income/pnl-rollup';

/*
 * Cost price versions (docs/domain.md#cost-at-a-date) of one product: per product or per size,
 * valid from a date, in a currency of `currencies`. One version per product-or-size and date (the
 * table's unique key); every change is audited with the version before and after. Each request
 * names the product by its nmID: a card the company does not have answers 404 (products'
 * resolveProduct).
 */

const entity = 'product_cost';

/** The product's versions and the cost in force today (Moscow), product-wide and per size. */
export async function listCosts(
  db: Db,
  companyId: string,
  nmIdParam: string,
  account?: string,
): Promise<ProductCosts> {
  const ref = await resolveProduct(db, companyId, nmIdParam, account);
  const versions = await repo.versionsOf(db, ref);
  const { sizes, productCost } = await sizesWithCost(db, ref, mskDate());
  return {
    versions,
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
  tx: Tx,
  accountId: string,
  nmId: number,
  input: CostVersionInput,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (!(await currencyCodes(tx)).has(input.currency)) {
    errors.currency = [`Неизвестная валюта: ${input.currency}`];
  }
  if (input.chrtId && !(await hasSize(tx, accountId, nmId, input.chrtId))) {
    errors.chrtId = ['У товара нет такого размера'];
  }
  if (Object.keys(errors).length > 0) throw bad('Проверьте поля', errors);
}

/** A unique violation of the version key is the user's duplicate: 409 with a clear message. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateVersion();
    throw error;
  }
}

const fieldsOf = (input: CostVersionInput): repo.VersionFields => ({
  chrtId: input.chrtId ?? null,
  validFrom: input.validFrom,
  unitCost: input.unitCost,
  currency: input.currency,
  comment: input.comment?.trim() ? input.comment.trim() : null,
});

export async function createCost(
  database: Database,
  companyId: string,
  nmIdParam: string,
  account: string | undefined,
  input: CostVersionInput,
  context: AuditContext,
): Promise<CostVersion> {
  const ref = await resolveProduct(database.db, companyId, nmIdParam, account);
  return database.db.transaction(async (tx) => {
    await checkReferences(tx, ref.accountId, ref.nmId, input);
    const id = await unlessDuplicate(() =>
      repo.insertVersion(tx, ref, fieldsOf(input), context.actorUserId),
    );
    const created = (await repo.versionById(tx, ref.companyId, ref.nmId, id))!.version;
    await audit(tx, context, {
      action: 'product_cost.created',
      entity,
      entityId: id,
      after: created,
    });
    await refreshPnl(tx, ref.companyId);
    return created;
  });
}

export async function updateCost(
  database: Database,
  companyId: string,
  nmIdParam: string,
  id: string,
  input: CostVersionInput,
  context: AuditContext,
): Promise<CostVersion> {
  const { nmId } = await resolveProduct(database.db, companyId, nmIdParam);
  return database.db.transaction(async (tx) => {
    const before = await repo.versionById(tx, companyId, nmId, id);
    if (!before) throw versionNotFound();
    await checkReferences(tx, before.accountId, nmId, input);
    await unlessDuplicate(() => repo.updateVersion(tx, companyId, id, fieldsOf(input)));
    const after = (await repo.versionById(tx, companyId, nmId, id))!.version;
    await audit(tx, context, {
      action: 'product_cost.updated',
      entity,
      entityId: id,
      before: before.version,
      after,
    });
    await refreshPnl(tx, companyId);
    return after;
  });
}

export async function deleteCost(
  database: Database,
  companyId: string,
  nmIdParam: string,
  id: string,
  context: AuditContext,
): Promise<void> {
  const { nmId } = await resolveProduct(database.db, companyId, nmIdParam);
  await database.db.transaction(async (tx) => {
    const before = await repo.versionById(tx, companyId, nmId, id);
    if (!before) throw versionNotFound();
    await repo.deleteVersion(tx, companyId, id);
    await audit(tx, context, {
      action: 'product_cost.deleted',
      entity,
      entityId: id,
      before: before.version,
    });
    await refreshPnl(tx, companyId);
  });
}
