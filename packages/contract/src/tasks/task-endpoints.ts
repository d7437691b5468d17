import { TASK_DOWNLOAD_PERMISSIONS, TASK_UPLOAD_PERMISSIONS } from '@dom/domain';
import { z } from 'zod';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  BusinessFilePageSchema,
  BusinessFileQuerySchema,
  ExtractionFeedbackSchema,
  ExtractionRequestSchema,
  ExtractionResultSchema,
  ImportFilePageSchema,
  ImportFileQuerySchema,
  SignedUploadRequestSchema,
  SignedUploadSchema,
  SignedUploadTokenQuerySchema,
  TaskIdParamSchema,
  TaskPageSchema,
  TaskPreviewSchema,
  TaskSchema,
  TaskSearchSchema,
  TaskTypeParamSchema,
  TaskTypeSchema,
  UploadedFileSchema,
} from './tasks';

type TaskErrors = CommonErrorCode | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'TRANSITION_NOT_ALLOWED';
const define = endpointsOf<TaskErrors>();

// Reads need a session; changes need one of the permissions a type may name for its uploads or
// downloads. The service checks the type's own (the master-data choices are gated per type).
const UPLOADER = {
  rule: "the task type's upload permission",
  table: { moves: TASK_UPLOAD_PERMISSIONS.map((permission) => ({ action: 'upload', permission })) },
};
const DOWNLOADER = {
  rule: "the task type's download permission",
  table: { moves: TASK_DOWNLOAD_PERMISSIONS.map((permission) => ({ action: 'download', permission })) },
};
const search = (id: string, path: string, area: string) =>
  define({
    id,
    method: 'POST',
    path,
    access: 'signed-in',
    body: TaskSearchSchema,
    response: TaskPageSchema,
    summary: `Search the ${area} tasks (taskType, createdOn, channel, statusList, paging)`,
  });

/** Bulk upload and download tasks (doc 3 §7) and the /master-data screen. */
export const TASK_ENDPOINTS = {
  types: define({
    id: 'tasks.types',
    method: 'GET',
    path: '/tasks/types',
    access: 'signed-in',
    response: z.array(TaskTypeSchema),
    summary: 'The task types the caller may upload or download',
  }),
  template: define({
    id: 'tasks.template',
    method: 'GET',
    path: '/tasks/:taskType/template',
    access: 'signed-in',
    params: TaskTypeParamSchema,
    errors: ['NOT_FOUND'],
    summary: 'The template (xlsx) of a task type',
  }),
  upload: define({
    id: 'tasks.upload',
    method: 'POST',
    path: '/tasks/:taskType/upload',
    access: UPLOADER,
    params: TaskTypeParamSchema,
    response: TaskPreviewSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    summary: 'Upload a filled template: every row is checked, nothing is written (the preview)',
  }),
  initiateDownload: define({
    id: 'tasks.initiate-download',
    method: 'POST',
    path: '/tasks/:taskType/initiate-download',
    access: DOWNLOADER,
    params: TaskTypeParamSchema,
    response: TaskSchema,
    status: 202,
    errors: ['NOT_FOUND'],
    summary: 'Export the data of a type as a background job; its file appears under "Downloaded file"',
  }),
  task: define({
    id: 'tasks.task',
    method: 'GET',
    path: '/tasks/:taskId',
    access: 'signed-in',
    params: TaskIdParamSchema,
    response: TaskSchema,
    errors: ['NOT_FOUND'],
    summary: 'A task: states, progress, files',
  }),
  failedRows: define({
    id: 'tasks.failed-rows',
    method: 'GET',
    path: '/tasks/:taskId/failed-rows',
    access: 'signed-in',
    params: TaskIdParamSchema,
    errors: ['NOT_FOUND'],
    summary: 'The rows that failed (xlsx): the input row and an Error column',
  }),
  resultFile: define({
    id: 'tasks.result-file',
    method: 'GET',
    path: '/tasks/:taskId/file',
    access: 'signed-in',
    params: TaskIdParamSchema,
    errors: ['NOT_FOUND'],
    summary: 'The file a download task made',
  }),
  pricingSearch: search('tasks.pricing-search', '/pricing/task/search', 'pricing'),
  opsSupplySearch: search('tasks.ops-supply-search', '/ops-supply/task/search', 'ops-supply'),
  promiseSearch: search('tasks.promise-search', '/promise/task/search', 'promise'),
  masterDataSearch: search('tasks.master-data-search', '/master-data/task/search', 'master data'),
  search: search('tasks.search', '/tasks/search', 'every area’s'),
  businessFiles: define({
    id: 'tasks.business-files',
    method: 'GET',
    path: '/business-files/files',
    access: 'signed-in',
    query: BusinessFileQuerySchema,
    response: BusinessFilePageSchema,
    summary: 'The files of the caller’s tasks, a page at a time',
  }),
  importFiles: define({
    id: 'tasks.import-files',
    method: 'GET',
    path: '/master-data/import-files',
    access: 'signed-in',
    query: ImportFileQuerySchema,
    response: ImportFilePageSchema,
    summary:
      'Import files of the types that need a checker: approval pending or processed (the desk’s, by type permission)',
  }),
  extractionInitiate: define({
    id: 'tasks.extraction-initiate',
    method: 'POST',
    path: '/extraction/initiate',
    access: UPLOADER,
    body: ExtractionRequestSchema,
    response: TaskSchema,
    status: 202,
    errors: ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED'],
    summary:
      'Commit a previewed upload: its valid rows are written by a background job (for a type that needs a checker, once the approval request it raises is approved)',
  }),
  extractionCancel: define({
    id: 'tasks.extraction-cancel',
    method: 'POST',
    path: '/extraction/cancel',
    access: UPLOADER,
    body: ExtractionRequestSchema,
    response: TaskSchema,
    errors: ['NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
    summary: 'Cancel a previewed upload before its commit',
  }),
  extractionResult: define({
    id: 'tasks.extraction-result',
    method: 'GET',
    path: '/extraction/result/:taskId',
    access: 'signed-in',
    params: TaskIdParamSchema,
    response: ExtractionResultSchema,
    errors: ['NOT_FOUND'],
    summary: 'The outcome of an upload with its row errors',
  }),
  extractionFeedback: define({
    id: 'tasks.extraction-feedback',
    method: 'POST',
    path: '/extraction/feedback',
    access: UPLOADER,
    body: ExtractionFeedbackSchema,
    response: TaskSchema,
    errors: ['NOT_FOUND'],
    summary: 'The uploader’s feedback on an extraction',
  }),
  signedUploadUrl: define({
    id: 'tasks.signed-upload-url',
    method: 'POST',
    path: '/tasks/upload/signedUrl',
    access: 'signed-in',
    body: SignedUploadRequestSchema,
    response: SignedUploadSchema,
    summary: 'A signed, expiring address to upload one file of an upload purpose',
  }),
  signedUpload: define({
    id: 'tasks.signed-upload',
    method: 'POST',
    path: '/tasks/upload/signed',
    // The signed, expiring address names the upload; the session proves the sender is the user it
    // was issued to (issue 30 §5: a leaked address is useless to anyone else).
    access: 'signed-in',
    query: SignedUploadTokenQuerySchema,
    response: UploadedFileSchema,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE'],
    summary: 'Upload the file of a signed upload address',
  }),
};
