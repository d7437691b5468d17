import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { AppRouter } from '../app/app-router';
import { DataProviders } from '../app/data-providers';
import { createQueryClient } from '../app/query-client';
import type { SessionUser } from '../app/session/session-context';
import type { Language } from '../i18n/languages';
import { createAppHistory } from '../lib/app-history';
import { memoryBackend } from '../lib/history-backends';
import { createTestI18n } from './i18n';

export interface RenderInAppOptions {
  /** Starting address, e.g. '/orders?status=OPEN#lines'. */
  path?: string;
  /** The route pattern the element is mounted at. */
  routePath?: string;
  user?: SessionUser | null;
  language?: Language;
  /** Extra routes, e.g. a target page to check navigation. */
  extraRoutes?: { path: string; element: ReactNode }[];
}

/** Renders inside the real providers and an in-memory history; returns the history to inspect the address. */
export function renderInApp(
  ui: ReactElement,
  options: RenderInAppOptions = {},
  renderOptions?: RenderOptions,
) {
  const { path = '/', routePath = '*', user = null, language = 'en', extraRoutes = [] } = options;
  const i18n = createTestI18n(language);
  const history = createAppHistory(memoryBackend(path));
  const result = render(
    <AppProviders i18n={i18n} loadUser={() => user}>
      <DataProviders client={createQueryClient()}>
        <AppRouter history={history}>
          <Routes>
            {[{ path: routePath, element: ui }, ...extraRoutes].map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </AppRouter>
      </DataProviders>
    </AppProviders>,
    renderOptions,
  );
  return { ...result, history, i18n };
}

export const TEST_USER: SessionUser = {
  username: 'asha.rm',
  displayName: 'Asha Rao',
  roles: ['Admin'],
  permissions: [],
};
