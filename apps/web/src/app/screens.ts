import { ADMIN_MENU, SELLER_MENU, SELLER_SHORT_MENU, maySeeScreen } from '@dom/domain';
import { createElement } from 'react';
import { NoAccessPage } from './pages/no-access-page';
import { useSession } from './session/session-context';
import type { ScreenRegistration, ScreenRoute } from './screen-routes';

export type { ScreenRegistration } from './screen-routes';

/**
 * The screens that exist: every area's `features/<area>/screens.ts` (and ./pages/screens.ts for the
 * screens that show several areas), each address of its `routes.ts` with its page. A menu entry
 * appears only once its route is registered, so the product never shows a link to a page that is
 * not built. Each page is its own chunk; this table is loaded with the shell, never by /login.
 *
 *   { route: '/sales-order', page: lazy(() => import('./sales-order-list-page')) }
 */
const AREA_SCREENS = import.meta.glob<readonly (ScreenRegistration & { route: ScreenRoute })[]>(
  ['../features/*/screens.ts', './pages/screens.ts'],
  { eager: true, import: 'SCREENS' },
);

/** In the order of ./screen-routes.ts (the files' names, sorted). */
export const SCREENS: readonly (ScreenRegistration & { route: ScreenRoute })[] = Object.keys(AREA_SCREENS)
  .map((file) => [file.replace(/screens\.ts$/, 'routes.ts'), AREA_SCREENS[file] ?? []] as const)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .flatMap(([, screens]) => screens);

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
