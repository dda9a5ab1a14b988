import {
  PERSONAL_LIST_RESOURCES,
  type ListResource as ResourceKey,
  type SavedView,
} from '@wb/shared';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { savedViews } from './saved-views.table';

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
  if (!owner.companyId)
    throw new AppError('NO_COMPANY', 'Выберите компанию или создайте новую', 403);
  return owner.companyId;
}

type Row = typeof savedViews.$inferSelect;
type Body = { name: string; state: SavedView['state']; isDefault: boolean };

const toDto = (r: Row): SavedView => ({
  id: r.id,
  resource: r.resource as ResourceKey,
  name: r.name,
  state: r.state as SavedView['state'],
  isDefault: r.isDefault,
  updatedAt: r.updatedAt.toISOString(),
});

/** The user's views of one grid in its scope. */
const ofGrid = (owner: ViewOwner, resource: ResourceKey) => {
  const companyId = scopeOf(owner, resource);
  return and(
    eq(savedViews.userId, owner.userId),
    eq(savedViews.resource, resource),
    companyId ? eq(savedViews.companyId, companyId) : isNull(savedViews.companyId),
  );
};

/** Any of the user's views reachable now: the current company's and the personal grids'. */
const own = (owner: ViewOwner) =>
  and(
    eq(savedViews.userId, owner.userId),
    owner.companyId
      ? or(eq(savedViews.companyId, owner.companyId), isNull(savedViews.companyId))
      : isNull(savedViews.companyId),
  );

export async function listViews(db: Db, owner: ViewOwner, resource: ResourceKey) {
  const rows = await db
    .select()
    .from(savedViews)
    .where(ofGrid(owner, resource))
    .orderBy(asc(savedViews.name));
  return rows.map(toDto);
}

const nameTaken = () => conflict('Вид с таким названием уже есть');

/** Saves a view; making it the default clears the previous default of that grid. */
export async function createView(
  database: Database,
  owner: ViewOwner,
  resource: ResourceKey,
  body: Body,
): Promise<SavedView> {
  const companyId = scopeOf(owner, resource);
  try {
    return await database.db.transaction(async (tx) => {
      if (body.isDefault) {
        await tx.update(savedViews).set({ isDefault: false }).where(ofGrid(owner, resource));
      }
      const [row] = await tx
        .insert(savedViews)
        .values({ userId: owner.userId, companyId, resource, ...body })
        .returning();
      return toDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateView(
  database: Database,
  owner: ViewOwner,
  id: string,
  body: Body,
): Promise<SavedView> {
  try {
    return await database.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(savedViews)
        .where(and(own(owner), eq(savedViews.id, id)))
        .for('update');
      // Someone else's view (or another company's) is answered as missing.
      if (!current) throw notFound('Вид не найден');
      if (body.isDefault) {
        const grid = ofGrid(owner, current.resource as ResourceKey);
        await tx.update(savedViews).set({ isDefault: false }).where(grid);
      }
      const [row] = await tx
        .update(savedViews)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(savedViews.id, id))
        .returning();
      return toDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteView(db: Db, owner: ViewOwner, id: string): Promise<void> {
  const deleted = await db
    .delete(savedViews)
    .where(and(own(owner), eq(savedViews.id, id)))
    .returning({ id: savedViews.id });
  if (deleted.length === 0) throw notFound('Вид не найден');
}
