import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { serverFieldErrors } from '../../lib/server-field-errors';

export { type ServerFieldError, serverFieldErrors } from '../../lib/server-field-errors';

/**
 * Puts the server's field messages under the form's fields (matched by the whole path); answers
 * whether every one found a field (otherwise the caller shows a toast). A 409 with a message
 * belongs to `conflictField` (e.g. a name already taken).
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

/**
 * Puts the server's field messages on the form's own fields matched by the path's last part
 * (`addresses.0.postalCode` → `postalCode`), focusing the first, so the user reads the answer
 * beside what to change. Answers whether any field took a message; the caller shows the rest as
 * a general error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const problem of serverFieldErrors(error)) {
    const last = problem.field.split('.').at(-1) ?? '';
    const name = names.find((n) => n === last);
    if (!name) continue;
    setError(name, { type: 'server', message: problem.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
