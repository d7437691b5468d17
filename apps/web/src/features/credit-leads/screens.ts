import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/credit-memo',
    page: lazy(() =>
      import('./credit-lead-list-page').then((m) => ({
        default: m.CreditLeadListPage,
      })),
    ),
  },
  {
    route: '/credit-memo/:leadKey',
    page: lazy(() =>
      import('./credit-lead-detail-page').then((m) => ({
        default: m.CreditLeadDetailPage,
      })),
    ),
  },
  {
    route: '/buyer-entity/list',
    page: lazy(() => import('./buyer-entity-pages').then((m) => ({ default: m.BuyerEntityListPage }))),
  },
  {
    route: '/buyer-entity/:entityKey',
    page: lazy(() =>
      import('./buyer-entity-pages').then((m) => ({
        default: m.BuyerEntityDetailPage,
      })),
    ),
  },
];
