import { lazy } from 'react';
import type { ScreenRegistration } from '../screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/sales-order/:key',
    page: lazy(() => import('./order-detail-screen').then((m) => ({ default: m.OrderDetailScreen }))),
  },
  {
    route: '/buyer/:id',
    page: lazy(() => import('./buyer-profile-screen').then((m) => ({ default: m.BuyerProfileScreen }))),
  },
  {
    route: '/rfq-enquiries/upload',
    page: lazy(() => import('./rfq-upload-screen').then((m) => ({ default: m.RfqUploadScreen }))),
  },
];
