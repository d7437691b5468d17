import type { Db } from '../../platform/db/database';
import type { RowProblem, SheetRow, TaskTypeDefinition, WriteContext } from './task-registry';

export interface CheckedRow {
  row: number;
  cells: Record<string, string>;
  /** The parsed row when it has no problem. */
  value: unknown;
  problems: RowProblem[];
  /** The type's note when the row has no problem but is skipped (not written); null otherwise. */
  note: string | null;
}

/**
 * Every row of a file through the type's zod schema, once: the duplicate search and the chunks'
 * checks both read this (parsing 100,000 rows twice cost seconds).
 */
export function parseRows(type: TaskTypeDefinition, rows: readonly SheetRow[]): CheckedRow[] {
  return rows.map((r) => {
    const parsed = type.rowSchema.safeParse(r.cells);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => ({
        column: typeof issue.path[0] === 'string' ? issue.path[0] : 'Row',
        message: issue.message,
      }));
      return { row: r.row, cells: r.cells, value: null, problems, note: null };
    }
    return { row: r.row, cells: r.cells, value: parsed.data, problems: [], note: null };
  });
}

/**
 * The rows of a file that share a natural key with an earlier row: row number → the first row.
 * Pure and cheap, run over the whole file, so a chunked commit sees the same duplicates as the preview.
 */
export function duplicatesOf(type: TaskTypeDefinition, parsed: readonly CheckedRow[]): Map<number, number> {
  return duplicatesIn(type, parsed, new Map());
}

/**
 * The same a chunk at a time: `firstSeen` (natural key → first row) carries over from the chunks
 * before, so chunks taken in file order find exactly the duplicates of the whole file, while only
 * the keys are held.
 */
export function duplicatesIn(
  type: TaskTypeDefinition,
  parsed: readonly CheckedRow[],
  firstSeen: Map<string, number>,
): Map<number, number> {
  const dupes = new Map<number, number>();
  for (const r of parsed) {
    if (r.problems.length > 0) continue;
    const key = type.naturalKey(r.value);
    const seen = firstSeen.get(key);
    if (seen === undefined) firstSeen.set(key, r.row);
    else dupes.set(r.row, seen);
  }
  return dupes;
}

/**
 * Checks a chunk of parsed rows: duplicates within the file, then the type's database checks (and
 * its notes: a row with a note and no problem is skipped). Answers new row objects (the parsed
 * ones stay as they were, so a chunk retried finds the same).
 */
export async function checkRows(
  db: Db,
  type: TaskTypeDefinition,
  rows: readonly CheckedRow[],
  duplicates: ReadonlyMap<number, number>,
  ctx: WriteContext,
): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = rows.map((r) => {
    if (r.problems.length > 0) return { ...r, problems: [...r.problems], note: null };
    const dupe = duplicates.get(r.row);
    const problems = dupe === undefined ? [] : [{ column: 'Row', message: `Same row as row ${dupe}` }];
    return { ...r, problems, note: null };
  });
  if (type.validate) {
    const ok = checked.filter((c) => c.problems.length === 0);
    if (ok.length > 0) {
      const found = await type.validate(
        db,
        ok.map((c) => ({ row: c.row, value: c.value })),
        ctx,
      );
      // Older types answer the problems alone; others the problems and notes.
      const { problems, notes } = found instanceof Map ? { problems: found, notes: undefined } : found;
      for (const c of ok) {
        c.problems.push(...(problems.get(c.row) ?? []));
        if (c.problems.length === 0) c.note = notes?.get(c.row) ?? null;
      }
    }
  }
  return checked;
}

/** A checked row's fate: failed (problems), skipped (a note and no problem), or to be written. */
export const isSkipped = (c: CheckedRow): boolean => c.problems.length === 0 && c.note !== null;
export const isToWrite = (c: CheckedRow): boolean => c.problems.length === 0 && c.note === null;

/** One line per problem, as the Error column of the failed-rows file shows it. */
export const problemText = (problems: readonly RowProblem[]): string =>
  problems.map((p) => (p.column === 'Row' ? p.message : `${p.column}: ${p.message}`)).join('; ');
