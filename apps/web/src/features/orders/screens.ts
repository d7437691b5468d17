import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/sales-order',
    page: lazy(() => import('./sales-order-list-page').then((m) => ({ default: m.SalesOrderListPage }))),
  },
  {
    route: '/sales-order/create',
    page: lazy(() => import('./create-order-page').then((m) => ({ default: m.CreateOrderPage }))),
  },
  {
    route: '/sales-order/import',
    page: lazy(() => import('./import-orders-page').then((m) => ({ default: m.ImportOrdersPage }))),
  },
  {
    route: '/purchase-order',
    page: lazy(() =>
      import('./purchase-order-list-page').then((m) => ({
        default: m.PurchaseOrderListPage,
      })),
    ),
  },
  {
    route: '/purchase-order/:key',
    page: lazy(() =>
      import('./purchase-order-detail-page').then((m) => ({
        default: m.PurchaseOrderDetailPage,
      })),
    ),
  },
];
