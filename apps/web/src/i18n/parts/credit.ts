import part from '../en/credit.json';
import { registerEnglish } from '../i18n';

/** The English of `credit.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('credit', part);
