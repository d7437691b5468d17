import type { ControllerFieldState } from 'react-hook-form';

/** Errors wait until the field was left once, or the form was submitted (doc 1 §5). */
export function shownError(fieldState: ControllerFieldState, isSubmitted: boolean): string | undefined {
  if (!fieldState.error) return undefined;
  if (!fieldState.isTouched && !isSubmitted) return undefined;
  return fieldState.error.message ?? '';
}
