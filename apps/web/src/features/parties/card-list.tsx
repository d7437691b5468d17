import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state/empty-state';
import { QueryStatus } from '../../components/query-status/query-status';

/**
 * A buyer's records as cards, one column on a phone and two from `md` (they read well at 390 px):
 * the add button for editors, the query's loading and error states, the empty state, and a card
 * per item drawn by `card`.
 */
export function CardList<T>({
  label,
  items,
  itemKey,
  card,
  pending,
  error,
  loadFailed,
  addLabel,
  onAdd,
}: {
  label: string;
  items: readonly T[] | undefined;
  itemKey: (item: T) => string;
  card: (item: T) => ReactNode;
  pending: boolean;
  error: unknown;
  loadFailed: string;
  /** The add button; none when the user may not add. */
  addLabel?: string;
  onAdd?: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {addLabel && onAdd && (
        <Box>
          <Button variant="contained" onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      )}
      <QueryStatus pending={pending} error={error} fallback={loadFailed} />
      {items && items.length === 0 && <EmptyState />}
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {(items ?? []).map((item) => (
          <Paper component="li" variant="outlined" key={itemKey(item)} sx={{ p: 2, minWidth: 0 }}>
            {card(item)}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
