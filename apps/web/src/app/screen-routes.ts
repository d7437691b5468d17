import { createContext, useContext } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The addresses of the built screens, in the entry: the router needs them to tell a screen that
 * wants a session from an unknown address, and the sign-in page to tell where it may return. An
 * area declares its own in `features/<area>/routes.ts` (the screens that show several areas, in
 * ./pages/routes.ts), collected here: adding a screen edits no shared file. The pages themselves
 * (each area's `screens.ts`, one lazily loaded chunk each, collected by ./screens.ts) are known to
 * the shell's side only, so /login does not carry their import table. An address without its page
 * fails a test; a page without its address fails the type check.
 */
const AREA_ROUTES = import.meta.glob<readonly `/${string}`[]>(
  ['../features/*/routes.ts', './pages/routes.ts'],
  {
    eager: true,
    import: 'ROUTES',
  },
);

export const SCREEN_ROUTES: readonly `/${string}`[] = Object.keys(AREA_ROUTES)
  .sort()
  .flatMap((file) => AREA_ROUTES[file] ?? []);

export type ScreenRoute = `/${string}`;

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
