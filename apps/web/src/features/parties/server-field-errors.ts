import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';

interface FieldProblem {
  field: string;
  message: string;
}

function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return [];
  const fields = (error.details as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldProblem =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as FieldProblem).field === 'string' &&
      typeof (f as FieldProblem).message === 'string',
  );
}

/**
 * Puts the server's field messages (400 `details.fields`, e.g. `addresses.0.postalCode`) on the
 * form's own fields, so the user reads the answer beside what to change. Answers whether any
 * field took a message; the caller shows the rest as a general error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const problem of fieldProblems(error)) {
    const last = problem.field.split('.').at(-1) ?? '';
    const name = names.find((n) => n === last);
    if (!name) continue;
    setError(name, { type: 'server', message: problem.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
