import part from '../en/credit-limits.json';
import { registerEnglish } from '../i18n';

/** The English of `creditLimits.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('credit-limits', part);
