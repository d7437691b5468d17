import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';

/**
 * Saved views: a user's named filter sets of one list (the list's address query). Rows belong to
 * the user who saved them; nobody else reads them (a view is shared as its link, not as a row).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    listId: text('list_id').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_list_name_idx').on(t.userId, t.listId, t.name),
    index('saved_views_user_list_idx').on(t.userId, t.listId, t.createdAt),
  ],
);
