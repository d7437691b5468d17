import appEnglish from '../i18n/en/app.json';
import coreEnglish from '../i18n/en/core.json';

/** The whole English text, as the app has it once every part is registered (src/i18n/i18n.ts). */
export const english = { ...coreEnglish, ...appEnglish };

/** The English parts by name, for the checks that no namespace is in two of them. */
export const ENGLISH_PARTS = { core: coreEnglish, app: appEnglish } as const;
