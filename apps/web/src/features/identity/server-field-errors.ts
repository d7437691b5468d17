import { ApiError } from '../../lib/api-error';

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The `details.fields` of a 400 answer (`{ field, message }` each), or none. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return [];
  const fields = (error.details as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: unknown) => {
    if (typeof f !== 'object' || f === null) return [];
    const { field, message } = f as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/**
 * Puts the server's field messages under the form's fields; answers whether every one found a
 * field (otherwise the caller shows a toast). A 409 about a name belongs to `conflictField`.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
  conflictField?: F,
): boolean {
  if (conflictField && error instanceof ApiError && error.status === 409 && error.serverMessage) {
    setError(conflictField, { message: error.serverMessage });
    return true;
  }
  const found = serverFieldErrors(error);
  const known = found.filter((f): f is { field: F; message: string } => fields.includes(f.field as F));
  for (const f of known) setError(f.field, { message: f.message });
  return found.length > 0 && known.length === found.length;
}
