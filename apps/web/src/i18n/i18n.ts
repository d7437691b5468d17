import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './en.json';
// Named imports of a JSON module are tree-shaken: only these sections ship with the entry.
import {
  common,
  confirm,
  copy,
  domainMessages,
  errors,
  filters,
  form,
  login,
  notFound,
  shell,
  validation,
} from './en.json';
import { DEFAULT_LANGUAGE, type Language, readStoredLanguage, storeLanguage } from './languages';

export type TranslationBundle = typeof en;
export type Bundles = Partial<Record<Language, TranslationBundle>>;

/**
 * The English a signed-out page needs (sign-in, not found, errors, the public header): it ships
 * with the app. The rest of English (some 16 KB gzipped) loads with the shell (`completeEnglish`),
 * Hindi and Marathi whole when chosen, so nobody downloads what the page in front of them lacks.
 */
const EN_START = {
  common,
  confirm,
  copy,
  domainMessages,
  errors,
  filters,
  form,
  login,
  notFound,
  shell,
  validation,
};
const START_SECTIONS: ReadonlySet<string> = new Set(Object.keys(EN_START));

// `?raw`: a module of its own, so this dynamic import does not pull the whole file into the entry
// beside the named imports above.
const loadFullEnglish = (): Promise<TranslationBundle> =>
  import('./en.json?raw').then((m) => JSON.parse(m.default) as TranslationBundle);

const BUNDLE_LOADERS: Record<Language, () => Promise<TranslationBundle>> = {
  en: loadFullEnglish,
  hi: () => import('./hi.json').then((m) => m.default),
  mr: () => import('./mr.json').then((m) => m.default),
};

export function loadBundle(language: Language): Promise<TranslationBundle> {
  return BUNDLE_LOADERS[language]();
}

const completing = new WeakMap<I18n, Promise<void>>();

/** Whether the instance holds all of English (given whole, or completed by `completeEnglish`). */
export function hasFullEnglish(instance: I18n): boolean {
  const bundle = (instance.getResourceBundle('en', 'translation') ?? {}) as Record<string, unknown>;
  return Object.keys(bundle).some((section) => !START_SECTIONS.has(section));
}

/** Loads the rest of English into the instance once; the same promise for every caller. */
export function completeEnglish(instance: I18n): Promise<void> {
  let pending = completing.get(instance);
  if (!pending) {
    pending = loadFullEnglish().then((bundle) => {
      instance.addResourceBundle('en', 'translation', bundle, true, true);
    });
    completing.set(instance, pending);
  }
  return pending;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A ready instance, synchronously, with English and whichever bundles are given. */
export function createI18n(language: Language = readStoredLanguage(), bundles: Bundles = {}): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...bundles, en: bundles.en ?? structuredClone(EN_START) }).map(([code, bundle]) => [
      code,
      { translation: bundle },
    ]),
  );
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return instance;
}

/** The instance for the app's start: the stored language is fetched first, so the page never flashes English. */
export async function loadI18n(language: Language = readStoredLanguage()): Promise<I18n> {
  try {
    return createI18n(language, language === 'en' ? {} : { [language]: await loadBundle(language) });
  } catch {
    return createI18n(DEFAULT_LANGUAGE);
  }
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (language !== 'en' && !instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadBundle(language));
  }
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
