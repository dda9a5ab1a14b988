import {
  createCompanyContract,
  deleteCompanyContract,
  exportCompaniesContract,
  getCompanyContract,
  listCompaniesContract,
  updateCompanyContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import * as companies from './companies.service';
import { exportInputOf } from '../audit/audited-export';

export async function companiesRoutes(app: FastifyInstance) {
  route(app, listCompaniesContract, async (request) =>
    companies.listCompanies(app.db.db, requireAuth(request), request.query.list),
  );
  route(app, exportCompaniesContract, async (request, reply) => {
    const input = exportInputOf(request);
    return sendExport(reply, await companies.exportCompanies(app.db, requireAuth(request), input));
  });
  route(app, createCompanyContract, async (request) =>
    companies.createCompany(app.db, requireAuth(request), request.body, auditContextOf(request)),
  );
  route(app, getCompanyContract, async (request) =>
    companies.getCompany(app.db.db, requireAuth(request), request.params.id),
  );
  route(app, updateCompanyContract, async (request) =>
    companies.updateCompany(
      app.db,
      requireAuth(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteCompanyContract, async (request) => {
    await companies.deleteCompany(
      app.db,
      requireAuth(request),
      request.params.id,
      request.body.confirmName,
      auditContextOf(request),
    );
  });
}
