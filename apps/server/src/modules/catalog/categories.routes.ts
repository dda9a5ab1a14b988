import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  moveCategoryContract,
  renameCategoryContract,
} from '@wb/shared/catalog/categories.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import * as categories from './categories.service';

/** /products/category: the company's own category tree. */
export async function categoriesRoutes(app: FastifyInstance) {
  const db = app.db.db;
  route(app, listCategoriesContract, async (request) =>
    categories.listCategories(db, requireTenant(request).companyId),
  );
  route(app, createCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    return db.transaction((tx) => categories.createCategory(tx, companyId, request.body));
  });
  route(app, renameCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    return db.transaction((tx) =>
      categories.renameCategory(tx, companyId, request.params.id, request.body.name),
    );
  });
  route(app, moveCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    return db.transaction((tx) =>
      categories.moveCategory(tx, companyId, request.params.id, request.body),
    );
  });
  route(app, deleteCategoryContract, async (request) => {
    const { companyId } = requireTenant(request);
    await db.transaction((tx) => categories.deleteCategory(tx, companyId, request.params.id));
  });
}
