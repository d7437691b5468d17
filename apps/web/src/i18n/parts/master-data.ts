import part from '../en/master-data.json';
import { registerEnglish } from '../i18n';

/** The English of `masterData.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('master-data', part);
