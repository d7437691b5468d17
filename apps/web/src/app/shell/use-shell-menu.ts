import {
  ADMIN_MENU,
  type Menu,
  activeMenuEntry,
  visibleMenu,
  landingKindFor,
  SELLER_MENU,
  SELLER_SHORT_MENU,
} from '@dom/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { businessUnitChoicesFor } from '../business-unit/business-unit-choices';
import { useBuiltRoutes } from '../screen-routes';
import { type SessionUser, useSession } from '../session/session-context';
import type { BusinessUnitChoice } from './business-unit-switch';
import type { ShellMenu } from './menu-model';

/** Sellers get the seller portal's menu (corporate sellers its short form); everyone else the admin menu. */
export function menuFor(roles: readonly string[], options: { corporate?: boolean } = {}): Menu {
  const kind = landingKindFor(roles, options);
  if (kind === 'seller') return SELLER_MENU;
  if (kind === 'corporateSeller') return SELLER_SHORT_MENU;
  return ADMIN_MENU;
}

/**
 * The menu a user sees: entries they hold the permission for and whose screen is built, with
 * translated labels, and where the current address sits in it (its first path segment).
 */
export function buildShellMenu(
  menu: Menu,
  user: Pick<SessionUser, 'permissions'>,
  built: ReadonlySet<string>,
  pathname: string,
  t: TFunction,
): ShellMenu {
  const groups = visibleMenu(menu, user.permissions, built);
  const active = activeMenuEntry(groups, pathname);
  return {
    groups: groups.map((group) => ({
      id: group.id,
      label: t(group.labelKey),
      items: group.entries.map((entry) => ({ route: entry.route, label: t(entry.labelKey) })),
    })),
    active: { groupId: active?.group.id ?? null, route: active?.entry.route ?? null },
  };
}

export function useShellMenu(): ShellMenu {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const built = useBuiltRoutes();
  return useMemo(() => {
    if (!user) return { groups: [], active: { groupId: null, route: null } };
    return buildShellMenu(menuFor(user.roles), user, built, pathname, t);
  }, [user, pathname, t, built]);
}

export function useBusinessUnitChoices(): BusinessUnitChoice[] {
  const units = useSession().user?.businessUnits;
  return useMemo(() => businessUnitChoicesFor(units), [units]);
}
