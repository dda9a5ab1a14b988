import {
  BULK_LIMITS,
  type BulkCategoryBody,
  type BulkCostBody,
  type BulkTagsBody,
  type ProductOptions,
  type ProductSelection,
} from '@wb/shared/products/products-bulk.contract';
import { listRequestProblems, type ListRequest } from '@wb/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { definitionsOf, listRequestOf, planOf, runList } from '../../lib/list-query';
import { audit, type AuditContext } from '../audit/audit.service';
import { productsResource } from './products.list';
import type { ExportSpec } from '../audit/audited-export';

const bad = (message: string) => new AppError('VALIDATION_FAILED', message, 400);

export function listProducts(db: Db, companyId: string, param: string | undefined) {
  return runList(db, productsResource, companyId, listRequestOf(productsResource, param));
}

/** The export of the filtered products. */
export const PRODUCTS_EXPORT: ExportSpec = {
  action: 'products.export',
  entity: 'products',
  name: 'products',
  sheetName: 'Товары',
};

/** The company's tags, categories (with their paths) and the known currencies. */
export async function productOptions(db: Db, companyId: string): Promise<ProductOptions> {
  const [tags, categories, currencies] = await Promise.all([
    // Own tags only: WB tags are changed through WB on /products/tags (see bulkTags).
    db.execute(sql`SELECT t.id, t.name, t.color, t.account_id AS "accountId", a.name AS "accountName"
      FROM tags t LEFT JOIN wb_accounts a ON a.id = t.account_id
      WHERE t.company_id = ${companyId}::uuid AND t.account_id IS NULL
      ORDER BY lower(t.name), t.id`),
    db.execute(sql`WITH RECURSIVE tree AS (
        SELECT id, name, name::text AS path, ARRAY[position::bigint] AS sort_key, ARRAY[id] AS seen
          FROM categories WHERE company_id = ${companyId}::uuid AND parent_id IS NULL
        UNION ALL
        SELECT c.id, c.name, tree.path || ' / ' || c.name, tree.sort_key || c.position::bigint,
               tree.seen || c.id
          FROM categories c JOIN tree ON c.parent_id = tree.id
         WHERE c.company_id = ${companyId}::uuid AND NOT c.id = ANY(tree.seen))
      SELECT id, name, path FROM tree ORDER BY sort_key, path`),
    db.execute(sql`SELECT trim(code) AS code, name FROM currencies ORDER BY code <> 'RUB', code`),
  ]);
  return {
    tags: tags.rows as ProductOptions['tags'],
    categories: categories.rows as ProductOptions['categories'],
    currencies: currencies.rows as ProductOptions['currencies'],
  };
}

// ------------------------------------------------------------------ bulk actions

interface Selected {
  accountIds: string[];
  nmIds: number[];
}

const keysOf = (rows: Record<string, unknown>[]): Selected => ({
  accountIds: rows.map((r) => String(r.account_id)),
  nmIds: rows.map((r) => Number(r.nm_id)),
});

/** The selected products as (account, nmID) pairs `k(account_id, nm_id)` for joins. */
const pairs = (s: Selected) =>
  sql`unnest(${sql.param(s.accountIds)}::uuid[], ${sql.param(s.nmIds)}::bigint[]) AS k(account_id, nm_id)`;

/**
 * The company's products a selection names. Explicit keys must all exist (else 400, nothing
 * changes); "all matching" re-runs the grid's filter now and is capped.
 */
async function resolveSelection(
  tx: Tx,
  companyId: string,
  selection: ProductSelection,
): Promise<Selected> {
  if ('keys' in selection) {
    const unique = new Map(selection.keys.map((k) => [`${k.accountId}:${k.nmId}`, k]));
    const wanted: Selected = {
      accountIds: [...unique.values()].map((k) => k.accountId),
      nmIds: [...unique.values()].map((k) => k.nmId),
    };
    const found = await tx.execute(sql`SELECT p.account_id, p.nm_id FROM products p
      JOIN ${pairs(wanted)} ON k.account_id = p.account_id AND k.nm_id = p.nm_id
      WHERE p.company_id = ${companyId}::uuid ORDER BY p.nm_id`);
    if (found.rows.length !== unique.size) {
      const have = new Set(found.rows.map((r) => `${String(r.account_id)}:${String(r.nm_id)}`));
      const missing = [...unique.entries()].filter(([key]) => !have.has(key)).map(([, k]) => k);
      throw bad(
        `Товары не найдены: ${missing
          .slice(0, 5)
          .map((k) => k.nmId)
          .join(', ')}${missing.length > 5 ? ` и ещё ${missing.length - 5}` : ''}`,
      );
    }
    return keysOf(found.rows);
  }
  const request: ListRequest = {
    sort: [],
    page: 1,
    pageSize: 1,
    ...(selection.filter ? { filter: selection.filter } : {}),
  };
  const problems = listRequestProblems(definitionsOf(productsResource), request);
  if (problems.length > 0) throw bad(problems.join('; '));
  const plan = planOf(productsResource, companyId, request);
  const found = await tx.execute(sql`SELECT p.account_id, p.nm_id FROM ${plan.rowsFrom}
    WHERE ${plan.where} ORDER BY p.nm_id LIMIT ${BULK_LIMITS.matching + 1}`);
  if (found.rows.length === 0) throw bad('Под фильтр не попал ни один товар');
  if (found.rows.length > BULK_LIMITS.matching) {
    throw bad(
      `Под фильтр попадает больше ${BULK_LIMITS.matching.toLocaleString('ru-RU')} товаров — уточните фильтр`,
    );
  }
  return keysOf(found.rows);
}

const selectionSummary = (selection: ProductSelection, selected: Selected) => ({
  mode: 'keys' in selection ? 'keys' : 'filter',
  ...('filter' in selection && selection.filter ? { filter: selection.filter } : {}),
  products: selected.nmIds.length,
  nmIds: selected.nmIds.slice(0, 100),
});

/** Adds and removes tags on the selected products, all or nothing. */
export async function bulkTags(
  database: Database,
  companyId: string,
  body: BulkTagsBody,
  context: AuditContext,
) {
  return database.db.transaction(async (tx) => {
    const selected = await resolveSelection(tx, companyId, body.selection);
    const ids = [...new Set([...body.add, ...body.remove])];
    const tags = await tx.execute(sql`SELECT t.id, t.name, t.account_id, a.name AS account_name
      FROM tags t LEFT JOIN wb_accounts a ON a.id = t.account_id
      WHERE t.company_id = ${companyId}::uuid AND t.id = ANY(${sql.param(ids)}::uuid[])`);
    if (tags.rows.length !== ids.length) throw bad('Ярлык не найден: обновите страницу');
    // A WB tag changes on WB first, card by card (tags.service linkTag, /products/tags); a bulk
    // write here would only change the local copy, which the next card sync would undo.
    const wbTag = tags.rows.find((t) => t.account_id);
    if (wbTag) {
      throw bad(
        `Ярлык «${String(wbTag.name)}» — ярлык WB кабинета «${String(wbTag.account_name)}»: ярлыки WB ставятся и снимаются на странице «Ярлыки», откуда изменение уходит в WB`,
      );
    }
    if (body.add.length > 0) {
      await tx.execute(sql`INSERT INTO product_tags (company_id, account_id, nm_id, tag_id)
        SELECT ${companyId}::uuid, k.account_id, k.nm_id, t.id
          FROM ${pairs(selected)} CROSS JOIN unnest(${sql.param(body.add)}::uuid[]) AS t(id)
        ON CONFLICT DO NOTHING`);
    }
    if (body.remove.length > 0) {
      await tx.execute(sql`DELETE FROM product_tags pt USING ${pairs(selected)}
        WHERE pt.company_id = ${companyId}::uuid AND pt.account_id = k.account_id
          AND pt.nm_id = k.nm_id AND pt.tag_id = ANY(${sql.param(body.remove)}::uuid[])`);
    }
    await audit(tx, context, {
      action: 'products.bulk_tags',
      entity: 'products',
      after: { ...selectionSummary(body.selection, selected), add: body.add, remove: body.remove },
    });
    return { products: selected.nmIds.length };
  });
}

/** Sets (or clears) the own category of the selected products, all or nothing. */
export async function bulkCategory(
  database: Database,
  companyId: string,
  body: BulkCategoryBody,
  context: AuditContext,
) {
  return database.db.transaction(async (tx) => {
    if (body.categoryId) {
      const category = await tx.execute(sql`SELECT 1 FROM categories
        WHERE id = ${body.categoryId}::uuid AND company_id = ${companyId}::uuid`);
      if (category.rows.length === 0) throw bad('Категория не найдена: обновите страницу');
    }
    const selected = await resolveSelection(tx, companyId, body.selection);
    await tx.execute(sql`UPDATE products p SET category_id = ${body.categoryId}::uuid
      FROM ${pairs(selected)}
      WHERE p.company_id = ${companyId}::uuid AND p.account_id = k.account_id AND p.nm_id = k.nm_id`);
    await audit(tx, context, {
      action: 'products.bulk_category',
      entity: 'products',
      after: { ...selectionSummary(body.selection, selected), categoryId: body.categoryId },
    });
    return { products: selected.nmIds.length };
  });
}

/** Refuses a currency the product does not know (costs convert through its rates). */
export async function knownCurrencies(db: Db | Tx): Promise<Set<string>> {
  const rows = await db.execute(sql`SELECT trim(code) AS code FROM currencies`);
  return new Set(rows.rows.map((r) => String(r.code)));
}

/** A cost version to write: a product (or one of its sizes), from a date, in a currency. */
export interface CostWrite {
  accountId: string;
  nmId: number;
  chrtId: string | null;
  validFrom: string;
  unitCost: string;
  currency: string;
  comment: string | null;
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

/** Adds the same product-wide cost version to every selected product, all or nothing. */
export async function bulkCost(
  database: Database,
  companyId: string,
  body: BulkCostBody,
  context: AuditContext,
) {
  const { cost } = body;
  return database.db.transaction(async (tx) => {
    if (!(await knownCurrencies(tx)).has(cost.currency)) {
      throw new AppError('VALIDATION_FAILED', `Неизвестная валюта ${cost.currency}`, 400, {
        'cost.currency': [`Валюты ${cost.currency} нет в справочнике валют`],
      });
    }
    const selected = await resolveSelection(tx, companyId, body.selection);
    await upsertCosts(
      tx,
      companyId,
      context.actorUserId,
      selected.nmIds.map((nmId, i) => ({
        accountId: selected.accountIds[i]!,
        nmId,
        chrtId: null,
        validFrom: cost.validFrom,
        unitCost: cost.unitCost,
        currency: cost.currency,
        comment: cost.comment?.trim() || null,
      })),
    );
    await audit(tx, context, {
      action: 'products.bulk_cost',
      entity: 'products',
      after: { ...selectionSummary(body.selection, selected), cost },
    });
    return { products: selected.nmIds.length };
  });
}
