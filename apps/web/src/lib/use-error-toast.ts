import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/notifications/notifications-context';
import { readApiError, serverFieldErrors } from './api-error';

type ServerMessageText = (t: TFunction, message: string) => string;

/**
 * How a server message reaches the reader's language. The signed-in shell installs the domain's
 * messages (i18n/server-messages.ts, message-text.ts); until then a message shows as the server sent
 * it. Installing rather than importing keeps every area's message constants out of /login's bundle
 * (the sign-in forms' refusals are identity's own catalogue text).
 */
let serverMessageText: ServerMessageText = (_t, message) => message;

export function installServerMessageText(translate: ServerMessageText): void {
  serverMessageText = translate;
}

/**
 * The server's message when it sent one (a validation refusal's field messages, without their
 * keys), in the reader's language when it is one of the domain's
 * messages (message-text.ts); otherwise the catalogue's text for 401 and 403, and
 * otherwise the caller's 'Failed to …' fallback (doc 1 §8).
 */
export function errorToastMessage(t: TFunction, error: unknown, fallback: string): string {
  const { message, status } = readApiError(error);
  // A refusal naming fields says what to fix in words, without the field keys the API's own
  // message carries for its clients ("startDate: The start must not be in the past").
  const fields = serverFieldErrors(error);
  if (fields.length > 0) return [...new Set(fields.map((f) => serverMessageText(t, f.message)))].join('; ');
  if (message) return serverMessageText(t, message);
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
