import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';
import { repoRoot, serverRoot } from './platform/paths';

const modulesDir = path.join(serverRoot(), 'src/modules');

describe('the composition root (src/modules.ts)', () => {
  it('lists every module folder once, by its folder name, each with a public face', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(MODULES.map((area) => area.name).sort()).toEqual(folders);
    for (const folder of folders) expect(existsSync(path.join(modulesDir, folder, 'index.ts'))).toBe(true);
  });

  it('gives every table one owner', () => {
    const owners = new Map<string, string[]>();
    for (const area of MODULES) {
      for (const table of area.tables) {
        const name = getTableName(table);
        owners.set(name, [...(owners.get(name) ?? []), area.name]);
      }
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
    // A few owners the manifests must keep declaring (from the areas' schema files).
    expect(owners.get('orders')).toEqual(['orders']);
    expect(owners.get('consignments')).toEqual(['consignments']);
  });

  it('serves routes from the manifests with one signature', () => {
    const withRoutes = MODULES.filter((area) => area.routes).map((area) => area.name);
    expect(withRoutes).toEqual(expect.arrayContaining(['identity', 'orders', 'consignments', 'credit']));
    const withBackground = MODULES.filter((area) => area.background).map((area) => area.name);
    expect(withBackground).toEqual(expect.arrayContaining(['orders', 'consignments', 'notifications']));
  });

  it('has no cross-module import left for scripts/module-imports.mjs to rewrite', () => {
    // --check changes nothing and exits non-zero when a rewrite (or a re-export) is due.
    const out = execFileSync(
      process.execPath,
      [path.join(repoRoot(), 'scripts/module-imports.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect(out).toContain('module imports: nothing to change');
  });
});
