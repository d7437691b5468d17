import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import coreEnglish from './en/core.json';
import { DEFAULT_LANGUAGE, type Language, readStoredLanguage, storeLanguage } from './languages';

/** A translation file's tree: namespaces of nested keys down to the texts. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
export type Bundles = Partial<Record<Language, TranslationTree>>;

/**
 * English ships in parts (docs/decisions.md, "English in parts"). The entry carries `en/core.json`:
 * the keys of the pages the entry renders by itself (the sign-in page, not found, the public frame)
 * and of the messages any page may show (errors, validation; a domain message's English is the
 * message itself, see message-text.ts). Every other key is in a part registered by the lazily
 * loaded chunk that needs it (`en/sign-in.json`: the OTP, forgot-password and new-password forms;
 * `en/app.json`: the shell and the shared components; `en/<area>.json`: one area's namespaces,
 * registered by `parts/<area>.ts`, imported by every file naming one of their keys), when that chunk's module is evaluated: after
 * its download and before React renders anything from it, so nothing suspends and no key is ever
 * missing on screen. Hindi and Marathi are split into the same parts (below).
 */
export const CORE_ENGLISH: TranslationTree = coreEnglish;

/** The English parts registered so far, by name; each holds namespaces of its own. */
const registeredEnglish = new Map<string, TranslationTree>();

/** The instances created so far (one in the app), which receive the parts registered later. */
const liveInstances = new Set<I18n>();

/**
 * Adds an English part to every instance, present and future. Called once per part by the module
 * that owns it (e.g. `./app-translations`); a second call with the same name changes nothing.
 */
export function registerEnglish(name: string, part: TranslationTree): void {
  if (registeredEnglish.has(name)) return;
  registeredEnglish.set(name, part);
  for (const instance of liveInstances) instance.addResourceBundle('en', 'translation', part, true, false);
}

/**
 * Merges translation trees key by key (parts may share a namespace, never a key) into a new tree:
 * i18next extends an instance's tree in place when a part is added, so the parts are never shared.
 */
export function mergeTrees(...trees: TranslationTree[]): TranslationTree {
  const merged: TranslationTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const present = merged[key];
      merged[key] =
        typeof value === 'object' ? mergeTrees(typeof present === 'object' ? present : {}, value) : value;
    }
  }
  return merged;
}

/** English as far as it is known now: the core and every registered part. */
function currentEnglish(): TranslationTree {
  return mergeTrees(CORE_ENGLISH, ...registeredEnglish.values());
}

/** Whether a part is registered (for the tests of the modules that register one). */
export function isEnglishRegistered(name: string): boolean {
  return registeredEnglish.has(name);
}

/**
 * Hindi and Marathi are in parts too, one per English part (`hi/<part>.json`, `mr/<part>.json`, with
 * the same keys: an area adds its own three files and edits no shared one). A language is fetched
 * whole when chosen — every one of its parts at once, merged — so nobody downloads the two languages
 * they do not read, and a page in either never waits for a part.
 */
const HINDI_PARTS = import.meta.glob<TranslationTree>('./hi/*.json', { import: 'default' });
const MARATHI_PARTS = import.meta.glob<TranslationTree>('./mr/*.json', { import: 'default' });

async function wholeLanguage(
  parts: Record<string, () => Promise<TranslationTree>>,
): Promise<TranslationTree> {
  return mergeTrees(...(await Promise.all(Object.values(parts).map((load) => load()))));
}

const BUNDLE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<TranslationTree>> = {
  hi: () => wholeLanguage(HINDI_PARTS),
  mr: () => wholeLanguage(MARATHI_PARTS),
};

export function loadBundle(language: Language): Promise<TranslationTree> {
  return language === 'en' ? Promise.resolve(currentEnglish()) : BUNDLE_LOADERS[language]();
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A ready instance, synchronously, with the English known so far and whichever bundles are given. */
export function createI18n(language: Language = readStoredLanguage(), bundles: Bundles = {}): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries({ ...bundles, en: currentEnglish() }).map(([code, bundle]) => [
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
  liveInstances.add(instance);
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
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadBundle(language));
  }
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
