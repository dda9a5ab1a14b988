import {
  createSavedViewContract,
  deleteSavedViewContract,
  listSavedViewsContract,
  updateSavedViewContract,
} from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import * as views from './saved-views.service';

const ownerOf = (request: FastifyRequest): views.ViewOwner => {
  const auth = requireAuth(request);
  return { userId: auth.user.id, companyId: auth.companyId ?? null };
};

/** Saved grid views: each user sees and changes only their own (see `ViewOwner`). */
export async function savedViewsRoutes(app: FastifyInstance) {
  route(app, listSavedViewsContract, async (request) =>
    views.listViews(app.db.db, ownerOf(request), request.query.resource),
  );
  route(app, createSavedViewContract, async (request) => {
    const { resource, ...body } = request.body;
    return views.createView(app.db, ownerOf(request), resource, body, auditContextOf(request));
  });
  route(app, updateSavedViewContract, async (request) =>
    views.updateView(
      app.db,
      ownerOf(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteSavedViewContract, async (request) => {
    await views.deleteView(app.db, ownerOf(request), request.params.id, auditContextOf(request));
  });
}
