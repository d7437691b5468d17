import signInEnglish from './en/sign-in.json';
import { registerEnglish } from './i18n';

/**
 * The English of the sign-in forms the login page loads lazily (one-time password, forgot password,
 * new password), registered when the first of their chunks is evaluated. Import it for its effect.
 */
registerEnglish('sign-in', signInEnglish);
