import {
  commitCostImportContract,
  costImportTemplateContract,
  previewCostImportContract,
} from '@wb/shared/product-costs/cost-import.contract';
import {
  createProductCostContract,
  deleteProductCostContract,
  listProductCostsContract,
  updateProductCostContract,
} from '@wb/shared/product-costs/product-costs.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { commitCostImport, previewCostImport } from './cost-import.service';
import { costImportTemplate } from './cost-import-template';
import * as costs from './product-costs.service';

/**
 * /products/:productId's cost price versions, and the cost price import of /products with its
 * template.
 */
export async function productCostsRoutes(app: FastifyInstance) {
  route(app, listProductCostsContract, async (request) =>
    costs.listCosts(
      app.db.db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query.account,
    ),
  );
  route(app, createProductCostContract, async (request) =>
    costs.createCost(
      app.db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query.account,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, updateProductCostContract, async (request) =>
    costs.updateCost(
      app.db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteProductCostContract, async (request) => {
    await costs.deleteCost(
      app.db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.params.id,
      auditContextOf(request),
    );
  });

  route(app, previewCostImportContract, async (request) =>
    previewCostImport(app.db.db, requireTenant(request).companyId, request.body.file),
  );
  route(app, commitCostImportContract, async (request) =>
    commitCostImport(
      app.db,
      requireTenant(request).companyId,
      request.body.file,
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
