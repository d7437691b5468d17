// Shared by scripts/start.mjs and scripts/test.mjs: install when needed, build when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const needs =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!needs) return;
  console.log('Installing dependencies…');
  mustRun(
    'npm',
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
}

const SOURCES = [
  'packages',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'package-lock.json',
];
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

/** Builds web and server when an output is missing or a source is newer than the oldest output. */
export function ensureBuilt({ force = false } = {}) {
  const outputs = OUTPUTS.map((o) => path.join(root, o));
  const oldestOutput = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
  const newestSource = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (!force && oldestOutput > 0 && newestSource <= oldestOutput) return false;
  console.log('Building web and server…');
  mustRun('npm', ['run', 'build']);
  return true;
}
