import part from '../en/pricing.json';
import { registerEnglish } from '../i18n';

/** The English of `pricing.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('pricing', part);
