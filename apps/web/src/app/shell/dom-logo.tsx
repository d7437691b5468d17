import Box from '@mui/material/Box';

/** The product mark: three linked order nodes. Decorative; its link carries the accessible name. */
export function DomLogo({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden focusable="false" sx={{ flexShrink: 0 }}>
      <rect width="32" height="32" rx="8" fill="#0b4f6c" />
      <path d="M9 11h14M9 16h9M9 21h12" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="24" cy="21" r="3" fill="#f29b38" />
    </Box>
  );
}
