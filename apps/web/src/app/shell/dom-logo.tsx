import Box from '@mui/material/Box';

/**
 * The product mark: lines of an order with a dispatched dot. Decorative; its link carries the
 * accessible name. `light` is for dark backgrounds such as the header.
 */
export function DomLogo({ size = 32, light = false }: { size?: number; light?: boolean }) {
  const tile = light ? '#ffffff' : '#0b4f6c';
  const lines = light ? '#0b4f6c' : '#ffffff';
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      sx={{ flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill={tile} />
      <path d="M9 11h14M9 16h9M9 21h12" stroke={lines} strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="24" cy="21" r="3" fill="#f29b38" />
    </Box>
  );
}
