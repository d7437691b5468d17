import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import hi from './hi.json';
import mr from './mr.json';
import { type Language, readStoredLanguage, storeLanguage } from './languages';

export const RESOURCES = { en, hi, mr } as const;

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Builds a ready instance synchronously: every language ships in the bundle, so there is no flash. */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: RESOURCES.en },
      hi: { translation: RESOURCES.hi },
      mr: { translation: RESOURCES.mr },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return instance;
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
