import { TASK_ENDPOINTS, type TaskPreview } from '@dom/contract';
import { urlOf } from '../../lib/api-client';

import { uploadWithProgress } from '../../lib/upload';

export const TASKS_KEY = 'tasks';
/** How often a running task is asked for its progress. */
export const TASK_POLL_MS = 1000;

export function uploadTaskFile(
  taskType: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TaskPreview> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<TaskPreview>(urlOf(TASK_ENDPOINTS.upload, { taskType }), form, onProgress);
}
