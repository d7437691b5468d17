/** The notifications area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { notificationsBackground } from './notifications.background';
import { notificationRoutes } from './notifications.routes';
import * as notificationsSchema from './notifications.schema';
import './nps-import.task';

/** Where a survey recipient answers: the web's /feedback/<token> page. */
const feedbackUrl = (token: string) => `/feedback/${token}`;

export const notificationsModule: ModuleManifest<AppContext> = {
  name: 'notifications',
  routes: (ctx) => notificationRoutes(ctx.database.db, { feedbackUrl }),
  background: (ctx) => notificationsBackground(ctx.database.db, { channels: ctx.channels, now: ctx.clock }),
  tables: tablesOf(notificationsSchema),
};
