import {
  checkWbTokenContract,
  createWbTokenContract,
  decodeWbTokenContract,
  deleteWbTokenContract,
  exportWbTokensContract,
  listWbTokensContract,
  renameWbTokenContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { wbTokensResource, WB_TOKENS_EXPORT, listTokenPage } from './wb-tokens.list';
import * as tokens from './wb-tokens.service';
import { auditedExport, exportInputOf } from '../audit/audited-export';

/** Adding and checking call WB: at most 30 a minute per caller. */
const WB_CALLS = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function wbTokensRoutes(app: FastifyInstance) {
  const deps = { config: app.config, database: app.db };
  route(app, listWbTokensContract, async (request) =>
    listTokenPage(app.db.db, requireTenant(request).companyId, request.query.list),
  );
  route(app, exportWbTokensContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      wbTokensResource,
      requireTenant(request).companyId,
      WB_TOKENS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, decodeWbTokenContract, async (request) => {
    requireTenant(request);
    return tokens.describeToken(tokens.readToken(request.body.token));
  });
  route(
    app,
    createWbTokenContract,
    async (request) =>
      tokens.createToken(
        deps,
        requireTenant(request).companyId,
        request.body,
        auditContextOf(request),
      ),
    WB_CALLS,
  );
  route(app, renameWbTokenContract, async (request) =>
    tokens.renameToken(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      request.body.name,
      auditContextOf(request),
    ),
  );
  route(
    app,
    checkWbTokenContract,
    async (request) => tokens.checkToken(deps, requireTenant(request).companyId, request.params.id),
    WB_CALLS,
  );
  route(app, deleteWbTokenContract, async (request) => {
    await tokens.deleteToken(
      app.db,
      requireTenant(request).companyId,
      request.params.id,
      auditContextOf(request),
    );
  });
}
