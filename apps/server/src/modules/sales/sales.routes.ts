import { salesList } from '@wb/shared/sales/sales.contract';
import { salesReport } from '@wb/shared/sales/sales-report.contract';
import type { FastifyInstance } from 'fastify';
import { registerList } from '../../plugins/lists';
import { registerReport } from '../../plugins/reports';
import { salesSource } from './sales.list';
import { salesReportSource } from './sales.report';

/** /api/sales: buyouts and returns; /api/sales/report: the sales report (summary and grid). */
export async function salesRoutes(app: FastifyInstance) {
  registerList(app, salesList, salesSource);
  registerReport(app, salesReport, salesReportSource);
}
