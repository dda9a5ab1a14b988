import {
  importStatementContract,
  previewStatementContract,
} from '@wb/shared/finances/statements.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../../plugins/contracts';
import { auditContextOf } from '../../audit/audit.service';
import { requireTenant } from '../../auth/session.plugin';
import { importStatement, previewStatement } from './statements.service';

/** /finances/transactions: the bank statement import (preview, then import). */
export async function statementsRoutes(app: FastifyInstance) {
  route(app, previewStatementContract, async (request) => {
    const { file, ...fields } = request.body;
    return previewStatement(app.db.db, requireTenant(request).companyId, file, fields);
  });
  route(app, importStatementContract, async (request) => {
    const { file, ...fields } = request.body;
    return importStatement(
      app.db,
      requireTenant(request).companyId,
      file,
      fields,
      auditContextOf(request),
    );
  });
}
