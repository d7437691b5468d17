import {
  type Permission,
  TASK_DOWNLOAD_PERMISSIONS,
  TASK_UPLOAD_PERMISSIONS,
  type TaskArea,
  type TaskDownloadPermission,
  type TaskUploadPermission,
} from '@dom/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';

/** One column of a type's template, in order. */
export interface TaskColumn {
  name: string;
  help: string;
  required?: boolean;
}

/** An error the row validator finds (the column it names, the spec-style message). */
export interface RowProblem {
  column: string;
  message: string;
}

/**
 * What a type's `validate` may answer instead of the bare problems: the problems and **notes**. A
 * note is no error: the row is not written (the type skips it, e.g. an RFQ upload's line its RFQ
 * already has), and the preview shows it as "Skipped" with the note; the task counts it as skipped,
 * not failed, and the commit does not fail because of it. A row with problems fails (its note is
 * dropped).
 */
export interface RowChecks {
  problems: Map<number, RowProblem[]>;
  notes?: Map<number, string>;
}

/**
 * The problems of a chunk's rows, by row number: `check` answers a row's problems (the nulls it
 * gives — checks that passed — are dropped). The loop every type's `validate` would write.
 */
export function rowProblems<Row>(
  rows: readonly { row: number; value: Row }[],
  check: (value: Row, row: number) => readonly (RowProblem | null)[],
): Map<number, RowProblem[]> {
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows) {
    const found = check(value, row).filter((p): p is RowProblem => p !== null);
    if (found.length > 0) problems.set(row, found);
  }
  return problems;
}

/** The row problems the types share, in one wording: a party or SKU the database does not know. */
export const unknownBuyer = (code: string): RowProblem => ({
  column: 'Buyer Code',
  message: `Buyer ${code} is not on the platform`,
});
export const unknownSeller = (code: string): RowProblem => ({
  column: 'Seller Code',
  message: `Seller ${code} is not on the platform`,
});
export const inactiveSku = (sku: string): RowProblem => ({
  column: 'SKU',
  message: `SKU ${sku} is not an active product in the catalogue`,
});

/** A row as read from the sheet: its number as the user sees it and its cells by column name. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/**
 * A type whose commit needs a checker (maker–checker): extraction initiate raises an approval
 * request in the approvals engine instead of starting the commit, and the commit starts when the
 * request is approved (the engine's callback, in the deciding transaction).
 */
export interface TaskChecker {
  /**
   * Who may check: the roles holding this permission and `Approve_Approval_Request` (the Approval
   * Center's decision right). The type's upload permission when omitted — the maker's own desk,
   * never the maker (the engine refuses the requester).
   */
  permission?: Permission;
  /** The approval's summary in the Approval Center, e.g. "Buyer prices: 120 rows, march.xlsx". */
  summary: (facts: { rows: number; fileName: string }) => string;
}

export interface WriteContext {
  taskId: string;
  actorId: string | null;
}

/**
 * A task type: everything the engine needs to take a file of it in and to write its data out.
 * Registered by the area that owns the data (`registerTaskType` from the tasks module's index).
 */
export interface TaskTypeDefinition<Row = unknown> {
  /** Upper snake case: the URL and the task searches name the type by it. */
  taskType: string;
  label: string;
  area: TaskArea;
  /** Who may upload rows of this type (and cancel or commit them). */
  uploadPermission: TaskUploadPermission;
  /** Who may download the template and the data of this type. */
  downloadPermission: TaskDownloadPermission;
  columns: readonly TaskColumn[];
  /** The sheet the template names and the reader prefers. */
  sheetName: string;
  /** The cells of one row (by column name, trimmed text) to the row the writer takes. */
  rowSchema: z.ZodType<Row, Record<string, string>>;
  /** A row's identity in the data: two rows of one file with the same key are refused. */
  naturalKey: (row: Row) => string;
  /**
   * Checks that read the database (codes that must exist, …) for a chunk of rows that passed the
   * schema; answers the problems by row number, or `RowChecks` with notes for the rows to skip.
   */
  validate?: (
    db: Db,
    rows: readonly { row: number; value: Row }[],
    /** The task and its owner (the uploader): a type whose rows are scoped checks them against it. */
    ctx: WriteContext,
  ) => Promise<Map<number, RowProblem[]> | RowChecks>;
  /**
   * Writes a chunk of valid rows in the caller's transaction, keyed by the natural key so a repeat
   * of the chunk changes nothing more. Answers how many rows it wrote.
   */
  write: (tx: DbOrTx, rows: readonly Row[], ctx: WriteContext) => Promise<number>;
  /** The data of the type, a batch of rows (cells by column name) at a time, for a download. */
  exportRows: (
    db: Db,
    /** The download task and who asked for it: a type whose data is scoped exports only theirs. */
    ctx: WriteContext,
  ) => AsyncIterable<readonly Record<string, string | number>[]>;
  /** An upload waits for a checker before its commit (the approvals engine decides). */
  checker?: TaskChecker;
}

const registry = new Map<string, TaskTypeDefinition>();

/** Adds a task type (module load time); a second type with the same code is a programming error. */
export function registerTaskType<Row>(definition: TaskTypeDefinition<Row>): void {
  if (registry.has(definition.taskType)) throw new Error(`Task type ${definition.taskType} exists already`);
  if (!/^[A-Z][A-Z0-9_]{1,63}$/.test(definition.taskType))
    throw new Error(`Task type ${definition.taskType} must be upper snake case`);
  // The routes admit callers by these lists (contract TASK_ENDPOINTS); a type outside them is unreachable.
  if (
    !(TASK_UPLOAD_PERMISSIONS as readonly string[]).includes(definition.uploadPermission) ||
    !(TASK_DOWNLOAD_PERMISSIONS as readonly string[]).includes(definition.downloadPermission)
  )
    throw new Error(`Task type ${definition.taskType} names a permission outside TASK_*_PERMISSIONS`);
  registry.set(definition.taskType, definition as TaskTypeDefinition);
}

export const taskTypeOf = (taskType: string): TaskTypeDefinition | undefined => registry.get(taskType);
export const allTaskTypes = (): readonly TaskTypeDefinition[] => [...registry.values()];

/** The permission whose holders check a type's uploads (its upload permission unless it names one). */
export const checkerPermissionOf = (type: TaskTypeDefinition): Permission | null =>
  type.checker ? (type.checker.permission ?? type.uploadPermission) : null;
