import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-client';
import { useErrorToast } from '../../lib/use-error-toast';
import { storeTokenSet } from '../identity/token-set';
import { useSession } from '../session/session-context';

/** While the session acts as another user, says so and offers the way back (issue 4). */
export function ActAsBanner() {
  const { t } = useTranslation();
  const { user, reload } = useSession();
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);
  if (!user?.actor) return null;

  const switchBack = async () => {
    setBusy(true);
    try {
      if (storeTokenSet(await apiPost('/auth/act-as/stop'))) reload();
      else showError(null, t('shell.actAs.switchBackFailed'));
    } catch (error) {
      showError(error, t('shell.actAs.switchBackFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void switchBack()}>
          {t('shell.actAs.switchBack')}
        </Button>
      }
    >
      {t('shell.actAs.banner', { name: user.displayName, actor: user.actor.displayName })}
    </Alert>
  );
}
