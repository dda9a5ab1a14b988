import { exportOrdersContract, getOrderContract, listOrdersContract } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
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
    const { companyId } = requireTenant(request);
    const { format, list } = request.query;
    const file = await orders.exportOrders(
      app.db,
      companyId,
      list,
      format,
      auditContextOf(request),
    );
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store');
    // A stream: Fastify pipes it as is (no JSON serialisation of the contract's string body).
    return file.stream as unknown as string;
  });
  route(app, getOrderContract, async (request) =>
    getOrder(app.db.db, requireTenant(request).companyId, request.params.srid),
  );
}
