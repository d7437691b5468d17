import { randomUUID } from 'node:crypto';
import type {
  BusinessFilePage,
  ImportFilePage,
  ImportFileQuery,
  Task,
  TaskApproval,
  TaskPage,
  TaskPreview,
  TaskSearch,
  TaskSearchSchema,
  TaskType,
} from '@dom/contract';
import {
  TASK_CHUNK_ROWS,
  TASK_MAX_ATTEMPTS,
  type TaskArea,
  type ApprovalStatus,
  type TaskFailure,
  approvalStatusLabel,
  fileStatusLabel,
  taskFailureLabel,
} from '@dom/domain';
import { type SQL, and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { files } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';
import { type MoveActor, SYSTEM, applyMove } from '../../platform/moves';
import type { HeldRun, JobSteps, ResumableJobs } from '../../platform/resumable-jobs';
import { writeSheet } from '../../platform/files/xlsx-stream';
import {
  type ApprovalCaller,
  type ApprovalOutcome,
  approvalStatesOf,
  cancelApprovalIn,
  raiseApprovalIn,
  runAfterCommit,
} from '../approvals';
import { users } from '../identity';
import { TASK_IMPORT_SUBJECT } from './task-approvals';
import { ERROR_COLUMN, XLSX_CONTENT_TYPE, readTaskFile, readTaskRows, taskSheet } from './task-file';
import { TASK_JOB_MACHINE, TASK_MACHINE } from './task-machines';
import {
  type SheetRow,
  type TaskTypeDefinition,
  allTaskTypes,
  checkerPermissionOf,
  taskTypeOf,
} from './task-registry';
import { dropStagedRows, stageRows, stagedChunks, stagedCount } from './task-rows';
import { checkRows, duplicatesIn, isSkipped, isToWrite, parseRows, problemText } from './task-validate';
import { type StoredRowError, type StoredRowNote, tasks } from './tasks.schema';

export const TASK_COMMIT_JOB = 'task-commit';
export const TASK_EXPORT_JOB = 'task-export';
const PREVIEW_ERRORS = 200;
const PURPOSE = 'task-upload';

type TaskRow = typeof tasks.$inferSelect;

/** Who calls: their id, permissions and the actor the audit log names. */
export interface TaskCaller {
  userId: string | null;
  permissions: ReadonlySet<string>;
  actor: MoveActor;
  /** The same caller as the approvals engine takes them (roles and scope too); null off a request. */
  approval: ApprovalCaller | null;
}

/** The withdrawal comment when the uploader cancels a waiting upload (the approval's timeline shows it). */
const UPLOADER_WITHDREW = 'The uploader cancelled the upload.';

/** How many waiting uploads the approval-pending tab looks through (newest first). */
const PENDING_SCAN = 1000;

/**
 * Fault points for the crash tests: called after a chunk's rows are committed and before the step
 * is recorded (the worst moment to die). Null in production.
 */
export const taskFaults: { afterChunkWrite: ((taskId: string, chunk: number) => void) | null } = {
  afterChunkWrite: null,
};

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

type ApprovalState = { approvalKey: string; status: ApprovalStatus };

export function presentTask(row: TaskRow, approval: ApprovalState | null = null): Task {
  const type = taskTypeOf(row.taskType);
  const total = row.kind === 'UPLOAD' ? row.rowCount : Math.max(row.rowCount, row.processedRows);
  const finished = row.finishedAt !== null;
  const percent = finished
    ? 100
    : total > 0
      ? Math.min(100, Math.floor((row.processedRows * 100) / total))
      : 0;
  return {
    taskId: row.id,
    taskType: row.taskType,
    taskTypeLabel: type?.label ?? row.taskType,
    area: row.area,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    statusLabel: fileStatusLabel(row.status),
    jobStatus: row.jobStatus,
    failure: row.failure,
    failureLabel: row.failure ? taskFailureLabel(row.failure) : null,
    message: row.message,
    fileName: row.fileName,
    rowCount: row.rowCount,
    processedRows: row.processedRows,
    writtenRows: row.writtenRows,
    errorCount: row.errorCount,
    skippedRows: row.skippedRows,
    progressPercent: percent,
    hasFailedRowsFile: row.failedFileId !== null,
    hasResultFile: row.resultFileId !== null,
    createdBy: row.createdBy,
    createdOn: row.createdAt.toISOString(),
    finishedOn: row.finishedAt?.toISOString() ?? null,
    feedback: row.feedback,
    approval: approval ? presentApproval(approval) : null,
  };
}

const presentApproval = (a: ApprovalState): TaskApproval => ({
  approvalKey: a.approvalKey,
  status: a.status,
  statusLabel: approvalStatusLabel(a.status),
});

/** Whether an upload of this type waits for a checker. */
const checked = (type: TaskTypeDefinition | undefined): boolean => type?.checker !== undefined;

/** Whether the caller may see the desk's imports of a checked type (its makers and its checkers). */
const mayWatch = (caller: TaskCaller, type: TaskTypeDefinition): boolean => {
  const checker = checkerPermissionOf(type);
  return (
    checker !== null && (caller.permissions.has(type.uploadPermission) || caller.permissions.has(checker))
  );
};

const forbidden = () => new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);

interface ChunkResult {
  written: number;
  failed: { row: number; error: string }[];
  /** Rows the type skipped with a note (absent in steps recorded before notes existed). */
  skipped?: number;
  /** Their first notes (at most PREVIEW_ERRORS a chunk). */
  notes?: StoredRowNote[];
}

/**
 * The bulk task engine (doc 3 §7): a registered type's upload is read, checked row by row and
 * previewed (nothing written but the task and its file); its commit runs as a resumable job that
 * writes the valid rows a chunk per transaction, each chunk a recorded step, so a crash resumes
 * after the last recorded chunk and a repeated chunk rewrites the same natural keys. Rows that fail
 * go to a failed-rows file (the input row and an Error column). A download runs the same way.
 */
export class TaskEngine {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly resumable: ResumableJobs,
  ) {}

  /** The jobs a worker takes over after a crash (module background registration). */
  defineJobs(resumable: ResumableJobs): void {
    resumable.define(TASK_COMMIT_JOB, (taskId, steps) => this.runCommit(taskId, steps));
    resumable.define(TASK_EXPORT_JOB, (taskId, steps) => this.runExport(taskId, steps));
  }

  types(caller: TaskCaller): TaskType[] {
    return allTaskTypes()
      .map((t) => ({
        taskType: t.taskType,
        label: t.label,
        area: t.area,
        columns: t.columns.map((c) => ({ name: c.name, help: c.help, required: c.required === true })),
        uploadPermission: t.uploadPermission,
        downloadPermission: t.downloadPermission,
        canUpload: caller.permissions.has(t.uploadPermission),
        canDownload: caller.permissions.has(t.downloadPermission),
        needsChecker: checked(t),
      }))
      .filter((t) => t.canUpload || t.canDownload);
  }

  /** The type, if the caller holds its permission for `what` (404 for an unknown type, else 403). */
  typeFor(caller: TaskCaller, taskType: string, what: 'upload' | 'download'): TaskTypeDefinition {
    const type = taskTypeOf(taskType);
    if (!type) throw notFound('Task type');
    const permission = what === 'upload' ? type.uploadPermission : type.downloadPermission;
    if (!caller.permissions.has(permission)) throw forbidden();
    return type;
  }

  /** The caller's own task (404 otherwise), and the permission of its type for its kind. */
  private async own(
    caller: TaskCaller,
    taskId: string,
    db: DbOrTx = this.db,
  ): Promise<{ row: TaskRow; type: TaskTypeDefinition }> {
    const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!row || row.createdBy !== caller.userId) throw notFound('Task');
    const type = this.typeFor(caller, row.taskType, row.kind === 'UPLOAD' ? 'upload' : 'download');
    return { row, type };
  }

  /**
   * The caller's own task, or — for an upload of a checked type — one of the desk's imports the
   * caller may watch (the import-files tabs list them; their failed rows download from there).
   */
  private async ownOrWatched(caller: TaskCaller, taskId: string): Promise<TaskRow> {
    const [row] = await this.db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!row) throw notFound('Task');
    if (row.createdBy === caller.userId) return (await this.own(caller, taskId)).row;
    const type = taskTypeOf(row.taskType);
    if (row.kind !== 'UPLOAD' || !type || !mayWatch(caller, type)) throw notFound('Task');
    return row;
  }

  /** The approvals of the checked uploads among `rows` (their latest request), by task id. */
  private async approvalsOf(db: DbOrTx, rows: readonly TaskRow[]): Promise<Map<string, ApprovalState>> {
    const keys = rows.filter((r) => r.kind === 'UPLOAD' && checked(taskTypeOf(r.taskType))).map((r) => r.id);
    if (keys.length === 0) return new Map();
    return approvalStatesOf(db, TASK_IMPORT_SUBJECT, keys);
  }

  /** Tasks as the API answers them, each with its checker's approval when it has one. */
  private async present(rows: readonly TaskRow[], db: DbOrTx = this.db): Promise<Task[]> {
    const approvals = await this.approvalsOf(db, rows);
    return rows.map((r) => presentTask(r, approvals.get(r.id) ?? null));
  }

  private async presentOne(row: TaskRow, db: DbOrTx = this.db): Promise<Task> {
    const [task] = await this.present([row], db);
    return task!;
  }

  private async load(taskId: string, db: DbOrTx = this.db): Promise<TaskRow> {
    const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!row) throw notFound('Task');
    return row;
  }

  /**
   * Upload → preview: the file is read as it is unpacked, a chunk at a time; each chunk's rows
   * are checked and staged for the commit while the worker reads the next, so memory holds a few
   * chunks (and the natural keys seen) whatever the file's size. A file that cannot be read is
   * refused and nothing is kept (the chunks staged before the refusal are dropped). The
   * failed-rows file is made if any row fails, and the task waits in CREATED.
   */
  async upload(
    caller: TaskCaller,
    taskType: string,
    input: { fileName: string; bytes: Buffer },
  ): Promise<TaskPreview> {
    const type = this.typeFor(caller, taskType, 'upload');
    // The task's id is chosen first: its rows are staged under it before the task row exists.
    const taskId = randomUUID();
    const firstSeen = new Map<string, number>();
    const failed: { row: SheetRow; error: string }[] = [];
    const errors: StoredRowError[] = [];
    const notes: StoredRowNote[] = [];
    let skipped = 0;
    let rowCount = 0;
    try {
      for await (const chunk of readTaskRows(type, input.bytes)) {
        const parsed = parseRows(type, chunk);
        const duplicates = duplicatesIn(type, parsed, firstSeen);
        const [checked] = await Promise.all([
          checkRows(this.db, type, parsed, duplicates, { taskId, actorId: caller.userId }),
          stageRows(this.db, taskId, type, chunk),
        ]);
        for (const c of checked) {
          if (isSkipped(c)) {
            skipped += 1;
            if (notes.length < PREVIEW_ERRORS) notes.push({ row: c.row, message: c.note ?? '' });
          }
          if (c.problems.length === 0) continue;
          failed.push({ row: { row: c.row, cells: c.cells }, error: problemText(c.problems) });
          for (const p of c.problems) if (errors.length < PREVIEW_ERRORS) errors.push({ row: c.row, ...p });
        }
        rowCount += chunk.length;
      }
    } catch (err) {
      await dropStagedRows(this.db, taskId);
      throw err;
    }
    const stored = await this.files
      .saveUpload({
        bytes: input.bytes,
        accepts: 'spreadsheet',
        name: input.fileName,
        purpose: PURPOSE,
        ownerType: 'task',
        uploadedBy: caller.userId,
      })
      .catch(async (err: unknown) => {
        await dropStagedRows(this.db, taskId);
        throw err;
      });
    const [row] = await this.db
      .insert(tasks)
      .values({
        id: taskId,
        taskType: type.taskType,
        area: type.area,
        kind: 'UPLOAD',
        fileName: input.fileName,
        uploadFileId: stored.id,
        rowCount,
        errorCount: failed.length,
        errors,
        skippedRows: skipped,
        notes,
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The task was not saved');
    let task = row;
    if (failed.length > 0) task = await this.writeFailedRows(task, type, failed);
    return { task: presentTask(task), errors, notes, validRows: rowCount - failed.length - skipped };
  }

  /** Stores the failed-rows file (input rows + Error) and links it to the task. */
  private async writeFailedRows(
    task: TaskRow,
    type: TaskTypeDefinition,
    failed: readonly { row: SheetRow; error: string }[],
  ): Promise<TaskRow> {
    const rows = failed.map((f) => ({ ...f.row.cells, [ERROR_COLUMN]: f.error }));
    const file = await this.files.save({
      body: writeSheet(taskSheet(type, [ERROR_COLUMN]), rows),
      name: `${type.taskType.toLowerCase()}-failed-rows.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      purpose: 'task-failed-rows',
      ownerType: 'task',
      ownerId: task.id,
      uploadedBy: task.createdBy,
    });
    const [row] = await this.db
      .update(tasks)
      .set({ failedFileId: file.id, updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning();
    return row ?? task;
  }

  /**
   * Extraction initiate: the task moves to IN_PROGRESS / RUNNING and its commit job opens in the
   * request's transaction; the job runs once it has committed and, after a crash, on a worker. A
   * second call answers the task as it is (one job per task).
   */
  async commit(tx: Tx, caller: TaskCaller, taskId: string): Promise<Task | AfterCommit<Task>> {
    const { row, type } = await this.own(caller, taskId, tx);
    if (row.status !== 'CREATED') return this.presentOne(row, tx);
    if (row.kind === 'UPLOAD' && checked(type)) return this.askChecker(tx, caller, row);
    await applyMove(tx, TASK_MACHINE, {
      key: taskId,
      action: 'start',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
      expectStatus: 'CREATED',
    });
    await applyMove(tx, TASK_JOB_MACHINE, {
      key: taskId,
      action: 'start',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
    });
    const held = await this.resumable.open(tx, TASK_COMMIT_JOB, taskId);
    return afterCommit(async () => {
      void this.runInBackground(held);
      return presentTask(await this.load(taskId));
    });
  }

  /** Runs an opened job now; its failure is the task's (a worker resumes it), never the caller's. */
  private runInBackground(held: HeldRun): Promise<void> {
    return this.resumable.run(held).then(
      () => undefined,
      (err: unknown) => {
        console.warn(`task ${held.subject} stopped: ${err instanceof Error ? err.message : String(err)}`);
      },
    );
  }

  /**
   * Extraction initiate of a type that needs a checker: the task stays CREATED and an approval
   * request is raised in the approvals engine, the uploader its requester. The task row is locked
   * first, so two initiates queue; while a request is pending another initiate answers 409.
   */
  private async askChecker(tx: Tx, caller: TaskCaller, task: TaskRow): Promise<Task> {
    const requester = caller.approval;
    if (!requester) throw forbidden();
    const [locked] = await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
    if (locked && locked.status === 'CREATED') {
      const latest = (await approvalStatesOf(tx, TASK_IMPORT_SUBJECT, [task.id])).get(task.id);
      if (latest?.status === 'PENDING')
        throw new AppError(
          'CONFLICT',
          `This upload already awaits its checker's approval (${latest.approvalKey}).`,
          { approvalKey: latest.approvalKey },
          409,
        );
      await raiseApprovalIn(this.db, tx, requester, {
        subjectType: TASK_IMPORT_SUBJECT,
        subjectKey: task.id,
        comment: `Please check ${task.fileName ?? 'this upload'} before it is processed.`,
      });
    }
    return this.presentOne(await this.load(task.id, tx), tx);
  }

  /**
   * The approvals engine's callback for a checked upload, in the deciding transaction. Approved:
   * the commit starts exactly as extraction initiate starts it (on behalf of the checker, the
   * approval named in the audit), and runs once the decision has committed. Rejected or withdrawn:
   * the task ends FAILED with the reason, its staged rows dropped; nothing was written.
   */
  async checkerDecided(
    tx: DbOrTx,
    taskId: string,
    approvalKey: string,
    outcome: ApprovalOutcome,
    decidedBy: MoveActor,
    comment: string | null,
  ): Promise<void | (() => Promise<unknown>)> {
    const detail = { approvalKey };
    if (outcome === 'APPROVED') {
      await applyMove(tx, TASK_MACHINE, {
        key: taskId,
        action: 'start',
        caller: SYSTEM,
        onBehalfOf: decidedBy,
        expectStatus: 'CREATED',
        detail,
      });
      await applyMove(tx, TASK_JOB_MACHINE, {
        key: taskId,
        action: 'start',
        caller: SYSTEM,
        onBehalfOf: decidedBy,
        detail,
      });
      const held = await this.resumable.open(tx, TASK_COMMIT_JOB, taskId);
      // Started, not awaited: the checker's answer does not wait for the rows to be written.
      return async () => {
        void this.runInBackground(held);
      };
    }
    // Why, as a code the web labels in the reader's language; the message keeps the decider's own
    // comment as typed (none when the uploader cancelled from the wizard: that comment is ours).
    const failure: TaskFailure = outcome === 'REJECTED' ? 'CHECKER_REJECTED' : 'APPROVAL_WITHDRAWN';
    const said = comment?.trim() || null;
    await applyMove(tx, TASK_MACHINE, {
      key: taskId,
      action: 'cancel',
      caller: SYSTEM,
      onBehalfOf: decidedBy,
      expectStatus: 'CREATED',
      detail: { ...detail, failure },
      change: () => ({
        failure,
        message: said === UPLOADER_WITHDREW ? null : said,
        finishedAt: new Date(),
      }),
    });
    await dropStagedRows(tx, taskId);
    return undefined;
  }

  /**
   * Extraction cancel: only before the commit. An upload waiting for its checker withdraws the
   * approval request, whose callback ends the task (one transaction).
   */
  async cancel(tx: Tx, caller: TaskCaller, taskId: string): Promise<Task | AfterCommit<Task>> {
    const { row: task, type } = await this.own(caller, taskId, tx);
    if (task.status === 'CREATED' && checked(type)) {
      const latest = (await approvalStatesOf(tx, TASK_IMPORT_SUBJECT, [taskId])).get(taskId);
      if (latest?.status === 'PENDING') {
        if (!caller.approval) throw forbidden();
        // The uploader is the request's requester, and a requester always withdraws their own
        // request (the engine asks no permission of them: docs/decisions.md).
        const then = await cancelApprovalIn(
          this.db,
          tx,
          caller.approval,
          latest.approvalKey,
          UPLOADER_WITHDREW,
        );
        return afterCommit(async () => {
          await runAfterCommit(then);
          return this.presentOne(await this.load(taskId));
        });
      }
    }
    const moved = await applyMove(tx, TASK_MACHINE, {
      key: taskId,
      action: 'cancel',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
      expectStatus: 'CREATED',
      change: () => ({ message: 'Cancelled before processing.', finishedAt: new Date() }),
    });
    await dropStagedRows(tx, taskId);
    return presentTask(moved);
  }

  async get(caller: TaskCaller, taskId: string): Promise<Task> {
    return this.presentOne((await this.own(caller, taskId)).row);
  }

  async result(caller: TaskCaller, taskId: string): Promise<TaskPreview> {
    const { row } = await this.own(caller, taskId);
    return {
      task: await this.presentOne(row),
      errors: row.errors,
      notes: row.notes,
      validRows: row.rowCount - row.errorCount - row.skippedRows,
    };
  }

  async feedback(caller: TaskCaller, taskId: string, feedback: string): Promise<Task> {
    await this.own(caller, taskId);
    const [row] = await this.db.update(tasks).set({ feedback }).where(eq(tasks.id, taskId)).returning();
    if (!row) throw notFound('Task');
    return this.presentOne(row);
  }

  /**
   * The failed-rows file or the download's file of the caller's task; the failed rows of a desk's
   * checked import too (the import-files tabs offer them to its makers and checkers).
   */
  async fileOf(caller: TaskCaller, taskId: string, which: 'failed' | 'result') {
    const row =
      which === 'failed' ? await this.ownOrWatched(caller, taskId) : (await this.own(caller, taskId)).row;
    const id = which === 'failed' ? row.failedFileId : row.resultFileId;
    if (!id) throw new AppError('NOT_FOUND', 'File not available to download');
    return this.files.open(id);
  }

  /** Initiate download: the export runs as a resumable job; its file appears under "Downloaded file". */
  async initiateDownload(tx: Tx, caller: TaskCaller, taskType: string): Promise<AfterCommit<Task>> {
    const type = this.typeFor(caller, taskType, 'download');
    const [row] = await tx
      .insert(tasks)
      .values({ taskType: type.taskType, area: type.area, kind: 'DOWNLOAD', createdBy: caller.userId })
      .returning({ id: tasks.id });
    if (!row) throw new AppError('INTERNAL', 'The task was not saved');
    await applyMove(tx, TASK_MACHINE, {
      key: row.id,
      action: 'start',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
    });
    await applyMove(tx, TASK_JOB_MACHINE, {
      key: row.id,
      action: 'start',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
    });
    const held = await this.resumable.open(tx, TASK_EXPORT_JOB, row.id);
    return afterCommit(async () => {
      void this.runInBackground(held);
      return presentTask(await this.load(row.id));
    });
  }

  /** The task searches of the spec (per area) over the caller's own tasks. */
  async search(
    caller: TaskCaller,
    area: TaskArea | null,
    q: z.output<typeof TaskSearchSchema>,
  ): Promise<TaskPage> {
    const where: SQL[] = [eq(tasks.createdBy, caller.userId ?? '00000000-0000-0000-0000-000000000000')];
    if (area) where.push(eq(tasks.area, area));
    if (q.taskType) where.push(eq(tasks.taskType, q.taskType));
    if (q.channel) where.push(eq(tasks.channel, q.channel));
    if (q.kind) where.push(eq(tasks.kind, q.kind));
    if (q.statusList && q.statusList.length > 0) where.push(inArray(tasks.status, q.statusList));
    if (q.createdOn) {
      // createdOn is an India date: its day runs from 00:00 IST.
      const start = new Date(`${q.createdOn}T00:00:00+05:30`);
      where.push(gte(tasks.createdAt, start), lt(tasks.createdAt, new Date(start.getTime() + 86_400_000)));
    }
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(tasks)
        .where(cond)
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(q.pageSize)
        .offset(q.pageNumber * q.pageSize),
      this.db.select({ n: count() }).from(tasks).where(cond),
    ]);
    const totalElements = total?.n ?? 0;
    return {
      content: await this.present(rows),
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      totalElements,
      totalPages: Math.ceil(totalElements / q.pageSize),
      totalIsCapped: false,
    };
  }

  /**
   * The import-files tabs (doc 3 §2): the uploads of every type that needs a checker and that the
   * caller makes or checks, whoever uploaded them. Approval pending: waiting uploads whose request
   * is pending (the newest PENDING_SCAN waiting uploads are looked through); processed: ended
   * uploads, newest end first.
   */
  async importFiles(
    caller: TaskCaller,
    q: ImportFileQuery & { pageNumber: number; pageSize: number },
  ): Promise<ImportFilePage> {
    const types = allTaskTypes()
      .filter((t) => mayWatch(caller, t))
      .map((t) => t.taskType);
    const page = (content: ImportFilePage['content'], totalElements: number, totalIsCapped = false) => ({
      content,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      totalElements,
      totalPages: Math.ceil(totalElements / q.pageSize),
      totalIsCapped,
    });
    if (types.length === 0) return page([], 0);
    const theirs = and(eq(tasks.kind, 'UPLOAD'), inArray(tasks.taskType, types));
    let rows: TaskRow[];
    let total: number;
    let capped = false;
    if (q.tab === 'PROCESSED') {
      const cond = and(theirs, isNotNull(tasks.finishedAt));
      const [found, [n]] = await Promise.all([
        this.db
          .select()
          .from(tasks)
          .where(cond)
          .orderBy(desc(tasks.finishedAt), desc(tasks.id))
          .limit(q.pageSize)
          .offset(q.pageNumber * q.pageSize),
        this.db.select({ n: count() }).from(tasks).where(cond),
      ]);
      rows = found;
      total = n?.n ?? 0;
    } else {
      const waiting = await this.db
        .select()
        .from(tasks)
        .where(and(theirs, eq(tasks.status, 'CREATED')))
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(PENDING_SCAN);
      const states = await this.approvalsOf(this.db, waiting);
      const pending = waiting.filter((r) => states.get(r.id)?.status === 'PENDING');
      rows = pending.slice(q.pageNumber * q.pageSize, (q.pageNumber + 1) * q.pageSize);
      total = pending.length;
      capped = waiting.length === PENDING_SCAN;
    }
    const makers = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => id !== null))];
    const names = new Map(
      makers.length === 0
        ? []
        : (
            await this.db
              .select({ id: users.id, name: users.displayName })
              .from(users)
              .where(inArray(users.id, makers))
          ).map((u) => [u.id, u.name]),
    );
    const presented = await this.present(rows);
    return page(
      presented.map((task) => ({
        ...task,
        uploadedByName: task.createdBy ? (names.get(task.createdBy) ?? null) : null,
      })),
      total,
      capped,
    );
  }

  /** The business files listing: the caller's tasks' files, newest first. */
  async businessFiles(
    caller: TaskCaller,
    q: { pageNumber: number; pageSize: number; role?: 'UPLOADED' | 'FAILED_ROWS' | 'DOWNLOADED' },
  ): Promise<BusinessFilePage> {
    const fileOf = {
      UPLOADED: tasks.uploadFileId,
      FAILED_ROWS: tasks.failedFileId,
      DOWNLOADED: tasks.resultFileId,
    };
    const roles = q.role ? [q.role] : (['UPLOADED', 'FAILED_ROWS', 'DOWNLOADED'] as const);
    const mine = eq(tasks.createdBy, caller.userId ?? '00000000-0000-0000-0000-000000000000');
    const all = [];
    for (const role of roles) {
      const rows = await this.db
        .select({ task: tasks, file: files })
        .from(tasks)
        .innerJoin(files, eq(files.id, fileOf[role]))
        .where(and(mine, isNotNull(fileOf[role])));
      all.push(...rows.map((r) => ({ role, ...r })));
    }
    all.sort((a, b) => b.file.createdAt.getTime() - a.file.createdAt.getTime());
    const page = all.slice(q.pageNumber * q.pageSize, (q.pageNumber + 1) * q.pageSize);
    return {
      content: page.map(({ role, task, file }) => ({
        fileId: file.id,
        taskId: task.id,
        taskType: task.taskType,
        taskTypeLabel: taskTypeOf(task.taskType)?.label ?? task.taskType,
        role,
        fileName: file.name,
        sizeBytes: file.sizeBytes,
        status: task.status,
        statusLabel: fileStatusLabel(task.status),
        createdOn: file.createdAt.toISOString(),
      })),
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / q.pageSize),
      totalIsCapped: false,
    };
  }

  /** Counts a start of the job; past the limit the task is given up (Failed Max Limit). */
  private async countAttempt(taskId: string, steps: JobSteps): Promise<TaskRow | null> {
    const [row] = await this.db
      .update(tasks)
      .set({ attempts: sql`${tasks.attempts} + 1` })
      .where(eq(tasks.id, taskId))
      .returning();
    if (!row || row.status !== 'IN_PROGRESS') return null;
    if (row.attempts > TASK_MAX_ATTEMPTS) {
      await this.finish(steps, row.id, 'fail', 'exhaustRetries', {
        failure: 'FAILED_MAX_LIMIT',
        message: `Given up after ${TASK_MAX_ATTEMPTS} attempts.`,
      });
      return null;
    }
    return row;
  }

  /** The final moves of a task and its job, with the task's last facts (the runner's transaction). */
  private async finish(
    steps: JobSteps,
    taskId: string,
    action: 'complete' | 'completePartially' | 'fail',
    jobAction: 'complete' | 'exhaustRetries',
    facts: Partial<TaskRow>,
  ): Promise<void> {
    await steps.commit(async (tx) => {
      await applyMove(tx, TASK_MACHINE, {
        key: taskId,
        action,
        caller: SYSTEM,
        expectStatus: 'IN_PROGRESS',
        change: () => ({ ...facts, finishedAt: new Date() }),
      });
      await applyMove(tx, TASK_JOB_MACHINE, { key: taskId, action: jobAction, caller: SYSTEM });
      await dropStagedRows(tx, taskId);
    });
  }

  /** The commit job: chunk after chunk, each a recorded step; then the outcome. */
  private async runCommit(taskId: string, steps: JobSteps): Promise<void> {
    const task = await this.countAttempt(taskId, steps);
    if (!task) return;
    const type = taskTypeOf(task.taskType);
    if (!type || !task.uploadFileId) {
      await this.finish(steps, taskId, 'fail', 'complete', {
        failure: 'ERROR_IN_EXCEL_UPLOAD',
        message: 'The task type or its file is gone.',
      });
      return;
    }
    const total = task.rowCount;
    // The rows the preview staged, a chunk at a time; the file again only if they are not all
    // there (a task previewed before the staging existed).
    let chunks: AsyncIterable<SheetRow[]> | Iterable<SheetRow[]>;
    if (total > 0 && (await stagedCount(this.db, taskId)) === total)
      chunks = stagedChunks(this.db, taskId, type, TASK_CHUNK_ROWS);
    else {
      let rows: SheetRow[];
      try {
        rows = await readTaskFile(type, await readAll((await this.files.open(task.uploadFileId)).stream));
      } catch (err) {
        const message = err instanceof AppError ? err.message : 'The file could not be read.';
        await this.finish(steps, taskId, 'fail', 'complete', { failure: 'ERROR_IN_EXCEL_UPLOAD', message });
        return;
      }
      chunks = Array.from({ length: Math.ceil(rows.length / TASK_CHUNK_ROWS) }, (_, c) =>
        rows.slice(c * TASK_CHUNK_ROWS, (c + 1) * TASK_CHUNK_ROWS),
      );
    }
    // Every chunk is parsed, the recorded ones too: the duplicate search needs the keys of all
    // the rows before. Only the failed rows' cells are kept, for the failed-rows file.
    const firstSeen = new Map<string, number>();
    const failedRows = new Map<number, { row: SheetRow; error: string }>();
    const notes: StoredRowNote[] = [];
    let written = 0;
    let skipped = 0;
    let i = 0;
    for await (const chunk of chunks) {
      const index = i++;
      const parsed = parseRows(type, chunk);
      const duplicates = duplicatesIn(type, parsed, firstSeen);
      // The chunk's rows are checked, then written with the step's record in the runner's one
      // transaction: a crash leaves the chunk either written and recorded or neither.
      const result = await steps.step(
        `chunk-${index}`,
        () => checkRows(this.db, type, parsed, duplicates, { taskId, actorId: task.createdBy }),
        async (tx, checked): Promise<ChunkResult> => {
          // Rows with a note are skipped: neither written nor failed.
          const valid = checked.filter(isToWrite).map((c) => c.value);
          const skippedRows = checked.filter(isSkipped);
          const n = valid.length > 0 ? await type.write(tx, valid, { taskId, actorId: task.createdBy }) : 0;
          await tx
            .update(tasks)
            .set({ processedRows: Math.min(total, (index + 1) * TASK_CHUNK_ROWS), updatedAt: new Date() })
            .where(eq(tasks.id, taskId));
          return {
            written: n,
            failed: checked
              .filter((c) => c.problems.length > 0)
              .map((c) => ({ row: c.row, error: problemText(c.problems) })),
            skipped: skippedRows.length,
            notes: skippedRows.slice(0, PREVIEW_ERRORS).map((c) => ({ row: c.row, message: c.note ?? '' })),
          };
        },
      );
      taskFaults.afterChunkWrite?.(taskId, index);
      written += result.written;
      skipped += result.skipped ?? 0;
      for (const note of result.notes ?? []) if (notes.length < PREVIEW_ERRORS) notes.push(note);
      if (result.failed.length > 0) {
        const byRow = new Map(chunk.map((r) => [r.row, r]));
        for (const f of result.failed) {
          const row = byRow.get(f.row);
          if (row) failedRows.set(f.row, { row, error: f.error });
        }
      }
    }
    const errors: StoredRowError[] = [...failedRows.values()]
      .slice(0, PREVIEW_ERRORS)
      .map((f) => ({ row: f.row.row, column: 'Row', message: f.error }));
    await steps.step('failed-rows', async () => {
      const current = await this.load(taskId);
      await this.db.update(tasks).set({ failedFileId: null }).where(eq(tasks.id, taskId));
      if (failedRows.size > 0) await this.writeFailedRows(current, type, [...failedRows.values()]);
      return true;
    });
    const facts = {
      writtenRows: written,
      errorCount: failedRows.size,
      errors,
      skippedRows: skipped,
      notes,
      processedRows: total,
    };
    // Skipped rows are no failure: a file whose rows are all skipped ends processed (0 written),
    // and one whose other rows all fail ends partially processed.
    if (failedRows.size === 0) await this.finish(steps, taskId, 'complete', 'complete', facts);
    else if (written === 0 && skipped === 0)
      await this.finish(steps, taskId, 'fail', 'complete', {
        ...facts,
        failure: 'ERROR_IN_EXCEL_CONTENTS' satisfies TaskFailure,
        message: 'No row could be processed; download the failed rows, correct them and upload again.',
      });
    else
      await this.finish(steps, taskId, 'completePartially', 'complete', {
        ...facts,
        failure: 'ERROR_IN_EXCEL_CONTENTS' satisfies TaskFailure,
        message:
          skipped > 0
            ? `${failedRows.size} of ${total} rows failed and ${skipped} were skipped; download the failed rows.`
            : `${failedRows.size} of ${total} rows failed; download the failed rows.`,
      });
  }

  /** The export job: the type's data streamed into an xlsx file, then linked to the task. */
  private async runExport(taskId: string, steps: JobSteps): Promise<void> {
    const task = await this.countAttempt(taskId, steps);
    if (!task) return;
    const type = taskTypeOf(task.taskType);
    if (!type) {
      await this.finish(steps, taskId, 'fail', 'complete', { message: 'The task type is gone.' });
      return;
    }
    const fileId = await steps.step('file', async () => {
      let n = 0;
      const db = this.db;
      const exportRows = type.exportRows;
      const owner = { taskId, actorId: task.createdBy };
      // The rows as the type reads them, batch by batch; the progress is saved every 10,000 rows.
      async function* rows() {
        for await (const batch of exportRows(db, owner)) {
          yield* batch;
          n += batch.length;
          if (n % 10_000 < batch.length)
            await db.update(tasks).set({ processedRows: n }).where(eq(tasks.id, taskId));
        }
      }
      const file = await this.files.save({
        body: writeSheet(taskSheet(type), rows()),
        name: `${type.taskType.toLowerCase()}-${new Date().toISOString().slice(0, 10)}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        purpose: 'task-download',
        ownerType: 'task',
        ownerId: taskId,
        uploadedBy: task.createdBy,
      });
      await this.db.update(tasks).set({ processedRows: n, rowCount: n }).where(eq(tasks.id, taskId));
      return file.id;
    });
    const [row] = await this.db.select().from(tasks).where(eq(tasks.id, taskId));
    await this.finish(steps, taskId, 'complete', 'complete', {
      resultFileId: fileId,
      fileName: (await this.files.find(fileId))?.name ?? null,
      writtenRows: row?.processedRows ?? 0,
    });
  }
}

export type { TaskSearch };
