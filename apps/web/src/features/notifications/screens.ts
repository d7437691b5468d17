import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/notifications',
    page: lazy(() =>
      import('./notification-logs-page').then((m) => ({
        default: m.NotificationLogsPage,
      })),
    ),
  },
  {
    route: '/notifications-management-console',
    page: lazy(() =>
      import('./templates-page').then((m) => ({
        default: m.NotificationTemplatesPage,
      })),
    ),
  },
  {
    route: '/campaign',
    page: lazy(() => import('./campaigns-page').then((m) => ({ default: m.CampaignsPage }))),
  },
];
