import part from '../en/approvals.json';
import { registerEnglish } from '../i18n';

/** The English of `approvals.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('approvals', part);
