import type { FileStatus, JobStatus } from '../status/file-job.states';
import type { Permission } from '../access/permissions';

/**
 * Why a bulk task did not process every row (doc 3 §8 "Upload failure labels"). The file and job
 * status sets (status/file-job.states.ts) say where a task is; this says what went wrong.
 */
export const TASK_FAILURES = [
  { value: 'ERROR_IN_EXCEL_UPLOAD', label: 'Error In Excel Upload' },
  { value: 'ERROR_IN_EXCEL_CONTENTS', label: 'Error In Excel Contents' },
  { value: 'ENRICHMENT_FAILED', label: 'Enrichment Failed' },
  { value: 'RETRY_COUNT_EXHAUSTED', label: 'Retry Count Exhausted' },
  { value: 'FAILED_MAX_LIMIT', label: 'Failed Max Limit' },
  // An upload of a checked type (maker–checker) that never reached its commit: the checker rejected
  // it, or the approval was withdrawn. The decider's comment stays the task's message, as typed.
  { value: 'CHECKER_REJECTED', label: 'Rejected By Checker' },
  { value: 'APPROVAL_WITHDRAWN', label: 'Approval Withdrawn' },
] as const;
export type TaskFailure = (typeof TASK_FAILURES)[number]['value'];
export const TASK_FAILURE_VALUES = TASK_FAILURES.map((f) => f.value) as [TaskFailure, ...TaskFailure[]];
export const taskFailureLabel = (value: string): string =>
  TASK_FAILURES.find((f) => f.value === value)?.label ?? value;

/** A task is an upload (rows read from a file into the data) or a download (the data to a file). */
export const TASK_KINDS = ['UPLOAD', 'DOWNLOAD'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** The areas whose task searches list a type (doc 3 §7: pricing, ops-supply, promise; master data). */
export const TASK_AREAS = ['pricing', 'ops-supply', 'promise', 'master-data'] as const;
export type TaskArea = (typeof TASK_AREAS)[number];

/** The task states in which nothing more happens. */
export const TASK_FINAL_STATUSES: readonly FileStatus[] = [
  'COMPLETED',
  'PARTIAL_COMPLETED',
  'FAILED',
  'FAILED_MAX_LIMIT',
  'RETRY_COUNT_EXHAUSTED',
  'ENRICHMENT_FAILED',
];
export const isTaskFinal = (status: FileStatus): boolean => TASK_FINAL_STATUSES.includes(status);

/** A commit is given up after this many starts (crashes included): job FAILED_MAX_LIMIT. */
export const TASK_MAX_ATTEMPTS = 5;

/** Rows written per transaction; a crash loses at most the chunk in flight, which is redone. */
export const TASK_CHUNK_ROWS = 2_000;

/** The most rows one upload may hold (the header row not counted). */
export const TASK_MAX_ROWS = 100_000;

/** Upload limits of a task file (doc 3 §9 names 5 MB for attachments; a data file may be larger). */
export const TASK_MAX_FILE_MB = 25;

export type { FileStatus as TaskStatus, JobStatus as TaskJobStatus };

/**
 * The permissions a task type may name for its uploads and for its downloads: the routes admit a
 * caller holding one of them, the service then checks the type's own (doc 3 §2 "Master data upload
 * and download choices are gated per type by named permissions").
 */
export const TASK_UPLOAD_PERMISSIONS = [
  'Allow_Master_Data_Upload',
  'Allow_Bulk_Upload',
  'Allow_Pod_Upload',
  'Allow_Tod_Upload',
  'Allow_Pim_Import_Upload',
  'Allow_Mov_Upload',
  'Allow_Inventory_Upload',
  'Allow_Assortment_Upload',
  'Allow_Brand_Config_Upload',
  'Allow_Rfq_Upload',
  'Allow_Buyer_Price_Upload',
  'Allow_Product_Region_Upload',
  'Allow_Buyer_Brand_Mapping_Upload',
  'Allow_Buyer_Virtual_Account_Upload',
  'Allow_Logistics_Upload',
  'Allow_Partner_Rm_Upload',
  'Allow_Promoter_Upload',
  'Allow_Discount_Upload',
  'Allow_Cash_Discount_Upload',
] as const satisfies readonly Permission[];
export const TASK_DOWNLOAD_PERMISSIONS = [
  'Allow_Master_Data_Download',
  'Allow_Bulk_Download',
  'Allow_Mov_Download',
  'Allow_Inventory_Download',
  'Allow_Assortment_Download',
  'Allow_Brand_Config_Download',
  'Allow_Rfq_Download',
  'Allow_Buyer_Price_Download',
  'Allow_Product_Region_Download',
  'Allow_Buyer_Brand_Mapping_Download',
  'Allow_Buyer_Virtual_Account_Download',
  'Allow_Logistics_Download',
  'Allow_Partner_Rm_Download',
  'Allow_Promoter_Download',
  'Allow_Discount_Download',
  'Allow_Tod_Download',
  'Allow_Cash_Discount_Download',
] as const satisfies readonly Permission[];
export type TaskUploadPermission = (typeof TASK_UPLOAD_PERMISSIONS)[number];
export type TaskDownloadPermission = (typeof TASK_DOWNLOAD_PERMISSIONS)[number];
