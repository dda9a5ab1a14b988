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
import { audit, auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
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
    async (request) => {
      const { companyId } = requireTenant(request);
      return db.transaction(async (tx) => {
        const after = await tags.createTag(tx, deps, companyId, request.body);
        await audit(tx, auditContextOf(request), {
          action: 'tag.created',
          entity: 'tag',
          entityId: after.id,
          after,
        });
        return after;
      });
    },
    WB_CALLS,
  );
  route(
    app,
    updateTagContract,
    async (request) => {
      const { companyId } = requireTenant(request);
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const before = await tags.tagOf(tx, companyId, id);
        const after = await tags.updateTag(tx, deps, companyId, id, request.body);
        await audit(tx, auditContextOf(request), {
          action: 'tag.updated',
          entity: 'tag',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
    WB_CALLS,
  );
  route(
    app,
    deleteTagContract,
    async (request) => {
      const { companyId } = requireTenant(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const before = await tags.tagOf(tx, companyId, id);
        await tags.deleteTag(tx, deps, companyId, id);
        await audit(tx, auditContextOf(request), {
          action: 'tag.deleted',
          entity: 'tag',
          entityId: id,
          before,
        });
      });
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
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const result = await tags.linkTag(tx, deps, companyId, id, request.body);
        // What was asked and what happened (cards WB refused stay as they were).
        await audit(tx, auditContextOf(request), {
          action: 'tag.products_changed',
          entity: 'tag',
          entityId: id,
          after: { ...request.body, ...result },
        });
        return result;
      });
    },
    WB_CALLS,
  );
}
