import { exportOrdersContract, getOrderContract, listOrdersContract } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import { getOrder } from './order-detail.service';
import * as orders from './orders.service';
import { ordersResource } from './orders.resource';
import { auditedExport, exportInputOf } from '../audit/audited-export';

/** /orders: the grid's page and its export; /orders/:srid: one order line. */
export async function ordersRoutes(app: FastifyInstance) {
  route(app, listOrdersContract, async (request) =>
    orders.listOrders(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportOrdersContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      ordersResource,
      requireTenant(request).companyId,
      orders.ORDERS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, getOrderContract, async (request) =>
    getOrder(app.db.db, requireTenant(request).companyId, request.params.srid),
  );
}
