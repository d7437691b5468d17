/** The notifications area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import { notificationsBackground } from './notifications.background';
import { notificationRoutes } from './notifications.routes';
import * as notificationsSchema from './notifications.schema';
import './nps-import.task';

export const notificationsModule: ModuleManifest<AppContext> = {
  name: 'notifications',
  // Where a survey recipient answers: the web's /feedback/<token> page, a whole address (the link
  // travels in an e-mail, SMS or WhatsApp message).
  routes: (ctx) =>
    notificationRoutes(ctx.database.db, {
      feedbackUrl: (token) => `${ctx.config.publicUrl}/feedback/${token}`,
      now: ctx.clock,
      surveyLinkDays: ctx.config.surveyLinkDays,
      surveyCorrectionHours: ctx.config.surveyCorrectionHours,
      demo: ctx.config.demo,
    }),
  background: (ctx) => notificationsBackground(ctx.database.db, { channels: ctx.channels, now: ctx.clock }),
  tables: tablesOf(notificationsSchema),
};
