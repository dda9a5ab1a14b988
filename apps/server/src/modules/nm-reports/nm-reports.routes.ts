import { leftoversList } from '@wb/shared/nm-reports/leftovers.contract';
import { salesNmIdReport } from '@wb/shared/nm-reports/sales-nm-id.contract';
import type { FastifyInstance } from 'fastify';
import { registerList } from '../../plugins/lists';
import { registerReport } from '../../plugins/reports';
import { leftoversSource } from './leftovers.list';
import { salesNmIdSource } from './sales-nm-id.report';

/**
 * /api/reports/sales-nm-id: sales by nmID (summary, grid, pivot by day);
 * /api/reports/leftovers-nm: stock leftovers by nmID, size and warehouse.
 */
export async function nmReportsRoutes(app: FastifyInstance) {
  registerReport(app, salesNmIdReport, salesNmIdSource);
  registerList(app, leftoversList, leftoversSource);
}
