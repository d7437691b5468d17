import { ApiError } from './api-error';

// Apart from api-error.ts, which the entry loads: only forms and the signed-in app read these.
/** One field's message in a 400 answer's `details.fields`. */
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
