/** The saved views' SQL: one user's views of one grid, or any of theirs reachable now. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedViews } from './saved-views.table';

export type SavedViewRow = typeof savedViews.$inferSelect;

/** One grid's views of a user, kept under `companyId` (null: a personal grid's). */
export interface GridScope {
  userId: string;
  companyId: string | null;
  resource: string;
}

/** Whose views may be reached now: the current company's (if any) and the personal grids'. */
export interface Reach {
  userId: string;
  companyId: string | null;
}

export interface ViewValues {
  name: string;
  state: Record<string, unknown>;
  isDefault: boolean;
}

const ofGrid = (grid: GridScope) =>
  and(
    eq(savedViews.userId, grid.userId),
    eq(savedViews.resource, grid.resource),
    grid.companyId ? eq(savedViews.companyId, grid.companyId) : isNull(savedViews.companyId),
  );

const reachable = (reach: Reach, id: string) =>
  and(
    eq(savedViews.userId, reach.userId),
    reach.companyId
      ? or(eq(savedViews.companyId, reach.companyId), isNull(savedViews.companyId))
      : isNull(savedViews.companyId),
    eq(savedViews.id, id),
  );

export function viewsOfGrid(db: DbOrTx, grid: GridScope): Promise<SavedViewRow[]> {
  return db.select().from(savedViews).where(ofGrid(grid)).orderBy(asc(savedViews.name));
}

/** One reachable view, its row locked until the transaction ends. */
export async function lockView(
  db: DbOrTx,
  reach: Reach,
  id: string,
): Promise<SavedViewRow | undefined> {
  const [row] = await db.select().from(savedViews).where(reachable(reach, id)).for('update');
  return row;
}

/** The grid has no default view any more. */
export async function clearDefault(db: DbOrTx, grid: GridScope): Promise<void> {
  await db.update(savedViews).set({ isDefault: false }).where(ofGrid(grid));
}

export async function insertView(
  db: DbOrTx,
  grid: GridScope,
  values: ViewValues,
): Promise<SavedViewRow> {
  const [row] = await db
    .insert(savedViews)
    .values({ ...grid, ...values })
    .returning();
  return row!;
}

export async function updateView(
  db: DbOrTx,
  id: string,
  values: ViewValues,
): Promise<SavedViewRow> {
  const [row] = await db
    .update(savedViews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(savedViews.id, id))
    .returning();
  return row!;
}

/** Deletes a reachable view; the deleted row, or undefined when there is none. */
export async function deleteView(
  db: DbOrTx,
  reach: Reach,
  id: string,
): Promise<SavedViewRow | undefined> {
  const [deleted] = await db.delete(savedViews).where(reachable(reach, id)).returning();
  return deleted;
}
