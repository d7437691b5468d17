import type { ImportJob, ImportPreview } from '@dom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import type { JobContext, JobRunner } from '../../platform/jobs';
import type { OwnerScope } from '../identity';
import type { Actor } from './order-approval.service';
import { createOrder } from './order-create.service';
import { type ImportRow, readImportWorkbook } from './order-import.parse';
import { validateImportRows } from './order-import.validate';

export const ORDER_IMPORT_JOB = 'order-import';
const PURPOSE = 'order-import';

interface ImportJobData {
  uploadId: string;
  scope: OwnerScope;
  actor: Actor;
}
interface ImportJobResult {
  created: { orderRef: string; orderKey: string }[];
}

/** The source id that makes an imported order group idempotent across commits and job retries. */
export const importSourceId = (uploadId: string, ref: string) => `IMP-${uploadId}-${ref}`;

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Import Order Creation: upload → preview (nothing written but the file) → commit as a job. */
export class OrderImports {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly jobs: JobRunner,
  ) {}

  /** Registers the commit job; called before the job runner starts. */
  static defineJob(jobs: JobRunner, db: Db, files: FilesService): void {
    const imports = new OrderImports(db, files, jobs);
    jobs.define<ImportJobData>(ORDER_IMPORT_JOB, (data, ctx) => imports.run(data, ctx));
  }

  async upload(
    scope: OwnerScope,
    input: { fileName: string; bytes: Buffer },
    userId: string | null,
  ): Promise<ImportPreview> {
    // Parse first: a file that is not a usable workbook is not kept.
    const rows = await readImportWorkbook(input.bytes);
    const stored = await this.files.saveUpload({
      bytes: input.bytes,
      accepts: 'spreadsheet',
      name: input.fileName,
      purpose: PURPOSE,
      ownerType: PURPOSE,
      uploadedBy: userId,
    });
    return this.preview(scope, stored.id, input.fileName, rows);
  }

  async preview(
    scope: OwnerScope,
    uploadId: string,
    fileName: string,
    rows: readonly ImportRow[],
  ): Promise<ImportPreview> {
    const { errors } = await validateImportRows(this.db, scope, rows);
    return {
      uploadId,
      fileName,
      rowCount: rows.length,
      orderCount: new Set(rows.map((r) => r.cells['Order Ref']).filter(Boolean)).size,
      errorCount: errors.length,
      fileErrors: [],
      rows: rows.map((r) => ({
        row: r.row,
        orderRef: r.cells['Order Ref'],
        buyerCode: r.cells['Buyer Code'],
        sku: r.cells.SKU,
        quantity: r.cells.Quantity,
        errors: errors.filter((e) => e.row === r.row),
      })),
    };
  }

  /** The uploader's own upload, or 404. */
  private async ownUpload(uploadId: string, userId: string | null) {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, uploadId), eq(files.purpose, PURPOSE), isNull(files.deletedAt)));
    if (!row || row.uploadedBy !== userId) throw notFound('Upload');
    return row;
  }

  /**
   * Starts the import once per upload: a second commit of the same upload answers the first job.
   * The rows are checked again; a file with errors is refused as a whole.
   */
  async commit(scope: OwnerScope, uploadId: string, actor: Actor): Promise<{ jobId: string }> {
    const upload = await this.ownUpload(uploadId, actor.actorId);
    if (upload.ownerId) return { jobId: upload.ownerId };
    const rows = await readImportWorkbook(await readStream((await this.files.open(uploadId)).stream));
    const { errors } = await validateImportRows(this.db, scope, rows);
    if (errors.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        `The file has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}; correct them and upload it again.`,
        { fields: errors.map((e) => ({ field: `row ${e.row}: ${e.column}`, message: e.message })) },
      );
    const jobId = await this.jobs.enqueue(
      ORDER_IMPORT_JOB,
      { uploadId, scope, actor } satisfies ImportJobData,
      { createdBy: actor.actorId },
    );
    const [claimed] = await this.db
      .update(files)
      .set({ ownerId: jobId })
      .where(and(eq(files.id, uploadId), isNull(files.ownerId)))
      .returning({ ownerId: files.ownerId });
    // Lost a race with a concurrent commit: the orders are keyed by upload, so the other job is the one.
    if (!claimed) return { jobId: (await this.ownUpload(uploadId, actor.actorId)).ownerId ?? jobId };
    return { jobId };
  }

  async job(jobId: string, userId: string | null): Promise<ImportJob> {
    const run = await this.jobs.getRun(jobId);
    if (!run || run.name !== ORDER_IMPORT_JOB || run.createdBy !== userId) throw notFound('Import');
    const result = (run.result ?? { created: [] }) as ImportJobResult;
    return {
      jobId,
      status: run.status as ImportJob['status'],
      done: run.progressDone,
      total: run.progressTotal,
      message: run.message,
      created: result.created ?? [],
    };
  }

  /** The job: one transaction per order group (a job step), skipping groups already made. */
  private async run(data: ImportJobData, job: JobContext): Promise<ImportJobResult> {
    const rows = await readImportWorkbook(await readStream((await this.files.open(data.uploadId)).stream));
    const { errors, groups } = await validateImportRows(this.db, data.scope, rows);
    if (errors.length > 0) throw new Error(`The file has ${errors.length} errors; nothing was imported.`);
    await job.progress(0, groups.length);
    const created: ImportJobResult['created'] = [];
    for (const [i, group] of groups.entries()) {
      const made = await job.step((tx) =>
        createOrder(tx, group.body, data.actor, {
          scope: data.scope,
          sourceSystemOrderId: importSourceId(data.uploadId, group.ref),
        }),
      );
      created.push({ orderRef: group.ref, orderKey: made.orderKey });
      await job.progress(i + 1, groups.length, `Order ${group.ref} created`);
    }
    return { created };
  }
}
