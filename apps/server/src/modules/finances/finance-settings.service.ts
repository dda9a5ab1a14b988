/**
 * The management accounts' settings besides the accounts (docs/domain.md#management-accounts):
 * categories (a tree mapped to P&L lines), counterparties and rules, each write one transaction
 * with its audit row; and the options of the forms.
 */
import type {
  CategoryInput,
  Counterparty,
  CounterpartyInput,
  FinanceCategory,
  FinanceOptions,
  FinanceRule,
  RuleInput,
} from '@wb/shared';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import * as errors from './finances.errors';
import * as repo from './finances.repository';
import { accountDtos } from './finances.service';
import { refreshPnl } from '../income/pnl-rollup';

// Categories

function categoryDto(r: repo.CategoryRow, all: repo.CategoryRow[], used: number): FinanceCategory {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    parentId: r.parentId,
    parent: all.find((p) => p.id === r.parentId)?.name ?? null,
    pnlLine: r.pnlLine,
    system: r.systemKey !== null,
    transactionsCount: used,
  };
}

async function categoryDtos(db: DbOrTx, companyId: string): Promise<FinanceCategory[]> {
  const rows = await repo.categoryRows(db, companyId);
  return rows.map((r) => categoryDto(r, rows, 0));
}

async function getCategory(db: DbOrTx, companyId: string, id: string) {
  const rows = await repo.categoryRows(db, companyId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw errors.notFoundIn('category');
  return categoryDto(row, rows, await repo.usage(db, companyId, 'category', id));
}

/** A parent of the same kind, in the company, that is not the category itself or below it. */
async function checkParent(db: DbOrTx, companyId: string, input: CategoryInput, id?: string) {
  if (!input.parentId) return;
  const rows = await repo.categoryRows(db, companyId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = byId.get(input.parentId);
  if (!parent) throw errors.fieldError('parentId', 'Родительская статья не найдена');
  if (parent.kind !== input.kind)
    throw errors.fieldError('parentId', 'Родительская статья должна быть того же вида');
  for (
    let p: repo.CategoryRow | undefined = parent;
    p;
    p = p.parentId ? byId.get(p.parentId) : undefined
  )
    if (p.id === id) throw errors.fieldError('parentId', 'Статью нельзя вложить в саму себя');
}

const duplicateCategory = () =>
  errors.duplicate('name', 'Статья с таким названием и видом уже есть');

export async function saveCategory(
  database: Database,
  companyId: string,
  id: string | null,
  input: CategoryInput,
  ctx: AuditContext,
): Promise<FinanceCategory> {
  const values = {
    name: input.name,
    kind: input.kind,
    parentId: input.parentId ?? null,
    pnlLine: input.pnlLine,
  };
  try {
    const savedId = await database.db.transaction(async (tx) => {
      await checkParent(tx, companyId, input, id ?? undefined);
      if (id === null) {
        const newId = await repo.insertCategory(tx, companyId, values);
        await audit(tx, ctx, {
          action: 'finance_category.created',
          entity: 'finance_category',
          entityId: newId,
          after: input,
        });
        return newId;
      }
      const [before] = await repo.categoryRows(tx, companyId, id);
      if (!before) throw errors.notFoundIn('category');
      if (before.systemKey && before.kind !== input.kind) throw errors.systemCategory();
      await repo.updateCategory(tx, companyId, id, values);
      await audit(tx, ctx, {
        action: 'finance_category.updated',
        entity: 'finance_category',
        entityId: id,
        before,
        after: input,
      });
      // Another P&L line moves its transactions' amounts in the P&L.
      await refreshPnl(tx, companyId);
      return id;
    });
    return await getCategory(database.db, companyId, savedId);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCategory();
    throw error;
  }
}

export async function deleteCategory(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.categoryRows(tx, companyId, id);
    if (!before) throw errors.notFoundIn('category');
    if (before.systemKey) throw errors.systemCategory();
    const n = await repo.usage(tx, companyId, 'category', id);
    const { rules, children } = await repo.categoryDependants(tx, companyId, id);
    if (n + rules + children > 0)
      throw errors.inUse(
        `Статья используется: операций ${n}, правил ${rules}, вложенных статей ${children}`,
      );
    await repo.deleteRow(tx, 'category', companyId, id);
    await audit(tx, ctx, {
      action: 'finance_category.deleted',
      entity: 'finance_category',
      entityId: id,
      before,
    });
  });
}

// Counterparties

const duplicateInn = () => errors.duplicate('inn', 'Контрагент с таким ИНН уже есть');

export async function saveCounterparty(
  database: Database,
  companyId: string,
  id: string | null,
  input: CounterpartyInput,
  ctx: AuditContext,
): Promise<Counterparty> {
  const values = { name: input.name, inn: input.inn || null, comment: input.comment || null };
  try {
    const savedId = await database.db.transaction(async (tx) => {
      if (id === null) {
        const newId = await repo.insertCounterparty(tx, companyId, values);
        await audit(tx, ctx, {
          action: 'counterparty.created',
          entity: 'counterparty',
          entityId: newId,
          after: input,
        });
        return newId;
      }
      const [before] = await repo.counterpartyRows(tx, companyId, id);
      if (!before) throw errors.notFoundIn('counterparty');
      await repo.updateCounterparty(tx, companyId, id, values);
      await audit(tx, ctx, {
        action: 'counterparty.updated',
        entity: 'counterparty',
        entityId: id,
        before,
        after: input,
      });
      return id;
    });
    const [row] = await repo.counterpartyRows(database.db, companyId, savedId);
    return {
      ...counterpartyDto(row!),
      transactionsCount: await repo.usage(database.db, companyId, 'counterparty', savedId),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateInn();
    throw error;
  }
}

const counterpartyDto = (r: repo.CounterpartyRow): Counterparty => ({
  id: r.id,
  name: r.name,
  inn: r.inn,
  comment: r.comment,
  transactionsCount: 0,
});

export async function deleteCounterparty(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.counterpartyRows(tx, companyId, id);
    if (!before) throw errors.notFoundIn('counterparty');
    const n = await repo.usage(tx, companyId, 'counterparty', id);
    if (n > 0) throw errors.inUse(`С контрагентом есть операции (${n})`);
    await repo.deleteRow(tx, 'counterparty', companyId, id);
    await audit(tx, ctx, {
      action: 'counterparty.deleted',
      entity: 'counterparty',
      entityId: id,
      before,
    });
  });
}

// Rules

async function getRule(db: DbOrTx, companyId: string, id: string): Promise<FinanceRule> {
  const [r] = await repo.ruleRows(db, companyId, id);
  if (!r) throw errors.notFoundIn('rule');
  const [category] = await repo.categoryRows(db, companyId, r.categoryId);
  return {
    id: r.id,
    name: r.name,
    match: r.match,
    inn: r.inn,
    pattern: r.pattern,
    isRegex: r.isRegex,
    kind: r.kind,
    categoryId: r.categoryId,
    category: category?.name ?? '',
    priority: r.priority,
  };
}

export async function saveRule(
  database: Database,
  companyId: string,
  id: string | null,
  input: RuleInput,
  ctx: AuditContext,
): Promise<FinanceRule> {
  const byInn = input.match === 'counterparty';
  const values: repo.RuleValues = {
    name: input.name,
    match: input.match,
    inn: byInn ? (input.inn ?? null) : null,
    pattern: byInn ? null : (input.pattern ?? null),
    isRegex: byInn ? false : input.isRegex,
    kind: input.kind ?? null,
    categoryId: input.categoryId,
    priority: input.priority,
  };
  const savedId = await database.db.transaction(async (tx) => {
    const [before] = id === null ? [] : await repo.ruleRows(tx, companyId, id);
    if (id !== null && !before) throw errors.notFoundIn('rule');
    const [category] = await repo.categoryRows(tx, companyId, input.categoryId);
    if (!category) throw errors.fieldError('categoryId', 'Статья не найдена');
    if (input.kind && category.kind !== input.kind)
      throw errors.fieldError('categoryId', 'Вид статьи не совпадает с видом правила');
    if (id === null) {
      const newId = await repo.insertRule(tx, companyId, values);
      await audit(tx, ctx, {
        action: 'finance_rule.created',
        entity: 'finance_rule',
        entityId: newId,
        after: input,
      });
      return newId;
    }
    await repo.updateRule(tx, companyId, id, values);
    await audit(tx, ctx, {
      action: 'finance_rule.updated',
      entity: 'finance_rule',
      entityId: id,
      before,
      after: input,
    });
    return id;
  });
  return getRule(database.db, companyId, savedId);
}

export async function deleteRule(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
) {
  await database.db.transaction(async (tx) => {
    const [before] = await repo.ruleRows(tx, companyId, id);
    if (!before) throw errors.notFoundIn('rule');
    await repo.deleteRow(tx, 'rule', companyId, id);
    await audit(tx, ctx, {
      action: 'finance_rule.deleted',
      entity: 'finance_rule',
      entityId: id,
      before,
    });
  });
}

/** What the forms choose from: accounts with balances, categories, counterparties. */
export async function financeOptions(db: DbOrTx, companyId: string): Promise<FinanceOptions> {
  return {
    accounts: await accountDtos(db, companyId),
    categories: await categoryDtos(db, companyId),
    counterparties: (await repo.counterpartyRows(db, companyId)).map(counterpartyDto),
  };
}
