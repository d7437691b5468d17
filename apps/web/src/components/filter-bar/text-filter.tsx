import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-timing';

export interface TextFilterProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  debounceMs?: number;
}

/** Free text that reaches the address (and the server) only once typing pauses. */
export function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: TextFilterProps) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed, debounceMs);
  const committed = useRef(value);

  // Back or a cleared chip changes the address: show what it now says.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setTyped(value);
    }
  }, [value]);

  useEffect(() => {
    const next = settled.trim();
    if (next === committed.current) return;
    committed.current = next;
    onCommit(next);
  }, [settled, onCommit]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
