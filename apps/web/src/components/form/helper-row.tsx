import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Helper or error text on the left, the character count on the right. */
export function HelperRow({ text, count }: { text?: ReactNode; count?: string | null }) {
  if (!text && !count) return null;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Box component="span">{text}</Box>
      {count && (
        <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          {count}
        </Box>
      )}
    </Box>
  );
}
