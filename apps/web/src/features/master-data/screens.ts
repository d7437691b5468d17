import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/master-data',
    page: lazy(() => import('./master-data-page').then((m) => ({ default: m.MasterDataPage }))),
  },
  {
    route: '/nps-imports',
    page: lazy(() => import('./task-type-page').then((m) => ({ default: m.NpsImportsPage }))),
  },
];
