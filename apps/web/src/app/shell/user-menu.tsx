import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPost } from '../../lib/api-client';
import { type SessionUser, useSession } from '../session/session-context';

/** "Asha Rao" → "AR"; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  // The server ends the session first; a failed call still signs out here (the tokens expire).
  const logOut = () => {
    setAnchor(null);
    void apiPost('/auth/logout')
      .catch(() => undefined)
      .finally(() => {
        signOut();
        void navigate('/login', { replace: true });
      });
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('shell.user.menu', { name: user.displayName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        color="inherit"
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: 'secondary.main' }}>
          {initialsOf(user.displayName)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.displayName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.username}
          </Typography>
          {user.roles.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('shell.user.roles', { roles: user.roles.join(', ') })}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem onClick={logOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.user.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
