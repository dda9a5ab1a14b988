import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  moveCategoryContract,
  renameCategoryContract,
} from '@wb/shared/categories/categories.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as categories from './categories.service';

/** /products/category: the company's own category tree; every change audited. */
export async function categoriesRoutes(app: FastifyInstance) {
  route(app, listCategoriesContract, async (request) =>
    categories.listCategories(app.db.db, requireTenant(request).companyId),
  );
  route(app, createCategoryContract, async (request) =>
    categories.createCategory(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, renameCategoryContract, async (request) =>
    categories.renameCategory(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body.name,
      auditContextOf(request),
    ),
  );
  route(app, moveCategoryContract, async (request) =>
    categories.moveCategory(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteCategoryContract, async (request) => {
    await categories.deleteCategory(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      auditContextOf(request),
    );
  });
}
