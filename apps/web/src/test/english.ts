import appEnglish from '../i18n/en/app.json';
import coreEnglish from '../i18n/en/core.json';
import signInEnglish from '../i18n/en/sign-in.json';
import { mergeTrees } from '../i18n/i18n';

/** The English parts by name, for the checks that no key is in two of them. */
export const ENGLISH_PARTS = { core: coreEnglish, 'sign-in': signInEnglish, app: appEnglish } as const;

/** The whole English text, as the app has it once every part is registered (src/i18n/i18n.ts). */
export const english = mergeTrees(coreEnglish, signInEnglish, appEnglish) as typeof coreEnglish &
  typeof signInEnglish &
  typeof appEnglish;
