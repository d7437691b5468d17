import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { errorToastMessage } from '../../lib/use-error-toast';

/** A query's loading skeleton or its failure in plain words (the server's message, else the fallback). */
export function QueryStatus({
  pending,
  error,
  fallback,
  height = 120,
}: {
  pending: boolean;
  error: unknown;
  fallback: string;
  height?: number;
}) {
  const { t } = useTranslation();
  if (error) return <Alert severity="error">{errorToastMessage(t, error, fallback)}</Alert>;
  if (pending) return <Skeleton variant="rounded" height={height} />;
  return null;
}
