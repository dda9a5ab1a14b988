import {
  acceptancesList,
  cancelAcceptanceContract,
  completeAcceptanceContract,
  countAcceptanceContract,
  createAcceptanceContract,
  getAcceptanceContract,
  scanAcceptanceContract,
  startAcceptanceContract,
  updateAcceptanceContract,
} from '@wb/shared/warehouse/acceptance.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { acceptancesSource } from './acceptance.list';
import * as acceptances from './acceptance.service';

/** /warehouse/acceptance: acceptances from suppliers and factories (docs/domain.md#own-warehouse). */
export async function acceptanceRoutes(app: FastifyInstance) {
  const company = (request: Parameters<typeof requireTenant>[0]) =>
    requireTenant(request).companyId;
  registerList(app, acceptancesList, acceptancesSource);

  route(app, getAcceptanceContract, async (request) =>
    acceptances.getAcceptance(app.db.db, company(request), request.params.id),
  );
  route(app, createAcceptanceContract, async (request) =>
    acceptances.createAcceptance(app.db, company(request), request.body, auditContextOf(request)),
  );
  route(app, updateAcceptanceContract, async (request) =>
    acceptances.updateAcceptance(
      app.db,
      company(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, startAcceptanceContract, async (request) =>
    acceptances.startAcceptance(
      app.db,
      company(request),
      request.params.id,
      auditContextOf(request),
    ),
  );
  route(app, scanAcceptanceContract, async (request) =>
    acceptances.scanAcceptance(
      app.db,
      company(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, countAcceptanceContract, async (request) =>
    acceptances.setCount(
      app.db,
      company(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, completeAcceptanceContract, async (request) =>
    acceptances.completeAcceptance(
      app.db,
      company(request),
      request.params.id,
      auditContextOf(request),
    ),
  );
  route(app, cancelAcceptanceContract, async (request) =>
    acceptances.cancelAcceptance(
      app.db,
      company(request),
      request.params.id,
      auditContextOf(request),
    ),
  );
}
