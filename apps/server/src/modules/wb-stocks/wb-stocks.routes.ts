import {
  getStockHistoryContract,
  getStockSnapshotContract,
  wbStocksList,
} from '@wb/shared/stocks/wb-stocks.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { requireTenant } from '../auth/session.plugin';
import { wbStocksSource } from './wb-stocks.list';
import * as stocks from './wb-stocks.service';

/**
 * /wb-stocks (signed in, the seed's "none"; every query scoped to the current company): the
 * latest snapshot as a grid and its export, when it was taken, and a product's history.
 */
export async function wbStocksRoutes(app: FastifyInstance) {
  registerList(app, wbStocksList, wbStocksSource);
  route(app, getStockSnapshotContract, async (request) =>
    stocks.stockSnapshot(app.db.db, requireTenant(request).companyId),
  );
  route(app, getStockHistoryContract, async (request) =>
    stocks.stockHistory(app.db.db, requireTenant(request).companyId, request.query),
  );
}
