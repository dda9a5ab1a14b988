import {
  createProductCostContract,
  deleteProductCostContract,
  listProductCostsContract,
  updateProductCostContract,
} from '@wb/shared/product-costs/product-costs.contract';
import {
  calculateUnitEconomicsContract,
  getProductContract,
  getProductPricesContract,
  getProductSalesContract,
  getProductStocksContract,
  getUnitEconomicsContract,
} from '@wb/shared/products/product.contract';
import { calculateUnitEconomics } from '@wb/shared/products/unit-economics';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import {
  createCost,
  deleteCost,
  listCosts,
  updateCost,
} from '../product-costs/product-costs.service';
import { getUnitEconomicsData } from './product.economics';
import { getProduct, resolveProduct } from './product.service';
import { getPrices, getSales, getStocks, salesPeriod } from './product.tabs';

/** /products/:productId (the nmID): the card's tabs and its cost price versions. */
export async function productRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const productOf = (request: { params: { nmId: string } }, tenant: string, account?: string) =>
    resolveProduct(db, tenant, request.params.nmId, account);

  route(app, getProductContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId, request.query.account);
    return getProduct(db, ref);
  });
  route(app, getProductPricesContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId, request.query.account);
    return getPrices(db, ref, request.query.limit);
  });
  route(app, getProductStocksContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId, request.query.account);
    return getStocks(db, ref);
  });
  route(app, getProductSalesContract, async (request) => {
    const { account, from, to } = request.query;
    const ref = await productOf(request, requireTenant(request).companyId, account);
    return getSales(db, ref, salesPeriod(from, to));
  });
  route(app, getUnitEconomicsContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId, request.query.account);
    return getUnitEconomicsData(db, ref);
  });
  route(app, calculateUnitEconomicsContract, async (request) => {
    await productOf(request, requireTenant(request).companyId);
    return calculateUnitEconomics(request.body);
  });

  route(app, listProductCostsContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId, request.query.account);
    return listCosts(db, ref);
  });
  route(app, createProductCostContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId, request.query.account);
    return createCost(app.db, ref, request.body, auditContextOf(request));
  });
  route(app, updateProductCostContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId);
    const { id } = request.params;
    return updateCost(app.db, ref.companyId, ref.nmId, id, request.body, auditContextOf(request));
  });
  route(app, deleteProductCostContract, async (request) => {
    const ref = await productOf(request, requireTenant(request).companyId);
    await deleteCost(app.db, ref.companyId, ref.nmId, request.params.id, auditContextOf(request));
  });
}
