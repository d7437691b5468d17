import part from '../en/parties.json';
import { registerEnglish } from '../i18n';

/** The English of `parties.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('parties', part);
