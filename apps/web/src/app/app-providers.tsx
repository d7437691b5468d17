import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { useNotify } from '../components/notifications/notifications-context';
import { isStorageSupported } from '../lib/storage';
import { type LoadSessionUser, SessionProvider } from './session/session-provider';
import { theme } from './theme';

/** Says once, at start, when the browser refuses storage: language and sign-in cannot be kept. */
function StorageNotice() {
  const notify = useNotify();
  const { t } = useTranslation();
  useEffect(() => {
    if (!isStorageSupported()) notify.error(t('errors.storageUnsupported'));
  }, [notify, t]);
  return null;
}

interface AppProvidersProps {
  children: ReactNode;
  i18n: I18n;
  loadUser?: LoadSessionUser;
}

/** What every page needs, signed in or not: language, theme, session and the toasts. */
export function AppProviders({ children, i18n, loadUser }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider loadUser={loadUser}>
          <NotificationsProvider>
            <StorageNotice />
            {children}
          </NotificationsProvider>
        </SessionProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
