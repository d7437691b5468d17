import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/notifications/notifications-context';
import { readApiError } from './api-error';

/** The words of a server's refusal for the reader, or null when it sent none. */
type ServerErrorText = (t: TFunction, error: unknown) => string | null;

/**
 * How a server's refusal reaches the reader. The signed-in shell installs the full reading
 * (i18n/server-messages.ts: a validation refusal's field messages without the API's field keys,
 * domain messages in the reader's language); until then the message shows as the server sent it.
 * Installing rather than importing keeps every area's message constants out of /login's bundle
 * (the sign-in forms' refusals are identity's own catalogue text).
 */
let serverErrorText: ServerErrorText = (_t, error) => readApiError(error).message;

export function installServerErrorText(read: ServerErrorText): void {
  serverErrorText = read;
}

/**
 * The server's words when it sent some (as the installed reading gives them); otherwise the
 * catalogue's text for 401 and 403, and otherwise the caller's 'Failed to …' fallback (doc 1 §8).
 */
export function errorToastMessage(t: TFunction, error: unknown, fallback: string): string {
  const text = serverErrorText(t, error);
  if (text) return text;
  const { status } = readApiError(error);
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
