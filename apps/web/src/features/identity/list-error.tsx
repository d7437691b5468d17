import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorToastMessage } from '../../lib/use-error-toast';

/** A list that failed to load says so in plain words, with a way to try again. */
export function ListError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('catalogue.retry')}
        </Button>
      }
    >
      {errorToastMessage(t, error, fallback)}
    </Alert>
  );
}
