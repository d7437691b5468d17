import type { TFunction } from 'i18next';
import { readApiError } from '../lib/api-error';
import { serverFieldErrors } from '../lib/server-field-errors';
import { installServerErrorText } from '../lib/use-error-toast';
import { messageText } from './message-text';

/**
 * A refusal as the reader should see it: a validation refusal's field messages without the field
 * keys the API's own message carries for its clients ("startDate: The start must not be in the
 * past"), and any domain message in the reader's language.
 */
export function serverErrorText(t: TFunction, error: unknown): string | null {
  const fields = serverFieldErrors(error);
  if (fields.length > 0) return [...new Set(fields.map((f) => messageText(t, f.message)))].join('; ');
  const { message } = readApiError(error);
  return message ? messageText(t, message) : null;
}

// Imported by the signed-in shell (and by tests): from then on an error toast reads refusals so.
installServerErrorText(serverErrorText);
