import signInEnglish from './en/sign-in.json';
import { registerEnglish } from './i18n';

/**
 * The English of the public forms loaded lazily: the sign-in page's (one-time password, forgot
 * password, new password) and a survey's answer page (`/feedback/:token`), registered when the first
 * of their chunks is evaluated. Import it for its effect.
 */
registerEnglish('sign-in', signInEnglish);
