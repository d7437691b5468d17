import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { type Plugin, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React Router's package exports name only its development build (warnings, checks: +30 KB
// gzipped); production bundles take the production build that ships beside it.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * MUI's `createTheme` and `ThemeProvider` import their CSS-variables twins (colour schemes, the
 * variables provider: some 8 KB gzipped on every page, /login included) and choose at run time.
 * The app's theme has neither CSS variables nor colour schemes (app/theme.ts), so in the build
 * those two imports get stubs that throw; every other importer keeps the real modules.
 */
function muiWithoutCssVars(): Plugin {
  const stubs: Record<string, { importer: RegExp; stub: string }> = {
    './createThemeWithVars.js': {
      importer: /@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/,
      stub: path.resolve(import.meta.dirname, 'src/lib/mui-no-vars/create-theme-with-vars.ts'),
    },
    './ThemeProviderWithVars.js': {
      importer: /@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/,
      stub: path.resolve(import.meta.dirname, 'src/lib/mui-no-vars/theme-provider-with-vars.ts'),
    },
  };
  return {
    name: 'dom:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const entry = stubs[source];
      return entry && importer && entry.importer.test(importer) ? entry.stub : null;
    },
  };
}

/**
 * Brotli and gzip twins of every text file the build writes to assets/ (`index-abc.js.br`,
 * `index-abc.js.gz`), made once at build time at the best ratio, so the server sends them by the
 * request's Accept-Encoding without compressing anything per request (apps/server/src/app.ts,
 * serveWeb, `preCompressed`). Files under 1 KB are left alone: the headers would eat the saving, and
 * the server sends the plain file when no twin exists.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  const TEXT = /\.(js|mjs|css|svg|json|html|txt|map)$/;
  const MIN_BYTES = 1024;
  let outDir = '';
  return {
    name: 'dom:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && TEXT.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            br.length < bytes.length ? writeFile(`${file}.br`, br) : null,
            gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : null,
          ]);
        }),
      );
    },
  };
}

/**
 * Modules /login loads lazily that most screens share too: MUI's text-field parts, tabs and alerts,
 * the app's tabbed page, text field and error toast, and the domain's time formatting. Left to the
 * automatic splitting they come in a dozen small chunks, each compressed on its own; in one chunk
 * /login's download is some 2 KB smaller gzipped and no screen loads much it does not use.
 */
const SIGN_IN_SHARED = [
  /[\\/]@mui[\\/]material[\\/]esm[\\/](Tabs|Tab|TabScrollButton|InputBase|OutlinedInput|InputLabel|FormControl|FormLabel|FormHelperText|InputAdornment|Alert|IconButton)[\\/]/,
  /[\\/]src[\\/]components[\\/](tabbed-page[\\/]|form[\\/]basic-text-field)/,
  /[\\/]src[\\/]lib[\\/]use-error-toast/,
  /[\\/]packages[\\/]domain[\\/]src[\\/]dates[\\/](ist-calendar|date-display\.format)/,
];

// The server serves the built app and the API on one origin; in development Vite stands in for the
// web half and hands /api to a locally running server.
export default defineConfig(({ command }) => ({
  plugins: [react(), muiWithoutCssVars(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically is loaded by every page: one chunk (one gzip
            // stream) instead of a dozen shared ones, some 5 KB smaller on every page.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The icons' base stays apart: the not-found page needs it and none of the forms.
            {
              name: 'svg-icon',
              test: /[\\/]@mui[\\/]material[\\/]esm[\\/](SvgIcon|utils[\\/]createSvgIcon)/,
              priority: 1.5,
            },
            { name: 'forms', test: (id) => SIGN_IN_SHARED.some((pattern) => pattern.test(id)), priority: 1 },
          ],
        },
      },
      treeshake: {
        // The shared packages are pure TypeScript by design (no I/O, no globals): module-level
        // calls such as defineStatusSet() may be dropped when nothing uses their result.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](domain|contract)[\\/]src[\\/]/, sideEffects: false },
          // @emotion/react imports it bare (`import 'hoist-non-react-statics'`) for its withTheme,
          // which we never use: the package only defines a function (and pulls react-is 16 in), so
          // importing it for nothing does nothing — 2.9 KB off every page, the sign-in page's included.
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
