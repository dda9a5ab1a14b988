import {
  exportWbStocksContract,
  getStockHistoryContract,
  getStockSnapshotContract,
  listWbStocksContract,
} from '@wb/shared/stocks/wb-stocks.contract';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as stocks from './wb-stocks.service';

/**
 * /wb-stocks (signed in, the seed's "none"; every query scoped to the current company): the
 * latest snapshot as a grid and its export, when it was taken, and a product's history.
 */
export async function wbStocksRoutes(app: FastifyInstance) {
  route(app, listWbStocksContract, async (request) =>
    stocks.listWbStocks(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportWbStocksContract, async (request, reply) => {
    const { format, list } = request.query;
    const { companyId } = requireTenant(request);
    const context = auditContextOf(request);
    return sendExport(reply, await stocks.exportWbStocks(app.db, companyId, list, format, context));
  });
  route(app, getStockSnapshotContract, async (request) =>
    stocks.stockSnapshot(app.db.db, requireTenant(request).companyId),
  );
  route(app, getStockHistoryContract, async (request) =>
    stocks.stockHistory(app.db.db, requireTenant(request).companyId, request.query),
  );
}
