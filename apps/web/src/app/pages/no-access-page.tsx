import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { MessagePage } from './message-page';

/**
 * A screen the user's permissions do not open (issue 18): said plainly, with the way home,
 * instead of an empty list and a refusal toast. The server refuses the data all the same.
 */
export function NoAccessPage() {
  return (
    <MessagePage
      messages="noAccess"
      icon={<LockOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />}
    />
  );
}
