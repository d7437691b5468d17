import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/notifications/notifications-context';
import { messageText } from '../i18n/message-text';
import { readApiError } from './api-error';

/**
 * The server's message when it sent one, in the reader's language when it is one of the domain's
 * messages (message-text.ts); otherwise the catalogue's text for 401 and 403, and
 * otherwise the caller's 'Failed to …' fallback (doc 1 §8).
 */
export function errorToastMessage(t: TFunction, error: unknown, fallback: string): string {
  const { message, status } = readApiError(error);
  if (message) return messageText(t, message);
  if (status === 403) return t('errors.forbidden');
  if (status === 401) return t('errors.unauthorised');
  return fallback;
}

export function useErrorToast(): (error: unknown, fallback: string) => void {
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallback: string) => notify.error(errorToastMessage(t, error, fallback)),
    [notify, t],
  );
}
