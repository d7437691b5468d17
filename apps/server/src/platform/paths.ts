import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The server package folder, found from this module's location. The same code runs from
 * `src/` under tsx/vitest and bundled from `dist/main.js`, so fixed relative paths would break.
 */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name;
      if (name === '@dom/server') return (cached = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @dom/server package folder');
    dir = parent;
  }
}

export const migrationsDir = (): string => path.join(serverRoot(), 'drizzle');
export const repoRoot = (): string => path.resolve(serverRoot(), '..', '..');
