import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../lib/ui-timing';
import type { FilterOption } from '../filter-bar/filter-types';

/**
 * The list opens when it has something to show: options, a search in flight, or, from the third
 * typed character on, the 'No options available' message (doc 1 §5).
 */
export function shouldShowPopup(optionCount: number, loading: boolean, typed: string): boolean {
  return optionCount > 0 || loading || typed.trim().length >= SEARCH_MIN_CHARS;
}

export interface SearchSelectProps {
  label: string;
  value: FilterOption | null;
  onChange: (value: FilterOption | null) => void;
  loadOptions: (query: string) => Promise<FilterOption[]>;
  /** 300 ms by default; 500 inside forms. */
  debounceMs?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  onBlur?: () => void;
}

export function SearchSelect({
  label,
  value,
  onChange,
  loadOptions,
  debounceMs = SEARCH_DEBOUNCE_MS,
  required,
  disabled,
  error,
  onBlur,
}: SearchSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // What the last finished search was for: the list is loading while it differs from the query.
  const [answer, setAnswer] = useState<{ query: string | null; options: FilterOption[] }>({
    query: null,
    options: [],
  });
  const query = useDebouncedValue(typed, debounceMs);
  // Callers often pass an inline function; the latest one is used without restarting the search.
  const loader = useRef(loadOptions);
  useEffect(() => {
    loader.current = loadOptions;
  }, [loadOptions]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const asked = query.trim();
    loader.current(asked).then(
      (found) => !cancelled && setAnswer({ query: asked, options: found }),
      () => !cancelled && setAnswer({ query: asked, options: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, [open, query]);

  // A value chosen elsewhere (a buyer just created in a dialog, a draft restored) shows its label;
  // MUI's own 'reset' of the text is ignored below so a choice does not start a search by label.
  const shown = value?.value ?? null;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    setTyped(value?.label ?? '');
  }, [shown, value?.label]);

  const loading = open && answer.query !== query.trim();
  const options = answer.query === null ? [] : answer.options;

  return (
    <Autocomplete<FilterOption>
      open={open && shouldShowPopup(options.length, loading, typed)}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_e, next, reason) => {
        if (reason !== 'reset') setTyped(next);
      }}
      options={options}
      // The server already filtered by what was typed.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={loading}
      disabled={disabled}
      noOptionsText={t('filters.noOptions')}
      loadingText={t('common.loading')}
      openText={t('common.open')}
      closeText={t('common.close')}
      clearText={t('common.clear')}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={16} aria-label={t('common.loading')} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
