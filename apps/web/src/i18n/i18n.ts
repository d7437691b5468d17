import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { DEFAULT_LANGUAGE, type Language, readStoredLanguage, storeLanguage } from './languages';

export type TranslationBundle = typeof en;
export type Bundles = Partial<Record<Language, TranslationBundle>>;

/**
 * English ships with the app (it is also the fallback); Hindi and Marathi are fetched when chosen,
 * so nobody downloads the two languages they do not read.
 */
const BUNDLE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<TranslationBundle>> = {
  hi: () => import('./hi.json').then((m) => m.default),
  mr: () => import('./mr.json').then((m) => m.default),
};

export function loadBundle(language: Language): Promise<TranslationBundle> {
  return language === 'en' ? Promise.resolve(en) : BUNDLE_LOADERS[language]();
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A ready instance, synchronously, with English and whichever bundles are given. */
export function createI18n(language: Language = readStoredLanguage(), bundles: Bundles = {}): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...bundles, en }).map(([code, bundle]) => [code, { translation: bundle }]),
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
    return createI18n(language, { [language]: await loadBundle(language) });
  } catch {
    return createI18n(DEFAULT_LANGUAGE);
  }
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadBundle(language));
  }
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
