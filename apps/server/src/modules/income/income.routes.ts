import {
  getWeeklyReportContract,
  incomeReport,
  incomeRowsList,
  incomeStatementExportContract,
  listWeeklyReportsContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { registerReport } from '../../plugins/reports';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { statementWorkbook } from './income-statement';
import { incomeRowsSource } from './income.list';
import { incomeReportSource } from './income.report';
import * as income from './income.service';

/**
 * /api/income: the P&L report (summary and grid), the realization rows behind it, and WB's
 * weekly reports with their reconciliation.
 */
export async function incomeRoutes(app: FastifyInstance) {
  registerReport(app, incomeReport, incomeReportSource);
  registerList(app, incomeRowsList, incomeRowsSource);
  route(app, listWeeklyReportsContract, async (request) =>
    income.listWeeklyReports(app.db.db, requireTenant(request).companyId, request.query),
  );
  route(app, getWeeklyReportContract, async (request) =>
    income.weeklyReport(
      app.db.db,
      requireTenant(request).companyId,
      request.params.reportId,
      request.query.account,
    ),
  );
  route(app, incomeStatementExportContract, async (request, reply) => {
    const file = await statementWorkbook(
      app.db,
      requireTenant(request).companyId,
      request.query,
      auditContextOf(request),
    );
    const name = `pnl-${request.query.from}-${request.query.to}.xlsx`;
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store');
    return file as unknown as string;
  });
}
