import {
  PERSONAL_LIST_RESOURCES,
  type ListResource as ResourceKey,
  type SavedView,
} from '@wb/shared';
import type { Database, Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/errors';
import { audit, type AuditContext } from '../audit/audit.service';
import { noCompany, viewNameTaken, viewNotFound } from './saved-views.errors';
import * as repo from './saved-views.repository';

/**
 * Whose views: the signed-in user in the current company (views are never shared); null when
 * the user has none (an administrator), which leaves only the personal grids' views.
 */
export interface ViewOwner {
  userId: string;
  companyId: string | null;
}

const isPersonal = (resource: ResourceKey) => PERSONAL_LIST_RESOURCES.includes(resource);

/** The company a grid's views are kept under: none for a personal grid. */
function scopeOf(owner: ViewOwner, resource: ResourceKey): string | null {
  if (isPersonal(resource)) return null;
  if (!owner.companyId) throw noCompany();
  return owner.companyId;
}

/** The user's views of one grid in its scope. */
const gridOf = (owner: ViewOwner, resource: ResourceKey): repo.GridScope => ({
  userId: owner.userId,
  companyId: scopeOf(owner, resource),
  resource,
});

type Body = { name: string; state: SavedView['state']; isDefault: boolean };

const toDto = (r: repo.SavedViewRow): SavedView => ({
  id: r.id,
  resource: r.resource as ResourceKey,
  name: r.name,
  state: r.state as SavedView['state'],
  isDefault: r.isDefault,
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit log keeps of a view: what its owner chose. */
const auditView = (r: repo.SavedViewRow) => ({
  resource: r.resource,
  name: r.name,
  isDefault: r.isDefault,
  state: r.state,
});

/** One row of a change to a view, under the view's company (none for a personal grid's). */
const auditChange = (
  tx: DbOrTx,
  context: AuditContext,
  action: 'saved_view.created' | 'saved_view.updated' | 'saved_view.deleted',
  row: repo.SavedViewRow,
  change: { before?: repo.SavedViewRow; after?: repo.SavedViewRow },
) =>
  audit(tx, context, {
    action,
    entity: 'saved_view',
    entityId: row.id,
    companyId: row.companyId,
    before: change.before ? auditView(change.before) : null,
    after: change.after ? auditView(change.after) : null,
  });

export async function listViews(db: Db, owner: ViewOwner, resource: ResourceKey) {
  return (await repo.viewsOfGrid(db, gridOf(owner, resource))).map(toDto);
}

/** Saves a view; making it the default clears the previous default of that grid. */
export async function createView(
  database: Database,
  owner: ViewOwner,
  resource: ResourceKey,
  body: Body,
  context: AuditContext,
): Promise<SavedView> {
  const grid = gridOf(owner, resource);
  try {
    return await database.db.transaction(async (tx) => {
      if (body.isDefault) await repo.clearDefault(tx, grid);
      const row = await repo.insertView(tx, grid, body);
      await auditChange(tx, context, 'saved_view.created', row, { after: row });
      return toDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw viewNameTaken();
    throw error;
  }
}

export async function updateView(
  database: Database,
  owner: ViewOwner,
  id: string,
  body: Body,
  context: AuditContext,
): Promise<SavedView> {
  try {
    return await database.db.transaction(async (tx) => {
      const current = await repo.lockView(tx, owner, id);
      // Someone else's view (or another company's) is answered as missing.
      if (!current) throw viewNotFound();
      if (body.isDefault)
        await repo.clearDefault(tx, gridOf(owner, current.resource as ResourceKey));
      const row = await repo.updateView(tx, id, body);
      await auditChange(tx, context, 'saved_view.updated', row, { before: current, after: row });
      return toDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw viewNameTaken();
    throw error;
  }
}

export async function deleteView(
  database: Database,
  owner: ViewOwner,
  id: string,
  context: AuditContext,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const row = await repo.deleteView(tx, owner, id);
    if (!row) throw viewNotFound();
    await auditChange(tx, context, 'saved_view.deleted', row, { before: row });
  });
}
