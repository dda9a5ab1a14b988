import {
  checkWbTokenContract,
  createWbTokenContract,
  decodeWbTokenContract,
  deleteWbTokenContract,
  renameWbTokenContract,
  wbTokensList,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { wbTokensSource } from './wb-tokens.list';
import * as tokens from './wb-tokens.service';

/** Adding and checking call WB: at most 30 a minute per caller. */
const WB_CALLS = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function wbTokensRoutes(app: FastifyInstance) {
  const deps = { config: app.config, database: app.db };
  registerList(app, wbTokensList, wbTokensSource);
  route(app, decodeWbTokenContract, async (request) => {
    requireTenant(request);
    return tokens.decodeToken(request.body.token);
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
