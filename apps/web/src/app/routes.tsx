import { type ReactNode, Suspense, lazy, useState } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { SessionExpiryBridge } from './identity/session-expiry-bridge';
import { PageLoading, RequireSession } from './require-session';
import { BuiltRoutesProvider, SCREEN_ROUTES, type ScreenRegistration, builtRoutes } from './screen-routes';
import { useSession } from './session/session-context';
import { PublicLayout } from './shell/public-layout';

const LoginPage = lazy(() => import('./login/login-page').then((m) => ({ default: m.LoginPage })));
// The screen registry (./screens.ts) loads with the shell, so no page waits for it after the shell.
const AppShell = lazy(() =>
  Promise.all([import('./shell/app-shell'), import('./screens')]).then(([m]) => ({ default: m.AppShell })),
);
const RegisteredScreen = lazy(() => import('./screens').then((m) => ({ default: m.RegisteredScreen })));
const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));
// A survey's answer page, opened from the link in the message without a session.
const FeedbackPage = lazy(() =>
  import('../features/notifications/feedback-page').then((m) => ({ default: m.FeedbackPage })),
);
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

/** The built screens' routes: the given ones (tests), else the registry's, each page loaded when shown. */
function screenRoutes(screens: readonly ScreenRegistration[] | undefined): RouteObject[] {
  if (screens) return screens.map(({ route, page: Page }) => ({ path: route, element: <Page /> }));
  return SCREEN_ROUTES.map((route) => ({ path: route, element: <RegisteredScreen route={route} /> }));
}

export function createRoutes(screens?: readonly ScreenRegistration[]): RouteObject[] {
  const built = builtRoutes(screens ? screens.map((screen) => screen.route) : SCREEN_ROUTES);
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
          children: [{ index: true, element: <HomePage /> }, ...screenRoutes(screens)],
        },
      ],
    },
    {
      path: '/feedback/:token',
      element: (
        <PublicLayout>
          <Suspended>
            <FeedbackPage />
          </Suspended>
        </PublicLayout>
      ),
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
export function AppRoutes({ screens }: { screens?: readonly ScreenRegistration[] }) {
  const [routes] = useState(() => createRoutes(screens));
  const element = useRoutes(routes);
  return (
    <>
      <SessionExpiryBridge />
      {element}
    </>
  );
}
