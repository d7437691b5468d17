import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { EMPTY_PLACEHOLDER } from '@dom/domain';

/** The visible chips and what collapses into '+N'. */
export function splitVisible<T>(items: readonly T[], max: number): { shown: T[]; hidden: T[] } {
  const limit = Math.max(0, max);
  return { shown: items.slice(0, limit), hidden: items.slice(limit) };
}

/** Chips for a list cell; beyond `max` the rest collapse into '+N' whose tooltip names them (doc 1 §9). */
export function ChipList({ items, max = 2 }: { items: readonly string[]; max?: number }) {
  if (items.length === 0) return <>{EMPTY_PLACEHOLDER}</>;
  const { shown, hidden } = splitVisible(items, max);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((item) => (
        <Chip key={item} label={item} size="small" />
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.join(', ')}>
          <Chip
            label={`+${hidden.length}`}
            size="small"
            variant="outlined"
            tabIndex={0}
            aria-label={hidden.join(', ')}
          />
        </Tooltip>
      )}
    </Box>
  );
}

/** The first item and how many more, e.g. "Cement +3"; the tooltip lists all of them. */
export function CompactList({ items }: { items: readonly string[] }) {
  const [first, ...rest] = items;
  if (first === undefined) return <>{EMPTY_PLACEHOLDER}</>;
  if (rest.length === 0) return <>{first}</>;
  return (
    <Tooltip title={items.join(', ')}>
      <Box component="span" tabIndex={0} aria-label={items.join(', ')} sx={{ whiteSpace: 'nowrap' }}>
        {first}{' '}
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {`+${rest.length}`}
        </Box>
      </Box>
    </Tooltip>
  );
}
