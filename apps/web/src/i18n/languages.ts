import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage';

/** Each language is offered under its own name, the same in every interface language. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'hi', nativeName: 'हिन्दी' },
  { code: 'mr', nativeName: 'मराठी' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The stored choice, else English (doc 1 §1). */
export function readStoredLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): boolean {
  return writeStored(STORAGE_KEYS.language, language);
}
