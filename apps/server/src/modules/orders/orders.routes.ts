import { getOrderContract, ordersList } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { requireTenant } from '../auth/session.plugin';
import { getOrder } from './order-detail.service';
import { ordersSource } from './orders.list';

/** /orders: the grid's page and its export; /orders/:srid: one order line. */
export async function ordersRoutes(app: FastifyInstance) {
  registerList(app, ordersList, ordersSource);
  route(app, getOrderContract, async (request) =>
    getOrder(app.db.db, requireTenant(request).companyId, request.params.srid),
  );
}
