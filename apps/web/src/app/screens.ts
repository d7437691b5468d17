import { type ComponentType, type LazyExoticComponent, createContext, lazy, useContext } from 'react';

/**
 * The screens that exist. A menu entry appears only once its route is registered here, so the
 * product never shows a link to a page that is not built. Each page is its own chunk.
 *
 *   { route: '/sales-order', page: lazy(() => import('../features/orders/order-list-page')) }
 */
export interface ScreenRegistration {
  /** The address of the menu entry, e.g. '/sales-order'; detail screens may add `/:id` forms. */
  route: `/${string}`;
  page: LazyExoticComponent<ComponentType>;
}

export const SCREENS: readonly ScreenRegistration[] = [
  {
    route: '/my-profile',
    page: lazy(() =>
      import('../features/identity/my-profile-page').then((m) => ({ default: m.MyProfilePage })),
    ),
  },
  {
    route: '/auth-management',
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
    route: '/sales-order',
    page: lazy(() =>
      import('../features/orders/sales-order-list-page').then((m) => ({ default: m.SalesOrderListPage })),
    ),
  },
  {
    route: '/sales-order/:key',
    page: lazy(() =>
      import('../features/orders/order-detail-page').then((m) => ({ default: m.OrderDetailPage })),
    ),
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
];

export function builtRoutes(screens: readonly ScreenRegistration[] = SCREENS): ReadonlySet<string> {
  return new Set(screens.map((screen) => screen.route));
}

const BuiltRoutesContext = createContext<ReadonlySet<string>>(builtRoutes());

/** The router tells the shell which screens it mounted, so the menu and the routes always agree. */
export const BuiltRoutesProvider = BuiltRoutesContext.Provider;

export function useBuiltRoutes(): ReadonlySet<string> {
  return useContext(BuiltRoutesContext);
}
