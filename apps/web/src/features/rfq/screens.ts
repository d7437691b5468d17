import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/rfq',
    page: lazy(() => import('./rfq-list-page').then((m) => ({ default: m.RfqListPage }))),
  },
  {
    route: '/rfq/:key',
    page: lazy(() => import('./rfq-detail-page').then((m) => ({ default: m.RfqDetailPage }))),
  },
  {
    route: '/rfq-enquiries',
    page: lazy(() => import('./rfq-enquiries-page').then((m) => ({ default: m.RfqEnquiriesPage }))),
  },
  {
    route: '/quotations',
    page: lazy(() => import('./quotations-page').then((m) => ({ default: m.QuotationsPage }))),
  },
  {
    route: '/seller-enquiries',
    page: lazy(() => import('./seller-enquiries-page').then((m) => ({ default: m.SellerEnquiriesPage }))),
  },
  {
    route: '/seller-enquiries/:key',
    page: lazy(() => import('./seller-enquiry-page').then((m) => ({ default: m.SellerEnquiryPage }))),
  },
  {
    route: '/rfq-enquiries/new',
    page: lazy(() => import('./enquiry-wizard-page').then((m) => ({ default: m.EnquiryWizardPage }))),
  },
];
