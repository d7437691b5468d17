import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { savedViews } from './preferences.schema';

export type SavedViewRow = typeof savedViews.$inferSelect;

/** The user's views of one list, by name. */
export function listSavedViews(db: DbOrTx, userId: string, listId: string): Promise<SavedViewRow[]> {
  return db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.listId, listId)))
    .orderBy(asc(savedViews.name));
}

export async function countSavedViews(db: DbOrTx, userId: string, listId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.listId, listId)));
  return toCount(row?.n);
}

export async function findSavedViewByName(
  db: DbOrTx,
  userId: string,
  listId: string,
  name: string,
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.listId, listId), eq(savedViews.name, name)));
  return row;
}

export async function insertSavedView(
  db: DbOrTx,
  row: Pick<SavedViewRow, 'userId' | 'listId' | 'name' | 'query'>,
): Promise<SavedViewRow> {
  const [inserted] = await db.insert(savedViews).values(row).returning();
  if (!inserted) throw new Error('saved view not inserted');
  return inserted;
}

/** Deletes the user's own view; false when no such view is theirs. */
export async function deleteSavedView(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}
