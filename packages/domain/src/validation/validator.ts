/**
 * A validator answers the message to show, or null when the value is acceptable.
 * Required-ness is the caller's concern (a zod `.optional()` or a form rule): an empty
 * string never matches a pattern, so an optional field must skip the validator when empty.
 */
export type Validator<T> = (value: T) => string | null;

/** The zod-friendly pair: `z.string().regex(rule.pattern, rule.message)`. */
export interface PatternRule {
  readonly pattern: RegExp;
  readonly message: string;
}

export type TextInput = string | null | undefined;

export function patternValidator(rule: PatternRule): Validator<TextInput> {
  return (value) => (rule.pattern.test(value ?? '') ? null : rule.message);
}

export function patternPredicate(rule: PatternRule): (value: TextInput) => boolean {
  return (value) => rule.pattern.test(value ?? '');
}
