import { productFlowReport } from '@wb/shared/product-flow/product-flow.contract';
import type { FastifyInstance } from 'fastify';
import { registerReport } from '../../plugins/reports';
import { productFlowReportSource } from './product-flow.report';

/** /api/reports/product-flow: the product flow report (summary and grid). */
export async function productFlowRoutes(app: FastifyInstance) {
  registerReport(app, productFlowReport, productFlowReportSource);
}
