import {
  exportWbStocksContract,
  getStockHistoryContract,
  getStockSnapshotContract,
  listWbStocksContract,
} from '@wb/shared/stocks/wb-stocks.contract';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import * as stocks from './wb-stocks.service';
import { wbStocksResource } from './wb-stocks.resource';
import { auditedExport, exportInputOf } from '../audit/audited-export';

/**
 * /wb-stocks (signed in, the seed's "none"; every query scoped to the current company): the
 * latest snapshot as a grid and its export, when it was taken, and a product's history.
 */
export async function wbStocksRoutes(app: FastifyInstance) {
  route(app, listWbStocksContract, async (request) =>
    stocks.listWbStocks(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportWbStocksContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      wbStocksResource,
      requireTenant(request).companyId,
      stocks.WB_STOCKS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, getStockSnapshotContract, async (request) =>
    stocks.stockSnapshot(app.db.db, requireTenant(request).companyId),
  );
  route(app, getStockHistoryContract, async (request) =>
    stocks.stockHistory(app.db.db, requireTenant(request).companyId, request.query),
  );
}
