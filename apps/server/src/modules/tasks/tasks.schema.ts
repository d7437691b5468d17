import type { FileStatus, JobStatus, TaskArea, TaskFailure, TaskKind } from '@dom/domain';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, paise, qty } from '../../platform/db/columns';

export interface StoredRowError {
  row: number;
  column: string;
  message: string;
}

/** A row the type skips (no error, nothing to write) and why. */
export interface StoredRowNote {
  row: number;
  message: string;
}

/**
 * Bulk upload and download tasks: one row per upload (a file read into the data) or download (the
 * data written to a file). `status` is the file status set, `jobStatus` the job status set, each
 * moved by its machine (task-machines.ts); `failure` says why rows were not processed.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskType: text('task_type').notNull(),
    area: text('area').notNull().$type<TaskArea>(),
    kind: text('kind').notNull().$type<TaskKind>(),
    channel: text('channel').notNull().default('WEB'),
    status: text('status').notNull().default('CREATED').$type<FileStatus>(),
    jobStatus: text('job_status').notNull().default('DRAFT').$type<JobStatus>(),
    version: integer('version').notNull().default(1),
    failure: text('failure').$type<TaskFailure>(),
    message: text('message'),
    fileName: text('file_name'),
    uploadFileId: uuid('upload_file_id'),
    failedFileId: uuid('failed_file_id'),
    resultFileId: uuid('result_file_id'),
    rowCount: integer('row_count').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    writtenRows: integer('written_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first row errors, for the wizard and the result (the failed-rows file has all). */
    errors: jsonb('errors').notNull().default([]).$type<StoredRowError[]>(),
    /** Rows the type skips with a note (no error, nothing to write): counted apart from the failed. */
    skippedRows: integer('skipped_rows').notNull().default(0),
    /** The first of those rows with their notes, for the wizard and the result. */
    notes: jsonb('notes').notNull().default([]).$type<StoredRowNote[]>(),
    /** Starts of the commit job, crashes included; past TASK_MAX_ATTEMPTS the job is FAILED_MAX_LIMIT. */
    attempts: integer('attempts').notNull().default(0),
    feedback: text('feedback'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('tasks_created_by_idx').on(t.createdBy, t.createdAt),
    index('tasks_type_idx').on(t.area, t.taskType, t.createdAt),
  ],
);

/**
 * The rows of an uploaded file as the preview read them (cells in template order, JSON text), so
 * the commit reads them back in chunks instead of parsing the workbook a second time. Kept from
 * the preview until the task ends (finished or cancelled). Rows are staged under the task's id
 * before the task row exists; a server that dies mid-preview leaves them without a task, and the
 * nightly sweep (`sweepOrphanRows`) removes those a day after they were staged.
 */
export const taskRows = pgTable(
  'task_rows',
  {
    taskId: uuid('task_id').notNull(),
    row: integer('row').notNull(),
    cells: text('cells').notNull(),
    stagedAt: at('staged_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.row] })],
);

/**
 * Secondary sales (doc 3 §7 "secondary sales (sales-order secondary)"): what a dealer sold on,
 * reported by upload. Its natural key is the dealer's invoice line, so a re-run never doubles a row.
 * Owned here until a sales area takes it over.
 */
export const secondarySales = pgTable(
  'secondary_sales',
  {
    invoiceNumber: text('invoice_number').notNull(),
    lineNumber: integer('line_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    distributorCode: text('distributor_code').notNull(),
    distributorName: text('distributor_name').notNull(),
    retailerCode: text('retailer_code').notNull(),
    retailerName: text('retailer_name').notNull(),
    retailerGstin: text('retailer_gstin'),
    city: text('city').notNull(),
    stateName: text('state_name').notNull(),
    pinCode: text('pin_code').notNull(),
    brand: text('brand').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    uom: text('uom').notNull(),
    quantity: qty('quantity').notNull(),
    unitPricePaise: paise('unit_price_paise').notNull(),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    salesPerson: text('sales_person'),
    taskId: uuid('task_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceNumber, t.lineNumber] })],
);
