import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isOptionValue } from '@dom/domain';
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

export function isLanguage(value: unknown): value is Language {
  return isOptionValue(LANGUAGES, value);
}

/** The stored choice, else English (doc 1 §1). */
export function readStoredLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): boolean {
  return writeStored(STORAGE_KEYS.language, language);
}
