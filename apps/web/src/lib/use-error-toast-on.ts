import { useEffect } from 'react';
import { useErrorToast } from './use-error-toast';

/** Shows a failed query's error once per error (the server's message, else the fallback). */
export function useErrorToastOn(error: unknown, fallback: string): void {
  const showError = useErrorToast();
  useEffect(() => {
    if (error) showError(error, fallback);
  }, [error, fallback, showError]);
}
