import type appEnglish from '../i18n/en/app.json';
import type coreEnglish from '../i18n/en/core.json';
import { mergeTrees, type TranslationTree } from '../i18n/i18n';

const files = import.meta.glob<TranslationTree>('../i18n/en/*.json', { eager: true, import: 'default' });

/**
 * The English parts by name (`en/<name>.json`: the entry's core, the sign-in forms', the shell's
 * `app` and one per area, registered by `i18n/parts/<name>.ts`), for the checks that no key is in two
 * of them.
 */
export const ENGLISH_PARTS: Readonly<Record<string, TranslationTree>> = Object.fromEntries(
  Object.entries(files).map(([file, tree]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), tree]),
);

/** The whole English text, as the app has it once every part is registered (src/i18n/i18n.ts). */
export const english = mergeTrees(...Object.values(ENGLISH_PARTS)) as typeof coreEnglish &
  typeof appEnglish &
  Record<string, TranslationTree>;
