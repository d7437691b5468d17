// Bundles the server into dist/main.js. Workspace packages (@dom/*) are TypeScript source and are
// bundled in; every other dependency stays in node_modules (PGlite loads its WASM from there).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@dom/'));

await build({
  // The xlsx worker is its own entry: untrusted-xlsx.ts starts it from beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'xlsx-worker': 'src/platform/files/xlsx-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // esbuild itself is imported only when the server runs from source (untrusted-xlsx.ts).
  external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
