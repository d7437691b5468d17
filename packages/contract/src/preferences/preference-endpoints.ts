import { z } from 'zod';
import { endpointsOf } from '../endpoint';

/**
 * A saved view: a named filter set of one list, kept for the user who saved it. The filters are
 * the list's address query (`buyerPONumber=…&orderStates=…`), so a view is also a link anyone may
 * open; only its owner sees it among their views.
 */
export const SavedViewSchema = z.object({
  id: z.string().uuid(),
  /** The list it belongs to, e.g. `orders.sales`. */
  listId: z.string(),
  name: z.string(),
  /** The address query of the list's filters, without `?`. */
  query: z.string(),
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

const LIST_ID = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dot, dash or underscore only');

export const SavedViewListQuerySchema = z.object({ listId: LIST_ID });

export const SavedViewCreateSchema = z.object({
  listId: LIST_ID,
  name: z.string().trim().min(1, 'Name is required').max(60, 'At most 60 characters'),
  query: z.string().max(4000, 'At most 4000 characters'),
});
export type SavedViewCreate = z.infer<typeof SavedViewCreateSchema>;

export const SavedViewParamsSchema = z.object({ viewId: z.string().uuid() });

/** A user keeps at most this many views per list. */
export const SAVED_VIEWS_PER_LIST = 50;

const define = endpointsOf<'SAVED_VIEW_NAME_TAKEN' | 'SAVED_VIEWS_FULL' | 'NOT_FOUND'>();

/** The signed-in user's own preferences: any signed-in user, for their own rows only. */
export const PREFERENCE_ENDPOINTS = {
  savedViews: define({
    id: 'preferences.saved-views',
    method: 'GET',
    path: '/preferences/saved-views',
    access: 'signed-in',
    query: SavedViewListQuerySchema,
    response: z.array(SavedViewSchema),
    summary: "The caller's saved views of one list, by name",
  }),
  createSavedView: define({
    id: 'preferences.create-saved-view',
    method: 'POST',
    path: '/preferences/saved-views',
    access: 'signed-in',
    body: SavedViewCreateSchema,
    response: SavedViewSchema,
    status: 201,
    errors: ['SAVED_VIEW_NAME_TAKEN', 'SAVED_VIEWS_FULL'],
    summary: 'Saves the filters in view under a name, for the caller',
  }),
  deleteSavedView: define({
    id: 'preferences.delete-saved-view',
    method: 'DELETE',
    path: '/preferences/saved-views/:viewId',
    access: 'signed-in',
    params: SavedViewParamsSchema,
    status: 204,
    errors: ['NOT_FOUND'],
    summary: "Deletes one of the caller's saved views (another's answers 404)",
  }),
};
