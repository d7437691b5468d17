import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/consignments',
    page: lazy(() =>
      import('./consignment-list-page').then((m) => ({
        default: m.ConsignmentListPage,
      })),
    ),
  },
  {
    route: '/consignments/:key',
    page: lazy(() =>
      import('./consignment-detail-page').then((m) => ({
        default: m.ConsignmentDetailPage,
      })),
    ),
  },
];
