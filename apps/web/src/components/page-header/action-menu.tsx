import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageAction {
  id: string;
  label: string;
  /** Red, for what cannot be undone (never the primary one). */
  danger?: boolean;
  onClick: () => void;
}

/**
 * A detail page's actions: the first one that is not destructive as the one primary button, the
 * rest in a "More actions" menu, so the page's data starts on the first screen of a phone.
 */
export function ActionMenu({ actions, ariaLabel }: { actions: readonly PageAction[]; ariaLabel: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (actions.length === 0) return null;
  const primary = actions.find((a) => !a.danger);
  const rest = actions.filter((a) => a !== primary);
  return (
    <Box role="toolbar" aria-label={ariaLabel} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {primary && (
        <Button variant="contained" onClick={primary.onClick}>
          {primary.label}
        </Button>
      )}
      {rest.length > 0 && (
        <>
          <Button
            variant="outlined"
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={Boolean(anchor)}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {t('shell.moreActions')}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {rest.map((action) => (
              <MenuItem
                key={action.id}
                onClick={() => {
                  setAnchor(null);
                  action.onClick();
                }}
                sx={action.danger ? { color: 'error.main' } : undefined}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
