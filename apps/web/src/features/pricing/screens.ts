import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/discover-price',
    page: lazy(() => import('./discover-price-page').then((m) => ({ default: m.DiscoverPricePage }))),
  },
  {
    route: '/share-price',
    page: lazy(() => import('./share-price-page').then((m) => ({ default: m.SharePricePage }))),
  },
  {
    route: '/automate-quotation',
    page: lazy(() =>
      import('./automate-quotation-page').then((m) => ({
        default: m.AutomateQuotationPage,
      })),
    ),
  },
];
