import { defineStatusSet, type StatusDef } from './status-set';

// "Processed" and "Partially Processed" are how the file lists name the two completed states.
export const FILE_STATUSES = [
  { value: 'CREATED', label: 'Created', tone: 'default' },
  { value: 'IN_PROGRESS', label: 'In Progress', tone: 'info' },
  { value: 'PARTIAL_COMPLETED', label: 'Partially Processed', tone: 'warning' },
  { value: 'COMPLETED', label: 'Processed', tone: 'success' },
  { value: 'FAILED', label: 'Failed', tone: 'error' },
  { value: 'RETRY_COUNT_EXHAUSTED', label: 'Retry Count Exhausted', tone: 'error' },
  { value: 'ENRICHMENT_FAILED', label: 'Enrichment Failed', tone: 'error' },
  { value: 'FAILED_MAX_LIMIT', label: 'Failed Max Limit', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type FileStatus = (typeof FILE_STATUSES)[number]['value'];
const files = defineStatusSet(FILE_STATUSES);
export const isFileStatus = files.has;
export const fileStatusLabel = files.label;
export const fileStatusTone = files.tone;

export const JOB_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'RUNNING', label: 'Running', tone: 'info' },
  { value: 'COMPLETED', label: 'Completed', tone: 'success' },
  { value: 'FAILED_MAX_LIMIT', label: 'Failed Max Limit', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type JobStatus = (typeof JOB_STATUSES)[number]['value'];
const jobs = defineStatusSet(JOB_STATUSES);
export const isJobStatus = jobs.has;
export const jobStatusLabel = jobs.label;
export const jobStatusTone = jobs.tone;
