import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorToastMessage } from '../../lib/use-error-toast';

/** A failed call's answer beside its form (inside `ActionDialog`, or on a page or tab). */
export function ErrorAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {errorToastMessage(t, error, fallback ?? t('common.failed'))}
    </Alert>
  );
}
