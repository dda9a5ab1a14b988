import {
  calculateUnitEconomicsContract,
  getProductContract,
  getProductPricesContract,
  getProductSalesContract,
  getProductStocksContract,
  getUnitEconomicsContract,
} from '@wb/shared/products/product.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import * as product from './product.service';

/** /products/:productId (the nmID): the card's tabs; its cost versions are product-costs'. */
export async function productRoutes(app: FastifyInstance) {
  const db = app.db.db;
  route(app, getProductContract, async (request) =>
    product.getProduct(
      db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query.account,
    ),
  );
  route(app, getProductPricesContract, async (request) =>
    product.getProductPrices(
      db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query,
    ),
  );
  route(app, getProductStocksContract, async (request) =>
    product.getProductStocks(
      db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query.account,
    ),
  );
  route(app, getProductSalesContract, async (request) =>
    product.getProductSales(
      db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query,
    ),
  );
  route(app, getUnitEconomicsContract, async (request) =>
    product.getProductUnitEconomics(
      db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.query.account,
    ),
  );
  route(app, calculateUnitEconomicsContract, async (request) =>
    product.calculateProductUnitEconomics(
      db,
      requireTenant(request).companyId,
      request.params.nmId,
      request.body,
    ),
  );
}
