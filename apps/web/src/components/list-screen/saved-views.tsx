import { PREFERENCE_ENDPOINTS, type SavedView } from '@dom/contract';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/Link';
import SaveIcon from '@mui/icons-material/BookmarkAdd';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../lib/api-client';
import { ActionDialog } from '../action-dialog/action-dialog';
import { useActionMutation } from '../action-dialog/use-action-mutation';

export const SAVED_VIEWS_KEY = 'saved-views';

/** The address query a view keeps: the filters and sort, not the page the user was on. */
export function viewQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key === 'page' || key === 'cursor' || key.endsWith('-page') || key.endsWith('-cursor'))
      params.delete(key);
  }
  return params.toString();
}

/**
 * Saved views of one list: named filter sets of the signed-in user, kept on the server. Opening a
 * view puts its filters in the address, so the address is the view's link (Copy link shares it).
 */
export function SavedViewsMenu({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const menuId = useId();
  const views = useQuery({
    queryKey: [SAVED_VIEWS_KEY, listId],
    queryFn: () => call(PREFERENCE_ENDPOINTS.savedViews, { query: { listId } }),
    enabled: Boolean(anchor),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [SAVED_VIEWS_KEY, listId] });
  const save = useActionMutation({
    mutationFn: (view: { name: string; query: string }, idempotencyKey) =>
      call(PREFERENCE_ENDPOINTS.createSavedView, { body: { listId, ...view } }, { idempotencyKey }),
    onSuccess: () => {
      setSaving(false);
      setName('');
      void refresh();
    },
  });
  const remove = useActionMutation({
    mutationFn: (view: SavedView, idempotencyKey) =>
      call(PREFERENCE_ENDPOINTS.deleteSavedView, { params: { viewId: view.id } }, { idempotencyKey }),
    onSuccess: () => void refresh(),
  });
  const current = viewQueryOf(location.search);
  const apply = (view: SavedView) => {
    setAnchor(null);
    void navigate({
      pathname: location.pathname,
      search: view.query ? `?${view.query}` : '',
      hash: location.hash,
    });
  };
  const copyLink = () => {
    setAnchor(null);
    const link = `${window.location.origin}${location.pathname}${current ? `?${current}` : ''}${location.hash}`;
    void navigator.clipboard?.writeText(link);
  };
  return (
    <>
      <Button
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('table.views.open')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {views.data?.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{t('table.views.none')}</ListItemText>
          </MenuItem>
        )}
        {views.data?.map((view) => (
          <MenuItem key={view.id} selected={view.query === current} onClick={() => apply(view)}>
            <ListItemText>{view.name}</ListItemText>
            <IconButton
              edge="end"
              size="small"
              aria-label={t('table.views.delete', { name: view.name })}
              onClick={(event) => {
                event.stopPropagation();
                remove.mutate(view);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            save.reset();
            setSaving(true);
          }}
        >
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('table.views.save')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={copyLink}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('table.views.copyLink')}</ListItemText>
        </MenuItem>
      </Menu>
      {saving && (
        <ActionDialog
          title={t('table.views.save')}
          submitLabel={t('table.views.saveSubmit')}
          closeLabel={t('common.cancel')}
          busy={save.isPending}
          submitDisabled={name.trim() === ''}
          error={save.error}
          errorFallback={t('table.views.saveFailed')}
          onClose={() => setSaving(false)}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ name: name.trim(), query: current });
          }}
        >
          <TextField
            label={t('table.views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </ActionDialog>
      )}
    </>
  );
}
