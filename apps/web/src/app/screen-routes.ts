import { createContext, useContext } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The addresses of the built screens, in the entry: the router needs them to tell a screen that
 * wants a session from an unknown address, and the sign-in page to tell where it may return. The
 * pages themselves (./screens.ts, one lazily loaded chunk each) are known to the shell's side only,
 * so /login does not carry their import table. A route here without its page in ./screens.ts fails
 * a test; a page there without its route here fails the type check.
 */
export const SCREEN_ROUTES = [
  '/my-profile',
  '/auth-management',
  '/roles-dashboard',
  '/hr-portal',
  '/permission-groups',
  '/permissions',
  '/resources',
  '/manage-reports',
  '/sales-order',
  '/sales-order/create',
  '/sales-order/import',
  '/sales-order/:key',
  '/purchase-order',
  '/purchase-order/:key',
  '/buyer',
  '/buyer/:id',
  '/buyer/:id/credit-limits',
  '/buyer-entity',
  '/seller-profiles',
  '/seller-profiles/:id',
  '/warehouses',
  '/warehouses/:id',
  '/transporter-master',
  '/credit-memo',
  '/credit-memo/:leadKey',
  '/buyer-entity/list',
  '/buyer-entity/:entityKey',
  '/approval-center',
  '/invoices',
  '/invoices/:id',
  '/consignments',
  '/consignments/:key',
  '/notifications',
  '/notifications-management-console',
  '/campaign',
  '/master-data',
  '/nps-imports',
  '/rfq',
  '/rfq/:key',
  '/rfq-enquiries',
  '/quotations',
  '/seller-enquiries',
  '/seller-enquiries/:key',
  '/rfq-enquiries/new',
  '/rfq-enquiries/upload',
  '/discover-price',
  '/share-price',
  '/automate-quotation',
] as const;

export type ScreenRoute = (typeof SCREEN_ROUTES)[number];

/** A screen: its address (a menu entry's, or a detail form with `/:id`) and its page. */
export interface ScreenRegistration {
  /** The address of the menu entry, e.g. '/sales-order'; detail screens may add `/:id` forms. */
  route: `/${string}`;
  page: LazyExoticComponent<ComponentType>;
  /**
   * Any signed-in user may open it, whatever its menu link needs: the page shows each user their
   * own part (their requests, their profile) and its tabs check their own permissions.
   */
  everyone?: true;
}

export function builtRoutes(routes: readonly string[] = SCREEN_ROUTES): ReadonlySet<string> {
  return new Set(routes);
}

const BuiltRoutesContext = createContext<ReadonlySet<string>>(builtRoutes());

/** The router tells the shell which screens it mounted, so the menu and the routes always agree. */
export const BuiltRoutesProvider = BuiltRoutesContext.Provider;

export function useBuiltRoutes(): ReadonlySet<string> {
  return useContext(BuiltRoutesContext);
}
