import { ADMIN_MENU, SELLER_MENU, SELLER_SHORT_MENU, maySeeScreen } from '@dom/domain';
import { createElement, lazy } from 'react';
import { NoAccessPage } from './pages/no-access-page';
import { useSession } from './session/session-context';
import type { ScreenRegistration, ScreenRoute } from './screen-routes';

export type { ScreenRegistration } from './screen-routes';

/**
 * The screens that exist. A menu entry appears only once its route is registered here (and its
 * address in ./screen-routes.ts), so the product never shows a link to a page that is not built.
 * Each page is its own chunk; this table is loaded with the shell, never by /login.
 *
 *   { route: '/sales-order', page: lazy(() => import('../features/orders/order-list-page')) }
 */
export const SCREENS: readonly (ScreenRegistration & { route: ScreenRoute })[] = [
  {
    route: '/my-profile',
    everyone: true,
    page: lazy(() =>
      import('../features/identity/my-profile-page').then((m) => ({ default: m.MyProfilePage })),
    ),
  },
  {
    route: '/auth-management',
    everyone: true,
    page: lazy(() =>
      import('../features/identity/auth-management-page').then((m) => ({ default: m.AuthManagementPage })),
    ),
  },
  {
    route: '/roles-dashboard',
    page: lazy(() =>
      import('../features/identity/roles-dashboard-page').then((m) => ({ default: m.RolesDashboardPage })),
    ),
  },
  {
    route: '/hr-portal',
    page: lazy(() =>
      import('../features/identity/hr-portal-page').then((m) => ({ default: m.HrPortalPage })),
    ),
  },
  {
    route: '/permission-groups',
    page: lazy(() =>
      import('../features/identity/permission-groups-page').then((m) => ({
        default: m.PermissionGroupsPage,
      })),
    ),
  },
  {
    route: '/permissions',
    page: lazy(() =>
      import('../features/identity/permissions-page').then((m) => ({ default: m.PermissionsPage })),
    ),
  },
  {
    route: '/resources',
    page: lazy(() =>
      import('../features/identity/resources-page').then((m) => ({ default: m.ResourcesPage })),
    ),
  },
  {
    route: '/manage-reports',
    page: lazy(() =>
      import('../features/identity/manage-reports-page').then((m) => ({ default: m.ManageReportsPage })),
    ),
  },
  {
    route: '/sales-order',
    page: lazy(() =>
      import('../features/orders/sales-order-list-page').then((m) => ({ default: m.SalesOrderListPage })),
    ),
  },
  {
    route: '/sales-order/create',
    page: lazy(() =>
      import('../features/orders/create-order-page').then((m) => ({ default: m.CreateOrderPage })),
    ),
  },
  {
    route: '/sales-order/import',
    page: lazy(() =>
      import('../features/orders/import-orders-page').then((m) => ({ default: m.ImportOrdersPage })),
    ),
  },
  {
    route: '/sales-order/:key',
    page: lazy(() => import('./pages/order-detail-screen').then((m) => ({ default: m.OrderDetailScreen }))),
  },
  {
    route: '/purchase-order',
    page: lazy(() =>
      import('../features/orders/purchase-order-list-page').then((m) => ({
        default: m.PurchaseOrderListPage,
      })),
    ),
  },
  {
    route: '/purchase-order/:key',
    page: lazy(() =>
      import('../features/orders/purchase-order-detail-page').then((m) => ({
        default: m.PurchaseOrderDetailPage,
      })),
    ),
  },
  {
    route: '/buyer',
    page: lazy(() =>
      import('../features/parties/buyer-list-page').then((m) => ({ default: m.BuyerListPage })),
    ),
  },
  {
    route: '/buyer/:id',
    page: lazy(() => import('./pages/buyer-profile-screen').then((m) => ({ default: m.BuyerProfileScreen }))),
  },
  {
    route: '/buyer/:id/credit-limits',
    page: lazy(() =>
      import('../features/credit-limits/credit-limits-page').then((m) => ({ default: m.CreditLimitsPage })),
    ),
  },
  {
    route: '/buyer-entity',
    page: lazy(() =>
      import('../features/parties/buyer-entity-page').then((m) => ({ default: m.BuyerEntityPage })),
    ),
  },
  {
    route: '/seller-profiles',
    page: lazy(() =>
      import('../features/parties/seller-list-page').then((m) => ({ default: m.SellerListPage })),
    ),
  },
  {
    route: '/seller-profiles/:id',
    page: lazy(() =>
      import('../features/parties/seller-profile-page').then((m) => ({ default: m.SellerProfilePage })),
    ),
  },
  {
    route: '/warehouses',
    page: lazy(() =>
      import('../features/parties/warehouse-pages').then((m) => ({ default: m.WarehouseListPage })),
    ),
  },
  {
    route: '/warehouses/:id',
    page: lazy(() =>
      import('../features/parties/warehouse-pages').then((m) => ({ default: m.WarehouseDetailPage })),
    ),
  },
  {
    route: '/transporter-master',
    page: lazy(() =>
      import('../features/parties/transporter-master-page').then((m) => ({
        default: m.TransporterMasterPage,
      })),
    ),
  },
  {
    route: '/credit-memo',
    page: lazy(() =>
      import('../features/credit-leads/credit-lead-list-page').then((m) => ({
        default: m.CreditLeadListPage,
      })),
    ),
  },
  {
    route: '/credit-memo/:leadKey',
    page: lazy(() =>
      import('../features/credit-leads/credit-lead-detail-page').then((m) => ({
        default: m.CreditLeadDetailPage,
      })),
    ),
  },
  {
    route: '/buyer-entity/list',
    page: lazy(() =>
      import('../features/credit-leads/buyer-entity-pages').then((m) => ({ default: m.BuyerEntityListPage })),
    ),
  },
  {
    route: '/buyer-entity/:entityKey',
    page: lazy(() =>
      import('../features/credit-leads/buyer-entity-pages').then((m) => ({
        default: m.BuyerEntityDetailPage,
      })),
    ),
  },
  {
    route: '/approval-center',
    page: lazy(() =>
      import('../features/approvals/approval-center-page').then((m) => ({ default: m.ApprovalCenterPage })),
    ),
  },
  {
    route: '/invoices',
    page: lazy(() =>
      import('../features/credit/seller-invoices-page').then((m) => ({ default: m.SellerInvoicesPage })),
    ),
  },
  {
    route: '/invoices/:id',
    page: lazy(() =>
      import('../features/credit/seller-invoices-page').then((m) => ({ default: m.SellerInvoiceDetailPage })),
    ),
  },
  {
    route: '/consignments',
    page: lazy(() =>
      import('../features/consignments/consignment-list-page').then((m) => ({
        default: m.ConsignmentListPage,
      })),
    ),
  },
  {
    route: '/consignments/:key',
    page: lazy(() =>
      import('../features/consignments/consignment-detail-page').then((m) => ({
        default: m.ConsignmentDetailPage,
      })),
    ),
  },
  {
    route: '/notifications',
    page: lazy(() =>
      import('../features/notifications/notification-logs-page').then((m) => ({
        default: m.NotificationLogsPage,
      })),
    ),
  },
  {
    route: '/notifications-management-console',
    page: lazy(() =>
      import('../features/notifications/templates-page').then((m) => ({
        default: m.NotificationTemplatesPage,
      })),
    ),
  },
  {
    route: '/campaign',
    page: lazy(() =>
      import('../features/notifications/campaigns-page').then((m) => ({ default: m.CampaignsPage })),
    ),
  },
  {
    route: '/master-data',
    page: lazy(() =>
      import('../features/master-data/master-data-page').then((m) => ({ default: m.MasterDataPage })),
    ),
  },
  {
    route: '/nps-imports',
    page: lazy(() =>
      import('../features/master-data/task-type-page').then((m) => ({ default: m.NpsImportsPage })),
    ),
  },
  {
    route: '/rfq',
    page: lazy(() => import('../features/rfq/rfq-list-page').then((m) => ({ default: m.RfqListPage }))),
  },
  {
    route: '/rfq/:key',
    page: lazy(() => import('../features/rfq/rfq-detail-page').then((m) => ({ default: m.RfqDetailPage }))),
  },
  {
    route: '/rfq-enquiries',
    page: lazy(() =>
      import('../features/rfq/rfq-enquiries-page').then((m) => ({ default: m.RfqEnquiriesPage })),
    ),
  },
  {
    route: '/quotations',
    page: lazy(() => import('../features/rfq/quotations-page').then((m) => ({ default: m.QuotationsPage }))),
  },
  {
    route: '/seller-enquiries',
    page: lazy(() =>
      import('../features/rfq/seller-enquiries-page').then((m) => ({ default: m.SellerEnquiriesPage })),
    ),
  },
  {
    route: '/seller-enquiries/:key',
    page: lazy(() =>
      import('../features/rfq/seller-enquiry-page').then((m) => ({ default: m.SellerEnquiryPage })),
    ),
  },
  {
    route: '/rfq-enquiries/new',
    page: lazy(() =>
      import('../features/rfq/enquiry-wizard-page').then((m) => ({ default: m.EnquiryWizardPage })),
    ),
  },
  {
    route: '/rfq-enquiries/upload',
    page: lazy(() => import('./pages/rfq-upload-screen').then((m) => ({ default: m.RfqUploadScreen }))),
  },
  {
    route: '/discover-price',
    page: lazy(() =>
      import('../features/pricing/discover-price-page').then((m) => ({ default: m.DiscoverPricePage })),
    ),
  },
  {
    route: '/share-price',
    page: lazy(() =>
      import('../features/pricing/share-price-page').then((m) => ({ default: m.SharePricePage })),
    ),
  },
  {
    route: '/automate-quotation',
    page: lazy(() =>
      import('../features/pricing/automate-quotation-page').then((m) => ({
        default: m.AutomateQuotationPage,
      })),
    ),
  },
];

const PAGES = new Map(SCREENS.map((screen) => [screen.route, screen.page]));
const FOR_EVERYONE = new Set(SCREENS.filter((screen) => screen.everyone).map((screen) => screen.route));

/** Every menu: a screen's permission is its menu entry's, in whichever menu lists it. */
const MENUS = [ADMIN_MENU, SELLER_MENU, SELLER_SHORT_MENU];

/**
 * The page registered for a route: the router's element for every built screen; a clear no-access
 * page instead when the user holds none of the permissions its menu entry needs (unless the screen
 * is open to everyone signed in: /my-profile and /auth-management show each user their own part).
 */
export function RegisteredScreen({ route }: { route: ScreenRoute }) {
  const { user } = useSession();
  const page = PAGES.get(route);
  // Menu screens only: a record's page (`/rfq/:rfqKey`) is opened from the screens that list it,
  // by roles whose menus may not link the list (cm works an RFQ from the enquiries); its calls
  // are refused by the server where the caller may not see the record.
  const menuScreen = !route.includes('/:');
  if (user && menuScreen && !FOR_EVERYONE.has(route) && !maySeeScreen(MENUS, route, user.permissions))
    return createElement(NoAccessPage);
  return page ? createElement(page) : null;
}
