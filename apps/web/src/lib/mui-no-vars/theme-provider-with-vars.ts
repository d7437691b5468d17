// Stands in for MUI's CSS-variables provider in production builds (see vite.config.ts and
// create-theme-with-vars.ts): the app's theme has no colour schemes, so `ThemeProvider` never uses it.
export function CssVarsProvider(): never {
  throw new Error('This build has no CSS-variables themes: see muiWithoutCssVars in vite.config.ts');
}
