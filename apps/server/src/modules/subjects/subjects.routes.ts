import {
  exportSubjectsContract,
  listSubjectsContract,
} from '@wb/shared/subjects/subjects.contract';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import * as subjects from './subjects.list';
import { exportInputOf } from '../audit/audited-export';

/** /products/subject: WB subjects with commissions and product counts, and their export. */
export async function subjectsRoutes(app: FastifyInstance) {
  route(app, listSubjectsContract, async (request) =>
    subjects.listSubjects(
      app.db.db,
      requireTenant(request).companyId,
      request.params.scope,
      request.query.list,
    ),
  );
  route(app, exportSubjectsContract, async (request, reply) => {
    const { companyId } = requireTenant(request);
    const input = exportInputOf(request);
    const file = await subjects.exportSubjects(app.db, companyId, request.params.scope, input);
    return sendExport(reply, file);
  });
}
