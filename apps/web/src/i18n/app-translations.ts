import appEnglish from './en/app.json';
import { registerEnglish } from './i18n';

/**
 * The English of the signed-in app (the shell, the shared components, the areas), registered when
 * the shell's chunk is evaluated, before the shell renders. Import it for its effect only.
 */
registerEnglish('app', appEnglish);
