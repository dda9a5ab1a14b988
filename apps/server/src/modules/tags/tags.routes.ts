import {
  createTagContract,
  deleteTagContract,
  linkTagContract,
  listTagProductsContract,
  listTagsContract,
  tagCandidatesContract,
  updateTagContract,
} from '@wb/shared/tags/tags.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import * as tagProducts from './tag-products.service';
import * as tags from './tags.service';

/** Changes of WB tags call WB: at most 60 a minute per caller. */
const WB_CALLS = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** /products/tags: the company's tags, their products, and the push of WB tags to WB; every change audited. */
export async function tagsRoutes(app: FastifyInstance) {
  const deps = { config: app.config, database: app.db, queue: app.queue };
  const db = app.db.db;
  route(app, listTagsContract, async (request) =>
    tags.listTags(db, requireTenant(request).companyId),
  );
  route(
    app,
    createTagContract,
    async (request) =>
      tags.createTag(deps, requireTenant(request).companyId, request.body, auditContextOf(request)),
    WB_CALLS,
  );
  route(
    app,
    updateTagContract,
    async (request) =>
      tags.updateTag(
        deps,
        requireTenant(request).companyId,
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    WB_CALLS,
  );
  route(
    app,
    deleteTagContract,
    async (request) => {
      await tags.deleteTag(
        deps,
        requireTenant(request).companyId,
        request.params.id,
        auditContextOf(request),
      );
    },
    WB_CALLS,
  );
  route(app, listTagProductsContract, async (request) =>
    tagProducts.tagProducts(db, requireTenant(request).companyId, request.params.id, request.query),
  );
  route(app, tagCandidatesContract, async (request) =>
    tagProducts.tagCandidates(
      db,
      requireTenant(request).companyId,
      request.params.id,
      request.query.q,
    ),
  );
  route(
    app,
    linkTagContract,
    async (request) =>
      tagProducts.linkTag(
        deps,
        requireTenant(request).companyId,
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    WB_CALLS,
  );
}
