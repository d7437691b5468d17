// Stands in for MUI's `createThemeWithVars` in production builds (see vite.config.ts): the app's
// theme (app/theme.ts) has no CSS variables and no colour schemes, so MUI's `createTheme` always
// takes its no-variables branch, and the other branch only cost bytes on every page.
export default function createThemeWithVars(): never {
  throw new Error('This build has no CSS-variables themes: see muiWithoutCssVars in vite.config.ts');
}
