import { TIMELINE_DOT_COLOURS, type TimelineStep } from '@dom/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateText } from '../date-text/date-text';

/** The spec's colour names as theme colours, so contrast follows the palette. */
const PALETTE_OF: Record<(typeof TIMELINE_DOT_COLOURS)[TimelineStep], string> = {
  orange: 'warning.main',
  blue: 'info.main',
  red: 'error.main',
  green: 'success.main',
};

export function dotColour(step: TimelineStep): string {
  return PALETTE_OF[TIMELINE_DOT_COLOURS[step]];
}

export interface TimelineItem {
  id: string;
  /** pending orange, submitted blue, rejected red, approved green (doc 1 §4). */
  step: TimelineStep;
  title: string;
  /** When it happened; shown as "5 Mar, 2025, 2:30 PM" in IST. */
  at?: string | null;
  description?: ReactNode;
}

/** Who did what when, oldest first: an approval's history. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5 }} data-step={item.step}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: dotColour(item.step),
                flexShrink: 0,
              }}
            />
            {index < items.length - 1 && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
          </Box>
          <Box sx={{ pb: index < items.length - 1 ? 2 : 0, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            {item.at && (
              <Typography variant="caption" color="text.secondary" component="div">
                <DateText value={item.at} withTime />
              </Typography>
            )}
            {item.description && (
              <Typography variant="body2" color="text.secondary" component="div">
                {item.description}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
