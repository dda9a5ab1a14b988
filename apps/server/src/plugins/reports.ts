import type { ListDeclaration, ReportDeclaration, ReportSummary } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';
import { reportPivotSource } from '../lib/report/pivot';
import { reportRowsSource } from '../lib/report/rows';
import type { ReportSource } from '../lib/report/source';
import { reportSummary } from '../lib/report/summary';
import { requireTenant } from '../modules/auth/session.plugin';
import { accountChoices } from '../modules/wb-accounts/wb-accounts.service';
import { registerContract } from './contracts';
import { registerList } from './lists';

/**
 * Registers a report from its declaration (packages/shared, `defineReport`) and its source
 * (`<module>.report.ts`): the summary (KPI cards and chart) and the grid (a list of the groups,
 * with its export), and the pivot by product and day when the report declares one. Both are the current company's: the summary of another company's cabinet
 * answers 404; the grid takes the cabinet as a filter on the company's own rows, so it answers
 * none (foreign-ids.int.test.ts proves both).
 */
export function registerReport<R extends ReportDeclaration>(
  app: FastifyInstance,
  report: R,
  source: ReportSource<R>,
): void {
  registerContract(app, report.summary, async (request): Promise<ReportSummary> => {
    const { companyId } = requireTenant(request);
    const query = request.query;
    const accounts = await accountChoices(app.db.db, companyId);
    if (query.account && !accounts.some((a) => a.id === query.account)) {
      throw notFound('Кабинет WB не найден');
    }
    const summary = await reportSummary(app.db.db, report, source, companyId, query);
    return { ...summary, accounts };
  });
  registerList(app, report.rows as ListDeclaration, reportRowsSource(report, source));
  if (report.pivot)
    registerList(app, report.pivot as ListDeclaration, reportPivotSource(report, source));
}
