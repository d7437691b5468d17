import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  FILE_STATUSES,
  JOB_STATUSES,
  TASK_AREAS,
  TASK_FAILURE_VALUES,
  TASK_KINDS,
  type FileStatus,
  type JobStatus,
} from '@dom/domain';
import { z } from 'zod';
import { CommentSchema } from '../common/comment';
import { PageQuerySchema, pageOf } from '../common/pagination';

/**
 * Bulk upload and download tasks (doc 3 §7 "Bulk upload and download tasks", §2 master data and
 * the upload wizard): a registered task type declares its template columns; an upload is previewed
 * (per-row errors), then committed as a background job; a download (export) runs as a job too and
 * its file appears under "Downloaded file".
 */
const FILE_STATUS_VALUES = FILE_STATUSES.map((s) => s.value) as [FileStatus, ...FileStatus[]];

export const TaskStatusSchema = z.enum(FILE_STATUS_VALUES);
export const TaskJobStatusSchema = z.enum(JOB_STATUSES.map((s) => s.value) as [JobStatus, ...JobStatus[]]);
export const TaskKindSchema = z.enum(TASK_KINDS);
export const TaskAreaSchema = z.enum(TASK_AREAS);
export const TaskFailureSchema = z.enum(TASK_FAILURE_VALUES);

/** A task type as the caller may use it. */
export const TaskTypeSchema = z.object({
  taskType: z.string(),
  label: z.string(),
  area: TaskAreaSchema,
  columns: z.array(z.object({ name: z.string(), help: z.string(), required: z.boolean() })),
  uploadPermission: z.string(),
  downloadPermission: z.string(),
  canUpload: z.boolean(),
  canDownload: z.boolean(),
  /** Whether an upload of this type waits for a checker (the approvals engine) before its commit. */
  needsChecker: z.boolean(),
});
export type TaskType = z.infer<typeof TaskTypeSchema>;

export const TaskTypeParamSchema = z.object({
  taskType: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'taskType must be a task type code'),
});
export const TaskIdParamSchema = z.object({ taskId: z.uuid({ message: 'taskId must be a task id' }) });

export const TaskRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type TaskRowError = z.infer<typeof TaskRowErrorSchema>;

/**
 * A row's note: no error, but the row will not be written — the type skips it (e.g. an RFQ upload's
 * line its RFQ already has). Shown as "Skipped" with the note; counted as skipped, not failed.
 */
export const TaskRowNoteSchema = z.object({
  row: z.number().int(),
  message: z.string(),
});
export type TaskRowNote = z.infer<typeof TaskRowNoteSchema>;

/**
 * The approval a checked import waits for or went through (the approvals engine's request of the
 * task): the task's own status stays in the file status set (CREATED while the checker has not
 * decided), so "pending approval" is read from here.
 */
export const TaskApprovalSchema = z.object({
  approvalKey: z.string(),
  status: z.enum(APPROVAL_STATUSES.map((s) => s.value) as [ApprovalStatus, ...ApprovalStatus[]]),
  statusLabel: z.string(),
});
export type TaskApproval = z.infer<typeof TaskApprovalSchema>;

/** One task: an upload or a download, its states, progress and files. */
export const TaskSchema = z.object({
  taskId: z.string(),
  taskType: z.string(),
  taskTypeLabel: z.string(),
  area: TaskAreaSchema,
  kind: TaskKindSchema,
  channel: z.string(),
  status: TaskStatusSchema,
  statusLabel: z.string(),
  jobStatus: TaskJobStatusSchema,
  failure: TaskFailureSchema.nullable(),
  failureLabel: z.string().nullable(),
  message: z.string().nullable(),
  fileName: z.string().nullable(),
  rowCount: z.number().int(),
  processedRows: z.number().int(),
  writtenRows: z.number().int(),
  errorCount: z.number().int(),
  /** Rows with a note and no error: not written, not failed (the preview's count, then the commit's). */
  skippedRows: z.number().int(),
  /** 0–100, capped (doc 3 §9 "progress bars cap at 100 percent"). */
  progressPercent: z.number().int(),
  hasFailedRowsFile: z.boolean(),
  hasResultFile: z.boolean(),
  createdBy: z.string().nullable(),
  createdOn: z.string(),
  finishedOn: z.string().nullable(),
  feedback: z.string().nullable(),
  /** The checker's approval of an upload whose type needs one; null for every other task. */
  approval: TaskApprovalSchema.nullable(),
});
export type Task = z.infer<typeof TaskSchema>;

/** The preview of an upload: nothing is written but the task and its file. */
export const TaskPreviewSchema = z.object({
  task: TaskSchema,
  /** The first rows with errors (at most 200); the failed-rows file has all of them. */
  errors: z.array(TaskRowErrorSchema),
  /** The first rows to be skipped, with their notes (at most 200); never in the failed-rows file. */
  notes: z.array(TaskRowNoteSchema),
  /** The rows to write: neither failed nor skipped. */
  validRows: z.number().int(),
});
export type TaskPreview = z.infer<typeof TaskPreviewSchema>;

// A calendar date (month 01–12, a day the month has): a shape-only check let "5676-52-20" through
// to the database, which refused it with a 500.
const isoDate = z.iso.date({ message: 'createdOn must be a date (YYYY-MM-DD)' });

/** The spec's task search: taskType, createdOn, channel, statusList, paging. */
export const TaskSearchSchema = PageQuerySchema.extend({
  taskType: z.string().trim().max(64).optional(),
  createdOn: isoDate.optional(),
  channel: z.string().trim().max(32).optional(),
  statusList: z.array(TaskStatusSchema).max(10).optional(),
  kind: TaskKindSchema.optional(),
});
export type TaskSearch = z.input<typeof TaskSearchSchema>;

export const TaskPageSchema = pageOf(TaskSchema);
export type TaskPage = z.infer<typeof TaskPageSchema>;

/** The business files listing: the files of the caller's tasks (uploaded, failed rows, downloaded). */
export const BusinessFileSchema = z.object({
  fileId: z.string(),
  taskId: z.string(),
  taskType: z.string(),
  taskTypeLabel: z.string(),
  role: z.enum(['UPLOADED', 'FAILED_ROWS', 'DOWNLOADED']),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  status: TaskStatusSchema,
  statusLabel: z.string(),
  createdOn: z.string(),
});
export type BusinessFile = z.infer<typeof BusinessFileSchema>;
export const BusinessFileQuerySchema = PageQuerySchema.extend({
  role: z.enum(['UPLOADED', 'FAILED_ROWS', 'DOWNLOADED']).optional(),
});
export const BusinessFilePageSchema = pageOf(BusinessFileSchema);
export type BusinessFilePage = z.infer<typeof BusinessFilePageSchema>;

/**
 * The import-files tabs of /master-data (doc 3 §2 "Import files: approval-pending, processed"): the
 * uploads of the types that need a checker, desk-wide (every holder of the type's upload or checker
 * permission sees them), awaiting the checker or ended.
 */
export const IMPORT_FILE_TABS = ['APPROVAL_PENDING', 'PROCESSED'] as const;
export type ImportFileTab = (typeof IMPORT_FILE_TABS)[number];
export const ImportFileQuerySchema = PageQuerySchema.extend({
  tab: z.enum(IMPORT_FILE_TABS, { message: `tab must be one of ${IMPORT_FILE_TABS.join(', ')}` }),
});
export type ImportFileQuery = z.input<typeof ImportFileQuerySchema>;
export const ImportFileSchema = TaskSchema.extend({
  /** Who uploaded the file (the maker). */
  uploadedByName: z.string().nullable(),
});
export type ImportFile = z.infer<typeof ImportFileSchema>;
export const ImportFilePageSchema = pageOf(ImportFileSchema);
export type ImportFilePage = z.infer<typeof ImportFilePageSchema>;

export const ExtractionRequestSchema = z.object({
  taskId: z.uuid({ message: 'taskId must be a task id' }),
});
export const ExtractionFeedbackSchema = z.object({
  taskId: z.uuid({ message: 'taskId must be a task id' }),
  feedback: CommentSchema.trim().min(1, 'Enter your feedback').max(1000, 'At most 1000 characters'),
});

/** The extraction result: the task and its row errors (first 200). */
export const ExtractionResultSchema = TaskPreviewSchema;

/** Doc 3 §3 upload purposes, and the master-data upload of a task type. */
export const UPLOAD_PURPOSES = [
  'ENHANCER_DOCUMENTS',
  'SELLER_TDS_UPLOAD',
  'SELLER_CN_FOR_TOD',
  'OVERDUE_INVOICE_UPLOAD',
  'UBS_SELLER_BILLS_UPLOAD',
  'UPLOAD_PAYMENT_ADVICE',
  'MASTER_DATA_UPLOAD',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const SignedUploadRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { message: `purpose must be one of ${UPLOAD_PURPOSES.join(', ')}` }),
  fileName: z.string().trim().min(1, 'Enter the file name').max(200, 'At most 200 characters'),
});
export const SignedUploadSchema = z.object({
  /** Where to POST the file (multipart, field `file`), under /api. */
  url: z.string(),
  expiresAt: z.string(),
});
export const SignedUploadTokenQuerySchema = z.object({
  token: z.string().min(10).max(2000),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(10).max(200),
});
export const UploadedFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  purpose: z.string(),
  sizeBytes: z.number().int(),
});
