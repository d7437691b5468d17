import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../components/notifications/notifications-context';
import { configureAuthHooks } from '../../lib/api-client';
import { useSession } from '../session/session-context';

/**
 * When the session cannot be renewed: 'Your session has expired. Please log in again.', the
 * session forgotten, and the user sent to '/' (which leads to sign-in). Said once, however many
 * calls were waiting.
 */
export function SessionExpiryBridge() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { signOut, user } = useSession();
  const signedIn = useRef(user !== null);
  useEffect(() => {
    signedIn.current = user !== null;
  }, [user]);

  useEffect(() => {
    configureAuthHooks({
      onSessionExpired: () => {
        const wasSignedIn = signedIn.current;
        signedIn.current = false;
        signOut();
        if (!wasSignedIn) return;
        notify.error(t('errors.sessionExpired'));
        void navigate('/', { replace: true });
      },
    });
  }, [signOut, notify, t, navigate]);
  return null;
}
