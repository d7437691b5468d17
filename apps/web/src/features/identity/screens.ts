import { lazy } from 'react';
import type { ScreenRegistration } from '../../app/screen-routes';
import type { ROUTES } from './routes';

/**
 * This area's screens: each address of ./routes.ts with its page, a chunk of its own (the shell
 * collects every area's, ../../app/screens.ts).
 */
export const SCREENS: readonly (ScreenRegistration & { route: (typeof ROUTES)[number] })[] = [
  {
    route: '/my-profile',
    everyone: true,
    page: lazy(() => import('./my-profile-page').then((m) => ({ default: m.MyProfilePage }))),
  },
  {
    route: '/auth-management',
    everyone: true,
    page: lazy(() => import('./auth-management-page').then((m) => ({ default: m.AuthManagementPage }))),
  },
  {
    route: '/roles-dashboard',
    page: lazy(() => import('./roles-dashboard-page').then((m) => ({ default: m.RolesDashboardPage }))),
  },
  {
    route: '/hr-portal',
    page: lazy(() => import('./hr-portal-page').then((m) => ({ default: m.HrPortalPage }))),
  },
  {
    route: '/permission-groups',
    page: lazy(() =>
      import('./permission-groups-page').then((m) => ({
        default: m.PermissionGroupsPage,
      })),
    ),
  },
  {
    route: '/permissions',
    page: lazy(() => import('./permissions-page').then((m) => ({ default: m.PermissionsPage }))),
  },
  {
    route: '/resources',
    page: lazy(() => import('./resources-page').then((m) => ({ default: m.ResourcesPage }))),
  },
  {
    route: '/manage-reports',
    page: lazy(() => import('./manage-reports-page').then((m) => ({ default: m.ManageReportsPage }))),
  },
];
