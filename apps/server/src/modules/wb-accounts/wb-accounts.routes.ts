import {
  createWbAccountContract,
  deleteWbAccountContract,
  getWbAccountContract,
  listWbAccountsContract,
  updateWbAccountContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as accounts from './wb-accounts.service';

export async function wbAccountsRoutes(app: FastifyInstance) {
  route(app, listWbAccountsContract, async (request) =>
    accounts.listAccounts(app.db.db, requireTenant(request).companyId),
  );
  route(app, getWbAccountContract, async (request) =>
    accounts.getAccount(app.db.db, requireTenant(request).companyId, request.params.id),
  );
  route(app, createWbAccountContract, async (request) =>
    accounts.createAccount(
      app.db,
      requireTenant(request).companyId,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, updateWbAccountContract, async (request) =>
    accounts.updateAccount(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteWbAccountContract, async (request) => {
    await accounts.deleteAccount(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body.confirmName,
      auditContextOf(request),
    );
  });
}
