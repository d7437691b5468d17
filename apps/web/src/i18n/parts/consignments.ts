import part from '../en/consignments.json';
import { registerEnglish } from '../i18n';

/** The English of `consignments.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('consignments', part);
