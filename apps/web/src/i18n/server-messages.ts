import { installServerMessageText } from '../lib/use-error-toast';
import { messageText } from './message-text';

// Imported by the signed-in shell (and by tests): from then on an error toast shows a domain message
// the server sent in the reader's language.
installServerMessageText(messageText);
