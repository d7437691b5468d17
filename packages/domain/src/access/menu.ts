import type { PermissionSet } from '../status/transitions';
import type { Permission } from './permissions';

export interface MenuEntry {
  readonly route: string;
  readonly label: string;
  /** i18n key, e.g. `menu.salesOrder`; entries sharing a key share their English label. */
  readonly labelKey: string;
  readonly permission: Permission;
}

export interface MenuGroup {
  readonly id: string;
  readonly label: string;
  readonly labelKey: string;
  readonly entries: readonly MenuEntry[];
}

export type Menu = readonly MenuGroup[];

export interface ActiveMenuEntry {
  readonly group: MenuGroup;
  readonly entry: MenuEntry;
}

/** `/sales-order` → `salesOrder`, `/recon/latest-run` → `reconLatestRun`, `/region_hierarchy` → `regionHierarchy`. */
export function routeKey(route: string): string {
  const words = route.split(/[/_-]+/).filter((word) => word.length > 0);
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

export function menuEntry(
  route: string,
  label: string,
  permission: Permission,
  labelKey?: string,
): MenuEntry {
  return { route, label, permission, labelKey: labelKey ?? `menu.${routeKey(route)}` };
}

export function menuGroup(id: string, label: string, entries: readonly MenuEntry[]): MenuGroup {
  return { id, label, labelKey: `menu.group.${id}`, entries };
}

function asSet(values: PermissionSet | readonly string[]): ReadonlySet<string> {
  return 'has' in values ? values : new Set(values);
}

/**
 * The menu a user sees: entries whose permission they hold and, when `builtRoutes` is given, whose
 * screen exists in this build. Groups left empty disappear.
 */
export function visibleMenu(
  menu: Menu,
  permissions: PermissionSet,
  builtRoutes?: ReadonlySet<string> | readonly string[],
): MenuGroup[] {
  const held = asSet(permissions);
  const built = builtRoutes === undefined ? null : asSet(builtRoutes);
  return menu
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => held.has(entry.permission) && (built === null || built.has(entry.route)),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}

function pathOnly(pathname: string): string {
  return pathname.split(/[?#]/)[0] ?? '';
}

export function firstPathSegment(pathname: string): string | null {
  return (
    pathOnly(pathname)
      .split('/')
      .find((segment) => segment.length > 0) ?? null
  );
}

/**
 * The active group and item come from the first path segment (doc 1 §2). When several entries
 * share that segment (/recon/latest-run, /recon/summary) the one whose route the path starts
 * with wins; otherwise the first of them.
 */
export function activeMenuEntry(menu: Menu, pathname: string): ActiveMenuEntry | null {
  const segment = firstPathSegment(pathname);
  if (segment === null) return null;
  const path = pathOnly(pathname).replace(/\/+$/, '');
  const candidates = menu.flatMap((group) =>
    group.entries
      .filter((entry) => firstPathSegment(entry.route) === segment)
      .map((entry) => ({ group, entry })),
  );
  const exact = candidates
    .filter(({ entry }) => path === entry.route || path.startsWith(`${entry.route}/`))
    .sort((a, b) => b.entry.route.length - a.entry.route.length);
  return exact[0] ?? candidates[0] ?? null;
}

export function menuRoutes(menu: Menu): string[] {
  return menu.flatMap((group) => group.entries.map((entry) => entry.route));
}

export function menuPermissions(menu: Menu): Permission[] {
  return [...new Set(menu.flatMap((group) => group.entries.map((entry) => entry.permission)))];
}

/**
 * The permissions that open a screen (any one of them): those of the menu entries, in any of
 * `menus`, that the route is (`/quotations`) or lies under (`/sales-order/:key` under
 * `/sales-order`), the longest such entry route winning. Empty for a screen no menu lists (the
 * user's own profile…): the server alone decides there.
 */
export function screenPermissions(menus: readonly Menu[], route: string): Permission[] {
  const path = pathOnly(route).replace(/\/+$/, '');
  const entries = menus.flatMap((menu) =>
    menu.flatMap((group) =>
      group.entries.filter((entry) => path === entry.route || path.startsWith(`${entry.route}/`)),
    ),
  );
  const longest = Math.max(0, ...entries.map((entry) => entry.route.length));
  return [...new Set(entries.filter((entry) => entry.route.length === longest).map((e) => e.permission))];
}

/** Whether the user may open the screen at `route`: they hold one of its permissions, or it has none. */
export function maySeeScreen(
  menus: readonly Menu[],
  route: string,
  permissions: PermissionSet | readonly string[],
): boolean {
  const needed = screenPermissions(menus, route);
  const held = asSet(permissions);
  return needed.length === 0 || needed.some((p) => held.has(p));
}
