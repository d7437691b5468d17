import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MessagePage } from './message-page';

/** An address no screen answers: said plainly, with the way home. */
export function NotFoundPage() {
  return (
    <MessagePage
      messages="notFound"
      icon={<SearchOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />}
    />
  );
}
