import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React Router's package exports name only its development build (warnings, checks: +30 KB
// gzipped); production bundles take the production build that ships beside it.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

// The server serves the built app and the API on one origin; in development Vite stands in for the
// web half and hands /api to a locally running server.
export default defineConfig(({ command }) => ({
  plugins: [react()],
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
      treeshake: {
        // The shared packages are pure TypeScript by design (no I/O, no globals): module-level
        // calls such as defineStatusSet() may be dropped when nothing uses their result.
        moduleSideEffects: [{ test: /[\\/]packages[\\/](domain|contract)[\\/]src[\\/]/, sideEffects: false }],
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
