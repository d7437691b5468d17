import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';
import * as schema from './platform/db/schema/index';
import { serverRoot } from './platform/paths';

// Modules own their tables: an area writes only the tables its manifest lists, and the areas
// depend on each other one way (no import cycle). An area that must change another's data calls
// that area's command (exported from its index.ts), reacts to its event, or is handed a port by
// the composition root (src/context.ts `ports`).

const modulesDir = path.join(serverRoot(), 'src/modules');

/** Writes of another area's table that stay, each with its reason. */
const FOREIGN_WRITES_ALLOWED: readonly { file: string; table: string; reason: string }[] = [
  {
    file: 'orders/order-generator.ts',
    table: 'buyer_credit_accounts',
    reason:
      'the bulk generator for benches and large seeds gives the generated buyers a credit account in one statement (never on a request path)',
  },
];

/**
 * Imports that still run against the one-way order of the areas (identity ← parties ← orders ←
 * credit ← consignments ← files), each with its reason. Without them the graph has no cycle; a
 * new import closing a cycle fails the test, and so does an entry no longer needed.
 */
const BACK_EDGES_ALLOWED: readonly { from: string; to: string; reason: string }[] = [
  {
    from: 'identity',
    to: 'parties',
    reason: 'user admin checks that a seller user names an existing seller (to become a parties port)',
  },
  {
    from: 'parties',
    to: 'orders',
    reason: "the buyer and seller pages' order tabs and counts read OrdersQueries (to become a port)",
  },
  {
    from: 'parties',
    to: 'credit',
    reason: "the buyer and seller pages' credit and payment tabs read the ledger (to become a port)",
  },
];

/** Every non-test .ts file of a folder, recursively. */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesOf(full);
    return name.endsWith('.ts') && !/\.test\.ts$|test-kit\.ts$/.test(name) ? [full] : [];
  });
}

const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');

/** Drizzle export name → SQL table name, for every table the schema aggregator lists. */
const TABLE_OF_EXPORT = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => [name, getTableName(value as PgTable)]),
);
const SQL_TABLES = new Set(TABLE_OF_EXPORT.values());

/**
 * The tables a source text writes: Drizzle's `.insert(t)` / `.update(t)` / `.delete(t)` on a
 * table export, and raw `INSERT INTO t` / `UPDATE t` / `DELETE FROM t` on a known table.
 */
function tablesWritten(text: string): Set<string> {
  const code = withoutComments(text);
  const found = new Set<string>();
  for (const m of code.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    const table = TABLE_OF_EXPORT.get(m[1] ?? '');
    if (table) found.add(table);
  }
  for (const m of code.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_][a-z0-9_]*)/g)) {
    const table = m[1] ?? '';
    if (SQL_TABLES.has(table)) found.add(table);
  }
  return found;
}

/** The modules a source text imports (`../<area>` or `../<area>/<file>` from inside modules/). */
function modulesImported(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of withoutComments(text).matchAll(/from\s+'\.\.\/([a-z-]+)(?:\/[^']*)?'/g))
    found.add(m[1] ?? '');
  return found;
}

/** The cycles of a directed graph, each as its members from the smallest name, e.g. `a → b → a`. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const smallest = trail.indexOf([...trail].sort()[0] ?? start);
        const rotated = [...trail.slice(smallest), ...trail.slice(0, smallest)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else if (!trail.includes(next) && next > start) visit(start, next, [...trail, next]);
    }
  };
  for (const node of [...graph.keys()].sort()) visit(node, node, [node]);
  return [...cycles].sort();
}

const owners = new Map<string, string>();
for (const area of MODULES) for (const table of area.tables) owners.set(getTableName(table), area.name);

const areas = MODULES.map((area) => area.name);
const files = areas.flatMap((area) =>
  sourcesOf(path.join(modulesDir, area)).map((file) => ({
    area,
    rel: path.relative(modulesDir, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  })),
);

describe('modules own their tables', () => {
  it('finds writes, Drizzle and raw, and the imports between areas (the checks can fail)', () => {
    const sample = `
      await tx.update(orderLines).set({ a: 1 });
      await tx.insert(consignments).values(row);
      // await tx.delete(buyers) is a comment
      await tx.execute(sql\`UPDATE credit_invoices SET x = 1 FOR UPDATE\`);
      import { findOrder } from '../orders';
      import { x } from '../credit/credit.repo';`;
    expect([...tablesWritten(sample)].sort()).toEqual(['consignments', 'credit_invoices', 'order_lines']);
    expect([...modulesImported(sample)].sort()).toEqual(['credit', 'orders']);
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['a → b → c → a']);
  });

  it('every module table has an owner the manifests name', () => {
    for (const table of ['users', 'buyers', 'sellers', 'products', 'buyer_credit_accounts'])
      expect(owners.get(table), table).toBeDefined();
    expect(owners.get('users')).toBe('identity');
    expect(owners.get('buyers')).toBe('parties');
    expect(owners.get('products')).toBe('catalogue');
    expect(owners.get('buyer_credit_accounts')).toBe('credit');
  });

  it('a module writes only the tables its manifest lists (or a listed exception)', () => {
    const foreign: string[] = [];
    for (const file of files) {
      for (const table of tablesWritten(file.text)) {
        const owner = owners.get(table);
        if (!owner || owner === file.area) continue; // platform and integration tables: not an area's
        if (FOREIGN_WRITES_ALLOWED.some((a) => a.file === file.rel && a.table === table)) continue;
        foreign.push(`${file.rel} writes ${table} (owned by ${owner})`);
      }
    }
    expect(foreign).toEqual([]);
    // Every exception still applies (a stale one is removed).
    for (const allowed of FOREIGN_WRITES_ALLOWED) {
      const file = files.find((f) => f.rel === allowed.file);
      expect(file && tablesWritten(file.text).has(allowed.table), allowed.file).toBe(true);
    }
  });

  it('the areas depend on each other one way: no import cycle between modules', () => {
    const graph = new Map<string, Set<string>>(areas.map((area) => [area, new Set<string>()]));
    for (const file of files) {
      // Schema files name other areas' tables for foreign keys (no behaviour, no cycle at load).
      if (file.rel.endsWith('.schema.ts')) continue;
      for (const other of modulesImported(file.text))
        if (other !== file.area && areas.includes(other)) graph.get(file.area)?.add(other);
    }
    for (const edge of BACK_EDGES_ALLOWED) {
      expect(graph.get(edge.from)?.has(edge.to), `${edge.from} → ${edge.to} still needed`).toBe(true);
      graph.get(edge.from)?.delete(edge.to);
    }
    expect(cyclesOf(graph)).toEqual([]);
    // The two that were broken stay broken in the direction chosen.
    expect(graph.get('consignments')?.has('orders')).toBe(true);
    expect(graph.get('orders')?.has('consignments')).toBe(false);
    expect(graph.get('consignments')?.has('parties')).toBe(true);
    expect(graph.get('parties')?.has('consignments')).toBe(false);
  });
});
