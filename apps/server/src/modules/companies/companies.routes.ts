import {
  companiesList,
  createCompanyContract,
  deleteCompanyContract,
  getCompanyContract,
  updateCompanyContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import { companiesSource } from './companies.list';
import * as companies from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  registerList(app, companiesList, companiesSource);
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
