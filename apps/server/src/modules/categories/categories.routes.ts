import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  moveCategoryContract,
  renameCategoryContract,
} from '@wb/shared/categories/categories.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { audit, auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as categories from './categories.service';

/** /products/category: the company's own category tree; every change audited. */
export async function categoriesRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const entity = 'category';
  route(app, listCategoriesContract, async (request) =>
    categories.listCategories(db, requireTenant(request).companyId),
  );
  route(app, createCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    return db.transaction(async (tx) => {
      const after = await categories.createCategory(tx, companyId, request.body);
      await audit(tx, auditContextOf(request), {
        action: 'category.created',
        entity,
        entityId: after.id,
        after,
      });
      return after;
    });
  });
  route(app, renameCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    const { id } = request.params;
    return db.transaction(async (tx) => {
      const before = await categories.categoryOf(tx, companyId, id);
      const after = await categories.renameCategory(tx, companyId, id, request.body.name);
      await audit(tx, auditContextOf(request), {
        action: 'category.renamed',
        entity,
        entityId: id,
        before,
        after,
      });
      return after;
    });
  });
  route(app, moveCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    const { id } = request.params;
    return db.transaction(async (tx) => {
      const before = await categories.categoryOf(tx, companyId, id);
      const tree = await categories.moveCategory(tx, companyId, id, request.body);
      await audit(tx, auditContextOf(request), {
        action: 'category.moved',
        entity,
        entityId: id,
        before,
        after: tree.find((c) => c.id === id),
      });
      return tree;
    });
  });
  route(app, deleteCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const before = await categories.categoryOf(tx, companyId, id);
      await categories.deleteCategory(tx, companyId, id);
      await audit(tx, auditContextOf(request), {
        action: 'category.deleted',
        entity,
        entityId: id,
        before,
      });
    });
  });
}
