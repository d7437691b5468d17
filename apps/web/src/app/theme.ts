import { createTheme } from '@mui/material/styles';
import { TOOLTIP_DISPLAY_MS } from '../lib/ui-timing';

/** Mobile below 768 px, tablet 768–1023, desktop from 1024 (doc 1 §9). */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1280, xl: 1600 } as const;

/** Dialogs never grow wider than this (doc 1 §9). */
export const DIALOG_MAX_WIDTH = 800;

// Devanagari faces first among the fallbacks that carry it on each platform, so Hindi and Marathi
// render with a real font rather than whatever the browser picks glyph by glyph.
const FONT_STACK = [
  'Roboto',
  '"Segoe UI"',
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  '"Nirmala UI"',
  '"Kohinoor Devanagari"',
  'Mangal',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: '#0b4f6c', contrastText: '#ffffff' },
    secondary: { main: '#b4561a', contrastText: '#ffffff' },
    // Darker than MUI's defaults so that text in these colours passes WCAG AA (4.5:1) on white and
    // on the grey page background too (#b35c00 was 4.3:1 there: outlined warning chips failed axe).
    success: { main: '#1b7a35', contrastText: '#ffffff' },
    warning: { main: '#9a4f00', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    info: { main: '#1565c0', contrastText: '#ffffff' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiDialog: {
      styleOverrides: {
        paper: { maxWidth: DIALOG_MAX_WIDTH, width: 'calc(100% - 32px)', margin: 16 },
        // A full-screen dialog (phones) is full-bleed: the margins above would otherwise win over
        // MUI's own full-screen style and leave a 16 px strip of page on each side.
        paperFullScreen: { maxWidth: '100%', width: '100%', margin: 0 },
      },
    },
    MuiTooltip: { defaultProps: { enterDelay: 300, leaveTouchDelay: TOOLTIP_DISPLAY_MS } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, whiteSpace: 'nowrap' } } },
  },
});
