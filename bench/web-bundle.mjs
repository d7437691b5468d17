// Reports the gzipped JavaScript each route of the web app loads, from Vite's build manifest, and
// the bytes the server sends for it to a browser that takes Brotli (the build's .br twins, served
// by content negotiation; a file without a twin goes plain).
// Run after `npm run build -w @dom/web`:  node bench/web-bundle.mjs [--json]
// Fails (exit 1) when /login loads more than its budget.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const LOGIN_BUDGET_KB = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')).budgets.find(
  (b) => b.id === 'login-js',
).limit;

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}. Build first: npm run build -w @dom/web`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length / 1024);
  return gzipCache.get(file);
}

/** What the server sends for a file to a browser taking br: its Brotli twin when the build made one. */
function sentKb(file) {
  const twin = path.join(dist, `${file}.br`);
  return statSync(existsSync(twin) ? twin : path.join(dist, file)).size / 1024;
}

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

// The shell and the screen registry it loads with, before any signed-in page.
const SHELL = ['src/app/shell/app-shell.tsx', 'src/app/screens.ts'];

// The route table: fixed routes by their page module, built screens from the registry's imports.
const routes = [
  { route: '/login', modules: ['src/app/login/login-page.tsx'] },
  { route: '/login#otp', modules: ['src/app/login/login-page.tsx', 'src/app/login/otp-login-form.tsx'] },
  { route: '/ (signed in)', modules: [...SHELL, 'src/app/pages/home-page.tsx'] },
  { route: '/<unknown> (not found)', modules: ['src/app/pages/not-found-page.tsx'] },
];
// Every area's screens (features/<area>/screens.ts, and app/pages/screens.ts for the pages that show
// several areas), which the shell's registry collects: only the array itself (a doc comment may
// show an example entry).
const registries = [
  ...readdirSync(path.join(root, 'apps/web/src/features'))
    .map((area) => `src/features/${area}/screens.ts`)
    .filter((file) => existsSync(path.join(root, 'apps/web', file))),
  'src/app/pages/screens.ts',
];
for (const file of registries) {
  const source = readFileSync(path.join(root, 'apps/web', file), 'utf8');
  const registry = source.slice(source.indexOf('export const SCREENS'));
  for (const match of registry.matchAll(/route:\s*'([^']+)'[^}]*?import\('([^']+)'\)/gs)) {
    const module = path.posix.join(path.posix.dirname(file), match[2]).replace(/(\.tsx?)?$/, '.tsx');
    routes.push({ route: match[1], modules: [...SHELL, module] });
  }
}

const rows = routes.map(({ route, modules }) => {
  const missing = modules.filter((m) => !manifest[m]);
  const files = staticClosure([entryKey, ...modules.filter((m) => manifest[m])]);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const kb = js.reduce((sum, file) => sum + gzipKb(file), 0);
  const sent = js.reduce((sum, file) => sum + sentKb(file), 0);
  const plain = js.reduce((sum, file) => sum + statSync(path.join(dist, file)).size / 1024, 0);
  return {
    route,
    gzipKb: Math.round(kb * 10) / 10,
    sentKb: Math.round(sent * 10) / 10,
    plainKb: Math.round(plain * 10) / 10,
    files: js.length,
    missing,
  };
});

if (process.argv.includes('--json')) {
  // Only the JSON on stdout: bench/run.ts parses it and judges the budgets itself.
  console.log(JSON.stringify(rows, null, 2));
  process.exit(0);
} else {
  console.log(
    'JavaScript loaded per route (entry + route chunk + their static imports): gzipped, and as sent with br\n',
  );
  for (const row of rows) {
    const note = row.missing.length > 0 ? `  (not in build: ${row.missing.join(', ')})` : '';
    console.log(
      `${row.route.padEnd(28)} ${row.gzipKb.toFixed(1).padStart(7)} KB gz ${row.sentKb.toFixed(1).padStart(7)} KB sent  in ${row.files} files${note}`,
    );
  }
  const entry = manifest[entryKey].file;
  const plain = statSync(path.join(dist, entry)).size;
  console.log(
    `\nThe entry ${entry}: ${plain} bytes plain, ${Math.round(sentKb(entry) * 1024)} bytes sent to a browser taking br`,
  );
}

const login = rows.find((row) => row.route === '/login');
if (!login || login.missing.length > 0 || login.gzipKb > LOGIN_BUDGET_KB) {
  console.error(`\n/login loads ${login?.gzipKb ?? '?'} KB gzipped; the budget is ${LOGIN_BUDGET_KB} KB.`);
  process.exit(1);
}
console.log(`\n/login is within its ${LOGIN_BUDGET_KB} KB budget.`);
