import type { i18n as I18n } from 'i18next';
// Tests render screens and forms without the chunks that register these parts in the app.
import '../i18n/app-translations';
import '../i18n/sign-in-translations';
import { type TranslationTree, createI18n, mergeTrees } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

const parts = (files: Record<string, TranslationTree>) => mergeTrees(...Object.values(files));
const hi = parts(import.meta.glob<TranslationTree>('../i18n/hi/*.json', { eager: true, import: 'default' }));
const mr = parts(import.meta.glob<TranslationTree>('../i18n/mr/*.json', { eager: true, import: 'default' }));

// Every area's English part (i18n/parts), as the app has them once their screens have loaded.
import.meta.glob('../i18n/parts/*.ts', { eager: true });

/** All three languages at once, so tests need not wait for a bundle to load. */
export function createTestI18n(language: Language = 'en'): I18n {
  return createI18n(language, { hi, mr });
}
