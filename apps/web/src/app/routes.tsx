import { type ReactNode, Suspense, lazy, useState } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { SessionExpiryBridge } from './identity/session-expiry-bridge';
import { PageLoading, RequireSession } from './require-session';
import { BuiltRoutesProvider, SCREENS, type ScreenRegistration, builtRoutes } from './screens';
import { useSession } from './session/session-context';
import { PublicLayout } from './shell/public-layout';

const LoginPage = lazy(() => import('./login/login-page').then((m) => ({ default: m.LoginPage })));
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));
const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** Unknown addresses: inside the shell for a signed-in user, in the public frame otherwise. */
function NotFoundRoute() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageLoading />;
  if (user) {
    return (
      <Suspended>
        <AppShell>
          <NotFoundPage />
        </AppShell>
      </Suspended>
    );
  }
  return (
    <PublicLayout>
      <Suspended>
        <NotFoundPage />
      </Suspended>
    </PublicLayout>
  );
}

export function createRoutes(screens: readonly ScreenRegistration[] = SCREENS): RouteObject[] {
  const built = builtRoutes(screens);
  return [
    {
      path: '/login',
      element: (
        <BuiltRoutesProvider value={built}>
          <Suspended>
            <LoginPage />
          </Suspended>
        </BuiltRoutesProvider>
      ),
    },
    {
      element: (
        <BuiltRoutesProvider value={built}>
          <RequireSession />
        </BuiltRoutesProvider>
      ),
      children: [
        {
          element: (
            <Suspended>
              <AppShell />
            </Suspended>
          ),
          children: [
            { index: true, element: <HomePage /> },
            ...screens.map(({ route, page: Page }) => ({ path: route, element: <Page /> })),
          ],
        },
      ],
    },
    {
      path: '*',
      element: (
        <BuiltRoutesProvider value={built}>
          <NotFoundRoute />
        </BuiltRoutesProvider>
      ),
    },
  ];
}

/** The app's routes for the declarative router; the table is built once per set of screens. */
export function AppRoutes({ screens = SCREENS }: { screens?: readonly ScreenRegistration[] }) {
  const [routes] = useState(() => createRoutes(screens));
  const element = useRoutes(routes);
  return (
    <>
      <SessionExpiryBridge />
      {element}
    </>
  );
}
