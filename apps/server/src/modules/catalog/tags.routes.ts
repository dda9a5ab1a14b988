import {
  createTagContract,
  deleteTagContract,
  linkTagContract,
  listTagProductsContract,
  listTagsContract,
  tagCandidatesContract,
  updateTagContract,
} from '@wb/shared/catalog/tags.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { requireTenant } from '../auth/session.plugin';
import * as tags from './tags.service';

/** Changes of WB tags call WB: at most 60 a minute per caller. */
const WB_CALLS = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** /products/tags: the company's tags, their products, and the push of WB tags to WB. */
export async function tagsRoutes(app: FastifyInstance) {
  const deps = { config: app.config, database: app.db, queue: app.queue };
  const db = app.db.db;
  route(app, listTagsContract, async (request) =>
    tags.listTags(db, requireTenant(request).companyId),
  );
  route(
    app,
    createTagContract,
    async (request) => {
      const { companyId } = requireTenant(request);
      return db.transaction((tx) => tags.createTag(tx, deps, companyId, request.body));
    },
    WB_CALLS,
  );
  route(
    app,
    updateTagContract,
    async (request) => {
      const { companyId } = requireTenant(request);
      return db.transaction((tx) =>
        tags.updateTag(tx, deps, companyId, request.params.id, request.body),
      );
    },
    WB_CALLS,
  );
  route(
    app,
    deleteTagContract,
    async (request) => {
      const { companyId } = requireTenant(request);
      await db.transaction((tx) => tags.deleteTag(tx, deps, companyId, request.params.id));
    },
    WB_CALLS,
  );
  route(app, listTagProductsContract, async (request) =>
    tags.tagProducts(db, requireTenant(request).companyId, request.params.id, request.query),
  );
  route(app, tagCandidatesContract, async (request) =>
    tags.tagCandidates(db, requireTenant(request).companyId, request.params.id, request.query.q),
  );
  route(
    app,
    linkTagContract,
    async (request) => {
      const { companyId } = requireTenant(request);
      return db.transaction((tx) =>
        tags.linkTag(tx, deps, companyId, request.params.id, request.body),
      );
    },
    WB_CALLS,
  );
}
