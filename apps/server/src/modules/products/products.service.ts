/**
 * The /products grid's options and bulk actions: tags, the own category or a cost price on
 * ticked products or on every product the grid's filter matches — each all or nothing, in one
 * transaction with its audit row. The tags, categories and cost versions are written through
 * their modules.
 */
import { listRequestProblems, type ListRequest } from '@wb/shared';
import {
  BULK_LIMITS,
  type BulkCategoryBody,
  type BulkCostBody,
  type BulkTagsBody,
  type ProductOptions,
  type ProductSelection,
} from '@wb/shared/products/products-bulk.contract';
import { productsList } from '@wb/shared/products/products.contract';
import type { Database, Db, Tx } from '../../db/client';
import { definitionsOf, listResourceOf, planOf } from '../../lib/list-query';
import { audit, type AuditContext } from '../audit/audit.service';
import { categoryExists, categoryPaths } from '../categories/categories.repository';
import { currencyCodes, listCurrencies } from '../currencies/currencies.repository';
import { upsertCosts } from '../product-costs/product-costs.repository';
import { linkProducts, ownTagOptions, tagsByIds, unlinkProducts } from '../tags/tags.repository';
import { bad } from './products.errors';
import { productsSource } from './products.list';
import * as repo from './products.repository';
import { refreshPnl } from '../income/pnl-rollup';

/** The company's own tags, categories (with their paths) and the known currencies. */
export async function productOptions(db: Db, companyId: string): Promise<ProductOptions> {
  const [tags, categories, currencies] = await Promise.all([
    // Own tags only: WB tags are changed through WB on /products/tags (see bulkTags).
    ownTagOptions(db, companyId),
    categoryPaths(db, companyId),
    listCurrencies(db),
  ]);
  return { tags, categories, currencies };
}

/**
 * The company's products a selection names. Explicit keys must all exist (else 400, nothing
 * changes); "all matching" re-runs the grid's filter now and is capped.
 */
async function resolveSelection(
  tx: Tx,
  companyId: string,
  selection: ProductSelection,
): Promise<repo.ProductKeys> {
  if ('keys' in selection) {
    const unique = new Map(selection.keys.map((k) => [`${k.accountId}:${k.nmId}`, k]));
    const found = await repo.existingProducts(tx, companyId, {
      accountIds: [...unique.values()].map((k) => k.accountId),
      nmIds: [...unique.values()].map((k) => k.nmId),
    });
    if (found.nmIds.length !== unique.size) {
      const have = new Set(found.nmIds.map((nmId, i) => `${found.accountIds[i]}:${nmId}`));
      const missing = [...unique.entries()].filter(([key]) => !have.has(key)).map(([, k]) => k);
      const message = `Товары не найдены: ${missing
        .slice(0, 5)
        .map((k) => k.nmId)
        .join(', ')}${missing.length > 5 ? ` и ещё ${missing.length - 5}` : ''}`;
      throw bad(message, { selection: [message] });
    }
    return found;
  }
  const request: ListRequest = {
    sort: [],
    page: 1,
    pageSize: 1,
    ...(selection.filter ? { filter: selection.filter } : {}),
  };
  const resource = listResourceOf(productsList, productsSource, companyId);
  const problems = listRequestProblems(definitionsOf(resource), request);
  if (problems.length > 0) throw bad(problems.join('; '));
  const found = await repo.matchingProducts(
    tx,
    planOf(resource, companyId, request),
    BULK_LIMITS.matching + 1,
  );
  if (found.nmIds.length === 0) throw bad('Под фильтр не попал ни один товар');
  if (found.nmIds.length > BULK_LIMITS.matching) {
    throw bad(
      `Под фильтр попадает больше ${BULK_LIMITS.matching.toLocaleString('ru-RU')} товаров — уточните фильтр`,
    );
  }
  return found;
}

const selectionSummary = (selection: ProductSelection, selected: repo.ProductKeys) => ({
  mode: 'keys' in selection ? 'keys' : 'filter',
  ...('filter' in selection && selection.filter ? { filter: selection.filter } : {}),
  products: selected.nmIds.length,
  nmIds: selected.nmIds.slice(0, 100),
});

const TAG_NOT_FOUND = 'Ярлык не найден: обновите страницу';

/** Adds and removes own tags on the selected products, all or nothing. */
export async function bulkTags(
  database: Database,
  companyId: string,
  body: BulkTagsBody,
  context: AuditContext,
) {
  return database.db.transaction(async (tx) => {
    const selected = await resolveSelection(tx, companyId, body.selection);
    const ids = [...new Set([...body.add, ...body.remove])];
    const tags = await tagsByIds(tx, companyId, ids);
    for (const field of ['add', 'remove'] as const) {
      if (body[field].some((id) => !tags.some((t) => t.id === id)))
        throw bad(TAG_NOT_FOUND, { [field]: [TAG_NOT_FOUND] });
    }
    // A WB tag changes on WB first, card by card (the tags' linkTag, /products/tags); a bulk
    // write here would only change the local copy, which the next card sync would undo.
    const wbTag = tags.find((t) => t.account_id);
    if (wbTag) {
      throw bad(
        `Ярлык «${wbTag.name}» — ярлык WB кабинета «${String(wbTag.account_name)}»: ярлыки WB ставятся и снимаются на странице «Ярлыки», откуда изменение уходит в WB`,
      );
    }
    await linkProducts(tx, companyId, selected, body.add);
    await unlinkProducts(tx, companyId, selected, body.remove);
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
    if (body.categoryId && !(await categoryExists(tx, companyId, body.categoryId))) {
      const message = 'Категория не найдена: обновите страницу';
      throw bad(message, { categoryId: [message] });
    }
    const selected = await resolveSelection(tx, companyId, body.selection);
    await repo.setCategory(tx, companyId, selected, body.categoryId);
    await audit(tx, context, {
      action: 'products.bulk_category',
      entity: 'products',
      after: { ...selectionSummary(body.selection, selected), categoryId: body.categoryId },
    });
    return { products: selected.nmIds.length };
  });
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
    // Costs convert through the currency's rates: one the product does not know is refused.
    if (!(await currencyCodes(tx)).has(cost.currency)) {
      throw bad(`Неизвестная валюта ${cost.currency}`, {
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
    await refreshPnl(tx, companyId);
    return { products: selected.nmIds.length };
  });
}
