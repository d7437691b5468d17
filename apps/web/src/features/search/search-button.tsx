import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchShortcut } from './use-search-shortcut';

const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

/** The header's search: a button (an icon on a phone) and Ctrl/⌘-K or `/` anywhere. */
export function SearchButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);
  return (
    <>
      {compact ? (
        <IconButton
          color="inherit"
          onClick={show}
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K /"
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={show}
          startIcon={<SearchIcon />}
          aria-keyshortcuts="Control+K /"
          sx={{ textTransform: 'none', borderColor: 'rgba(255,255,255,0.5)', whiteSpace: 'nowrap' }}
        >
          {t('search.button')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
