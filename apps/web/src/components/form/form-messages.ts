/** i18n keys used as form messages (in zod schemas or react-hook-form rules); the fields translate them. */
export const REQUIRED_MESSAGE = 'validation.required';
export const INVALID_DATE_MESSAGE = 'validation.invalidDate';
