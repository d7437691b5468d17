import part from '../en/credit-leads.json';
import { registerEnglish } from '../i18n';

/** The English of `creditLeads.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('credit-leads', part);
