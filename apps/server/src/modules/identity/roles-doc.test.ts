import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GRANT_ROLES, ROLE_GRANTS, isViewPermission } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/paths';

// docs/roles.md is prose written by hand; this keeps its table true to the domain's grant table.
describe('docs/roles.md', () => {
  const doc = readFileSync(path.join(repoRoot(), 'docs', 'roles.md'), 'utf8');
  const rows = new Map(
    [...doc.matchAll(/^\| `([A-Z_]+)`\s*\|([^|]+)\|([^|]+)\|\s*(\d+)\s*\|\s*(\d+)\s*\|/gm)].map((m) => [
      m[1]!,
      { label: m[2]!.trim(), kind: m[3]!.trim(), holds: Number(m[4]), views: Number(m[5]) },
    ]),
  );

  it('has a row for every role, with its label, kind and counts', () => {
    expect([...rows.keys()].sort()).toEqual(GRANT_ROLES.map((r) => r.value).sort());
    for (const role of GRANT_ROLES) {
      const grants = ROLE_GRANTS[role.value];
      expect(rows.get(role.value), role.value).toEqual({
        label: role.label,
        kind: role.kind.toLowerCase(),
        holds: grants.length,
        views: grants.filter(isViewPermission).length,
      });
    }
  });
});
