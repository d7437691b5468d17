import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Mobile below 768 px, tablet 768–1023, desktop from 1024 (doc 1 §9; the theme's sm and md). */
export function useViewport(): Viewport {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  if (desktop) return 'desktop';
  return tablet ? 'tablet' : 'mobile';
}
