import {
  COST_IMPORT_BASE64_MAX,
  commitCostImportContract,
  costImportTemplateContract,
  previewCostImportContract,
} from '@wb/shared/product-costs/cost-import.contract';
import {
  bulkCategoryContract,
  bulkCostContract,
  bulkTagsContract,
  productOptionsContract,
} from '@wb/shared/products/products-bulk.contract';
import {
  exportProductsContract,
  listProductsContract,
} from '@wb/shared/products/products.contract';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { commitCostImport, previewCostImport } from '../product-costs/cost-import';
import { costImportTemplate } from '../product-costs/cost-import-template';
import * as products from './products.service';
import { productsResource } from './products.list';
import { auditedExport, exportInputOf } from '../audit/audited-export';

/** The cost file travels as base64 in JSON: these two routes take more than the app's 1 MiB. */
const IMPORT_BODY_LIMIT = COST_IMPORT_BASE64_MAX + 64 * 1024;
const IMPORT_ROUTES = new Set<string>([
  previewCostImportContract.path,
  commitCostImportContract.path,
]);

/** /products: the grid, its export, the bulk actions and the cost-price import. */
export async function productsRoutes(app: FastifyInstance) {
  // Encapsulated: raises the body limit of this plugin's import routes only.
  app.addHook('onRoute', (options) => {
    if (IMPORT_ROUTES.has(options.url)) options.bodyLimit = IMPORT_BODY_LIMIT;
  });

  route(app, listProductsContract, async (request) =>
    products.listProducts(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportProductsContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      productsResource,
      requireTenant(request).companyId,
      products.PRODUCTS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
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

  route(app, previewCostImportContract, async (request) =>
    previewCostImport(app.db.db, requireTenant(request).companyId, request.body),
  );
  route(app, commitCostImportContract, async (request) =>
    commitCostImport(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, costImportTemplateContract, async (_request, reply) => {
    const file = await costImportTemplate();
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="cost-import-template.xlsx"`)
      .header('cache-control', 'no-store');
    return file as unknown as string;
  });
}
