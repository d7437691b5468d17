import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { createI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const i18n = createI18n();
const router = createBrowserRouter(createRoutes());

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
