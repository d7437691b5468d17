// Hindi and Marathi need a Devanagari face that many machines lack; the font's unicode-range
// subsets mean browsers fetch it only for pages that show Devanagari text.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/500.css';
import '@fontsource/noto-sans-devanagari/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import { installIdentityHooks } from './app/identity/identity-hooks';
import { loadServerSessionUser } from './app/identity/load-session-user';
import { AppRoutes } from './app/routes';
import { loadI18n } from './i18n/i18n';
import { createAppHistory } from './lib/app-history';
import { browserBackend } from './lib/history-backends';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const history = createAppHistory(browserBackend());
installIdentityHooks();

void loadI18n().then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} loadUser={loadServerSessionUser}>
        <AppRouter history={history}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
