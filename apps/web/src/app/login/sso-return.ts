import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useErrorToast } from '../../lib/use-error-toast';
import { useSession } from '../session/session-context';
import { exchangeSsoCode } from '../identity/token-calls';

/**
 * The identity provider sends the user back to `/login?code=…&state=…`: the code is exchanged for
 * tokens once, and the code leaves the address either way. Answers true while the exchange runs.
 */
export function useSsoReturn(): boolean {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const showError = useErrorToast();
  const started = useRef(false);
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const [busy, setBusy] = useState(code !== null && state !== null);

  useEffect(() => {
    if (started.current || code === null || state === null) return;
    started.current = true;
    exchangeSsoCode(code, state, params.get('iss'))
      .then(() => session.reload())
      .catch((error: unknown) => {
        showError(error, t('login.ssoFailed'));
        void navigate('/login', { replace: true });
      })
      .finally(() => setBusy(false));
  });
  return busy;
}
