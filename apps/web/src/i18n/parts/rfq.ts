import part from '../en/rfq.json';
import { registerEnglish } from '../i18n';

/** The English of `rfq.*`, `rfqWizard.*`, `rfqDocs.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('rfq', part);
