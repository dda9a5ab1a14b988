import {
  bulkCategoryContract,
  bulkCostContract,
  bulkTagsContract,
  productOptionsContract,
} from '@wb/shared/products/products-bulk.contract';
import { productsList } from '@wb/shared/products/products.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { productsSource } from './products.list';
import * as products from './products.service';

/** /products: the grid, its export and the bulk actions (the cost import is product-costs'). */
export async function productsRoutes(app: FastifyInstance) {
  registerList(app, productsList, productsSource);
  route(app, productOptionsContract, async (request) =>
    products.productOptions(app.db.db, requireTenant(request).companyId),
  );
  route(app, bulkTagsContract, async (request) =>
    products.bulkTags(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, bulkCategoryContract, async (request) =>
    products.bulkCategory(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, bulkCostContract, async (request) =>
    products.bulkCost(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
}
