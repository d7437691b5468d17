import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorToastMessage } from '../../lib/use-error-toast';

/** A failed action's answer inside its dialog, so the user reads it beside the form. */
export function DialogError({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {errorToastMessage(t, error, fallback ?? t('common.failed'))}
    </Alert>
  );
}
