import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/buyer',
    page: lazy(() => import('./buyer-list-page').then((m) => ({ default: m.BuyerListPage }))),
  },
  {
    route: '/buyer-entity',
    page: lazy(() => import('./buyer-entity-page').then((m) => ({ default: m.BuyerEntityPage }))),
  },
  {
    route: '/seller-profiles',
    page: lazy(() => import('./seller-list-page').then((m) => ({ default: m.SellerListPage }))),
  },
  {
    route: '/seller-profiles/:id',
    page: lazy(() => import('./seller-profile-page').then((m) => ({ default: m.SellerProfilePage }))),
  },
  {
    route: '/warehouses',
    page: lazy(() => import('./warehouse-pages').then((m) => ({ default: m.WarehouseListPage }))),
  },
  {
    route: '/warehouses/:id',
    page: lazy(() => import('./warehouse-pages').then((m) => ({ default: m.WarehouseDetailPage }))),
  },
  {
    route: '/transporter-master',
    page: lazy(() =>
      import('./transporter-master-page').then((m) => ({
        default: m.TransporterMasterPage,
      })),
    ),
  },
];
