import type { ListResource as ResourceKey, SavedView } from '@wb/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { savedViews } from './saved-views.table';

/** Whose views: the signed-in user in the current company (views are never shared). */
export interface ViewOwner {
  userId: string;
  companyId: string;
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

const own = (owner: ViewOwner) =>
  and(eq(savedViews.userId, owner.userId), eq(savedViews.companyId, owner.companyId));

export async function listViews(db: Db, owner: ViewOwner, resource: ResourceKey) {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(own(owner), eq(savedViews.resource, resource)))
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
  try {
    return await database.db.transaction(async (tx) => {
      if (body.isDefault) {
        await tx
          .update(savedViews)
          .set({ isDefault: false })
          .where(and(own(owner), eq(savedViews.resource, resource)));
      }
      const [row] = await tx
        .insert(savedViews)
        .values({ ...owner, resource, ...body })
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
        await tx
          .update(savedViews)
          .set({ isDefault: false })
          .where(and(own(owner), eq(savedViews.resource, current.resource)));
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
