import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { SheetRow, TaskTypeDefinition } from './task-registry';
import { taskRows } from './tasks.schema';

const STAGE_CHUNK = 1_000;

/**
 * Keeps the rows the preview read (cells in template order, as a JSON array) for the commit. One
 * statement per 1,000 rows, whose one parameter is the rows as a JSON text built by one
 * `JSON.stringify`: the driver's array parameters (`unnest($1::text[])`) escaped and quoted every
 * element into new strings, a third of all the preview's allocations. `json`, not `jsonb`: each
 * row's cells are kept as the text it was given (`->` hands back the element's own text).
 */
export async function stageRows(
  db: DbOrTx,
  taskId: string,
  type: TaskTypeDefinition,
  rows: readonly SheetRow[],
): Promise<void> {
  const names = type.columns.map((c) => c.name);
  for (let i = 0; i < rows.length; i += STAGE_CHUNK) {
    const chunk = rows.slice(i, i + STAGE_CHUNK);
    const json = JSON.stringify(chunk.map((r) => [r.row, names.map((n) => r.cells[n] ?? '')]));
    await db.execute(sql`
      INSERT INTO task_rows (task_id, row, cells)
      SELECT ${taskId}::uuid, (e->>0)::int, (e->1)::text
      FROM json_array_elements(${json}::json) AS e`);
  }
}

/** How many rows a task has staged. */
export async function stagedCount(db: DbOrTx, taskId: string): Promise<number> {
  const [found] = await db.select({ n: count() }).from(taskRows).where(eq(taskRows.taskId, taskId));
  return Number(found?.n ?? 0);
}

/**
 * The staged rows of a task in row order, `size` at a time (keyset on the row number), so the
 * commit holds one chunk whatever the file's size.
 */
export async function* stagedChunks(
  db: DbOrTx,
  taskId: string,
  type: TaskTypeDefinition,
  size: number,
): AsyncGenerator<SheetRow[]> {
  const names = type.columns.map((c) => c.name);
  let after = 0;
  for (;;) {
    const found = await db
      .select({ row: taskRows.row, cells: taskRows.cells })
      .from(taskRows)
      .where(and(eq(taskRows.taskId, taskId), gt(taskRows.row, after)))
      .orderBy(asc(taskRows.row))
      .limit(size);
    if (found.length === 0) return;
    yield found.map((r) => {
      const values = JSON.parse(r.cells) as string[];
      const cells: Record<string, string> = {};
      names.forEach((n, i) => (cells[n] = values[i] ?? ''));
      return { row: r.row, cells };
    });
    if (found.length < size) return;
    after = found[found.length - 1]?.row ?? after;
  }
}

/** Drops a task's staged rows once it has ended. */
export async function dropStagedRows(db: DbOrTx, taskId: string): Promise<void> {
  await db.delete(taskRows).where(eq(taskRows.taskId, taskId));
}

/**
 * Removes staged rows whose task was never saved (the server died between staging and the task
 * row) once they are older than `before`: a preview in progress is never touched, as its rows are
 * younger. Answers how many rows went.
 */
export async function sweepOrphanRows(db: DbOrTx, before: Date): Promise<number> {
  const r = (await db.execute<{ n: number }>(sql`
    WITH gone AS (
      DELETE FROM task_rows r
      WHERE r.staged_at < ${before.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.id = r.task_id)
      RETURNING 1)
    SELECT count(*)::int AS n FROM gone`)) as { rows: { n: number }[] };
  return Number(r.rows[0]?.n ?? 0);
}
