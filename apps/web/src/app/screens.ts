import { type ComponentType, type LazyExoticComponent, createContext, useContext } from 'react';

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

export const SCREENS: readonly ScreenRegistration[] = [];

export function builtRoutes(screens: readonly ScreenRegistration[] = SCREENS): ReadonlySet<string> {
  return new Set(screens.map((screen) => screen.route));
}

const BuiltRoutesContext = createContext<ReadonlySet<string>>(builtRoutes());

/** The router tells the shell which screens it mounted, so the menu and the routes always agree. */
export const BuiltRoutesProvider = BuiltRoutesContext.Provider;

export function useBuiltRoutes(): ReadonlySet<string> {
  return useContext(BuiltRoutesContext);
}
