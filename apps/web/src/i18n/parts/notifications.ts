import part from '../en/notifications.json';
import { registerEnglish } from '../i18n';

/** The English of `notifications.*`: imported for its effect by every file that names one of their keys. */
registerEnglish('notifications', part);
