import {
  createLogisticsGroupContract,
  deleteLogisticsGroupContract,
  getLogisticsGroupContract,
  updateLogisticsGroupContract,
} from '@wb/shared/transportations/logistics-groups.contract';
import {
  logisticsGroupsList,
  transportationsList,
} from '@wb/shared/transportations/transportations-lists.contract';
import {
  checkAcceptanceContract,
  createSupplyDraftContract,
  createTransportationContract,
  getTransportationContract,
  linkSupplyContract,
  transitionTransportationContract,
  transportationLabelsContract,
  updateTransportationContract,
} from '@wb/shared/transportations/transportations.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as groups from './logistics-groups.service';
import { logisticsGroupsSource, transportationsSource } from './transportations.list';
import * as transportations from './transportations.service';
import { transition } from './transportation-status.service';
import { checkAcceptance, createSupplyDraft, linkSupply } from './wb-supply.service';

const company = (request: FastifyRequest) => requireTenant(request).companyId;

/** /transportations and /logistics-groups (docs/domain.md#transportations), subject `transportation`. */
export async function transportationsRoutes(app: FastifyInstance) {
  registerList(app, transportationsList, transportationsSource);
  registerList(app, logisticsGroupsList, logisticsGroupsSource);

  route(app, getTransportationContract, async (r) =>
    transportations.getTransportation(app.db.db, company(r), r.params.id),
  );
  route(app, createTransportationContract, async (r) =>
    transportations.createTransportation(app.db, company(r), r.body, auditContextOf(r)),
  );
  route(app, updateTransportationContract, async (r) =>
    transportations.updateTransportation(
      app.db,
      company(r),
      r.params.id,
      r.body,
      auditContextOf(r),
    ),
  );
  route(app, transitionTransportationContract, async (r) =>
    transition(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, linkSupplyContract, async (r) =>
    linkSupply(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, createSupplyDraftContract, async (r) =>
    createSupplyDraft(
      { database: app.db, config: app.config },
      company(r),
      r.params.id,
      auditContextOf(r),
    ),
  );
  route(app, checkAcceptanceContract, async (r) =>
    checkAcceptance(app.db, company(r), r.params.id, auditContextOf(r)),
  );
  route(app, transportationLabelsContract, async (r, reply) => {
    const { pdf, name } = await transportations.labels(app.db.db, company(r), r.params.id);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'no-store');
    return pdf as unknown as string;
  });

  route(app, getLogisticsGroupContract, async (r) =>
    groups.getLogisticsGroup(app.db.db, company(r), r.params.id),
  );
  route(app, createLogisticsGroupContract, async (r) =>
    groups.createLogisticsGroup(app.db, company(r), r.body, auditContextOf(r)),
  );
  route(app, updateLogisticsGroupContract, async (r) =>
    groups.updateLogisticsGroup(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, deleteLogisticsGroupContract, async (r) =>
    groups.deleteLogisticsGroup(app.db, company(r), r.params.id, auditContextOf(r)),
  );
}
