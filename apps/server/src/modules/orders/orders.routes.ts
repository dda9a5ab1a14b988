import { exportOrdersContract, getOrderContract, listOrdersContract } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { getOrder } from './order-detail.service';
import * as orders from './orders.service';

/** /orders: the grid's page and its export; /orders/:srid: one order line. */
export async function ordersRoutes(app: FastifyInstance) {
  route(app, listOrdersContract, async (request) =>
    orders.listOrders(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportOrdersContract, async (request, reply) => {
    const { format, list } = request.query;
    const { companyId } = requireTenant(request);
    const context = auditContextOf(request);
    return sendExport(reply, await orders.exportOrders(app.db, companyId, list, format, context));
  });
  route(app, getOrderContract, async (request) =>
    getOrder(app.db.db, requireTenant(request).companyId, request.params.srid),
  );
}
