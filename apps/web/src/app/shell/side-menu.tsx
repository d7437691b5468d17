import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ShellMenu } from './menu-model';

export interface SideMenuProps {
  menu: ShellMenu;
  /** The address is the root: Home is the current page. */
  atHome: boolean;
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** Groups fold; the group holding the current page starts open. */
export function SideMenu({ menu, atHome, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (groupId: string) => toggled[groupId] ?? groupId === menu.active.groupId;

  return (
    <Box component="nav" aria-label={t('shell.mainMenu')} sx={{ overflowY: 'auto', flexGrow: 1, py: 1 }}>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton
            component={RouterLink}
            to="/"
            selected={atHome}
            aria-current={atHome ? 'page' : undefined}
            onClick={onNavigate}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <HomeOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('shell.home')} />
          </ListItemButton>
        </ListItem>
        {menu.groups.map((group) => {
          const open = isOpen(group.id);
          const listId = `${baseId}-${group.id}`;
          return (
            <Box component="li" key={group.id} sx={{ listStyle: 'none' }}>
              <ListItemButton
                onClick={() => setToggled((current) => ({ ...current, [group.id]: !open }))}
                aria-expanded={open}
                aria-controls={listId}
                sx={{ mt: 0.5 }}
              >
                <ListItemText
                  primary={group.label}
                  slotProps={{
                    primary: {
                      sx: {
                        fontWeight: 600,
                        color: group.id === menu.active.groupId ? 'primary.main' : 'text.primary',
                      },
                    },
                  }}
                />
                {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List dense disablePadding id={listId}>
                  {group.items.map((item) => {
                    const active = item.route === menu.active.route;
                    return (
                      <ListItem key={item.route} disablePadding>
                        <ListItemButton
                          component={RouterLink}
                          to={item.route}
                          selected={active}
                          aria-current={active ? 'page' : undefined}
                          onClick={onNavigate}
                          sx={{ pl: 3 }}
                        >
                          <ListItemText primary={item.label} />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
    </Box>
  );
}
