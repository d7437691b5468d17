import { SAVED_VIEWS_PER_LIST, type SavedView, type SavedViewCreate } from '@dom/contract';
import type { Db, Tx } from '../../platform/db/database';
import type { Caller } from '../../platform/caller';
import { AppError, notFound } from '../../platform/errors';
import {
  type SavedViewRow,
  countSavedViews,
  deleteSavedView,
  findSavedViewByName,
  insertSavedView,
  listSavedViews,
} from './preferences.repo';

const present = (row: SavedViewRow): SavedView => ({
  id: row.id,
  listId: row.listId,
  name: row.name,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
});

/** Drops a leading `?` and the pager's parameters: a view is filters (and sort), not a page. */
export function viewQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const key of [...params.keys()]) {
    if (key === 'page' || key === 'cursor' || key.endsWith('-page') || key.endsWith('-cursor'))
      params.delete(key);
  }
  return params.toString();
}

export function preferencesService(db: Db) {
  return {
    async list(caller: Caller, listId: string): Promise<SavedView[]> {
      return (await listSavedViews(db, caller.userId, listId)).map(present);
    },

    /** Saves a view in the request's transaction (the name and the count checked in it). */
    async create(tx: Tx, caller: Caller, input: SavedViewCreate): Promise<SavedView> {
      if (await findSavedViewByName(tx, caller.userId, input.listId, input.name)) {
        throw new AppError(
          'SAVED_VIEW_NAME_TAKEN',
          'A view with this name already exists',
          {
            fields: [{ field: 'name', message: 'A view with this name already exists' }],
          },
          409,
        );
      }
      if ((await countSavedViews(tx, caller.userId, input.listId)) >= SAVED_VIEWS_PER_LIST) {
        throw new AppError(
          'SAVED_VIEWS_FULL',
          `At most ${SAVED_VIEWS_PER_LIST} views per list`,
          undefined,
          409,
        );
      }
      const row = await insertSavedView(tx, {
        userId: caller.userId,
        listId: input.listId,
        name: input.name,
        query: viewQuery(input.query),
      });
      return present(row);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await deleteSavedView(db, caller.userId, id))) throw notFound('Saved view');
    },
  };
}
