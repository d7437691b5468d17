import {
  type BusinessFilePage,
  type ImportFilePage,
  type ImportFileTab,
  TASK_ENDPOINTS,
  type Task,
  type TaskPage,
  type TaskPreview,
  type TaskSearch,
  type TaskType,
} from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { uploadWithProgress } from '../../lib/upload';

export const TASKS_KEY = 'tasks';
/** How often a running task is asked for its progress. */
export const TASK_POLL_MS = 1000;

export const taskTypes = (): Promise<TaskType[]> => call(TASK_ENDPOINTS.types);

export const downloadTemplate = (taskType: string): Promise<void> =>
  downloadFile(urlOf(TASK_ENDPOINTS.template, { taskType }), {
    fileName: `${taskType.toLowerCase()}-template.xlsx`,
  });

export function uploadTaskFile(
  taskType: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TaskPreview> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<TaskPreview>(urlOf(TASK_ENDPOINTS.upload, { taskType }), form, onProgress);
}

export const commitTask = (taskId: string): Promise<Task> =>
  call(TASK_ENDPOINTS.extractionInitiate, { body: { taskId } });
export const cancelTask = (taskId: string): Promise<Task> =>
  call(TASK_ENDPOINTS.extractionCancel, { body: { taskId } });
export const getTask = (taskId: string): Promise<Task> => call(TASK_ENDPOINTS.task, { params: { taskId } });
export const initiateDownload = (taskType: string): Promise<Task> =>
  call(TASK_ENDPOINTS.initiateDownload, { params: { taskType } });
export const searchTasks = (body: TaskSearch): Promise<TaskPage> => call(TASK_ENDPOINTS.search, { body });
export const businessFiles = (role: 'UPLOADED' | 'FAILED_ROWS' | 'DOWNLOADED'): Promise<BusinessFilePage> =>
  call(TASK_ENDPOINTS.businessFiles, { query: { role, pageNumber: 0, pageSize: 50 } });

/** The import-files tabs: the desk's checked uploads awaiting approval, or ended. */
export const importFiles = (
  tab: ImportFileTab,
  page: { pageNumber: number; pageSize: number },
): Promise<ImportFilePage> => call(TASK_ENDPOINTS.importFiles, { query: { tab, ...page } });

export const downloadFailedRows = (task: Pick<Task, 'taskId' | 'taskType'>): Promise<void> =>
  downloadFile(urlOf(TASK_ENDPOINTS.failedRows, { taskId: task.taskId }), {
    fileName: `${task.taskType.toLowerCase()}-failed-rows.xlsx`,
  });
export const downloadResult = (taskId: string, fileName: string): Promise<void> =>
  downloadFile(urlOf(TASK_ENDPOINTS.resultFile, { taskId }), { fileName });
