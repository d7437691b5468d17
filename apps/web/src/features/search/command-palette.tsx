import { call } from '../../lib/api-client';
import SearchIcon from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_MIN_LENGTH, type SearchHit, SEARCH_ENDPOINTS } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PaletteDialog } from '../../components/palette-dialog/palette-dialog';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_KEY, hitAddress } from './search-support';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The global search (issue 18): type part of a number, name, GSTIN, phone, IRN or UTR; results come
 * grouped by kind, only what the user may see. Arrows move, Enter opens, Esc closes.
 */
export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  // The highlighted hit, reset to the first whenever the term changes.
  const [cursor, setCursor] = useState({ term: '', index: 0 });
  const term = useDebouncedValue(text.trim(), 200);
  const ready = term.length >= SEARCH_MIN_LENGTH;
  const found = useQuery({
    queryKey: [SEARCH_KEY, 'global', term],
    queryFn: () => call(SEARCH_ENDPOINTS.global, { query: { q: term, limit: 5 } }),
    enabled: open && ready,
    staleTime: 30_000,
  });
  const groups = useMemo(() => (ready ? (found.data?.groups ?? []) : []), [found.data, ready]);
  const hits = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  /** Where each group's hits start in `hits` (the options are numbered across the groups). */
  const starts = useMemo(
    () => groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.hits.length, 0)),
    [groups],
  );
  const active = cursor.term === term ? cursor.index : 0;
  const setActive = (index: number) => setCursor({ term, index });

  const openHit = (hit: SearchHit) => {
    onClose();
    void navigate(hitAddress(hit));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        e.preventDefault();
        openHit(hit);
      }
    }
  };

  const optionId = (i: number) => `${id}-hit-${i}`;
  const listId = `${id}-results`;
  const waiting = text.trim() !== term || (ready && found.isFetching && !found.data);
  const status = !ready
    ? t('search.typeMore', { count: SEARCH_MIN_LENGTH })
    : found.isError
      ? t('search.failed')
      : !waiting && hits.length === 0
        ? t('search.nothing', { term })
        : null;

  return (
    <PaletteDialog
      open={open}
      onClose={onClose}
      label={t('search.title')}
      footer={
        <Typography variant="caption" color="text.secondary">
          {t('search.keys')}
        </Typography>
      }
      header={
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('search.label'),
              'aria-expanded': hits.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': hits[active] ? optionId(active) : undefined,
              maxLength: 60,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment:
                waiting && ready ? <CircularProgress size={18} aria-label={t('search.searching')} /> : null,
            },
          }}
        />
      }
    >
      {status && (
        <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
          {status}
        </Typography>
      )}
      <List id={listId} role="listbox" aria-label={t('search.results')} dense disablePadding>
        {groups.map((group, gi) => (
          <li key={group.kind} role="presentation">
            <List disablePadding role="group" aria-label={t(`search.kinds.${group.kind}`)}>
              <ListSubheader role="presentation" sx={{ lineHeight: '32px' }}>
                {t(`search.kinds.${group.kind}`)}
              </ListSubheader>
              {group.hits.map((hit, hi) => {
                const i = (starts[gi] ?? 0) + hi;
                return (
                  <ListItemButton
                    key={`${hit.kind}-${hit.key}-${hit.title}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    selected={i === active}
                    onMouseMove={() => setActive(i)}
                    onClick={() => openHit(hit)}
                  >
                    <ListItemText
                      primary={hit.title}
                      secondary={[hit.subtitle, t(`search.fields.${hit.matched}`, { defaultValue: '' })]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </li>
        ))}
      </List>
    </PaletteDialog>
  );
}
