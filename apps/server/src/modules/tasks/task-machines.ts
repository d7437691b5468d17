import {
  FILE_TRANSITIONS,
  type FileAction,
  type FileStatus,
  JOB_TRANSITIONS,
  type JobAction,
  type JobStatus,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Machine } from '../../platform/moves';
import { tasks } from './tasks.schema';

type Row = typeof tasks.$inferSelect;

const find: Machine<Row, FileStatus, FileAction, null>['find'] = async (db, _scope, id, { forUpdate }) => {
  const q = db.select().from(tasks).where(eq(tasks.id, id));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ? { row, lines: [] } : undefined;
};

/**
 * A bulk task's file status (CREATED → IN_PROGRESS → COMPLETED / PARTIAL_COMPLETED / FAILED), moved
 * by FILE_TRANSITIONS. Who may touch which task is the service's check (the creator, holding the
 * type's permission); the moves themselves are the system's.
 */
export const TASK_MACHINE: Machine<Row, FileStatus, FileAction, null> = {
  entity: 'task',
  label: 'Task',
  table: tasks,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt' },
  transitions: FILE_TRANSITIONS,
  find,
  keyOf: (row) => row.id,
  audit: { entityType: 'task', facts: ['jobStatus', 'failure'] },
};

/** The task's job status (DRAFT → RUNNING → COMPLETED / FAILED_MAX_LIMIT), moved by JOB_TRANSITIONS. */
export const TASK_JOB_MACHINE: Machine<Row, JobStatus, JobAction, null> = {
  entity: 'task-job',
  label: 'Task',
  table: tasks,
  columns: { id: 'id', status: 'jobStatus', version: 'version', updatedAt: 'updatedAt' },
  transitions: JOB_TRANSITIONS,
  find: find,
  keyOf: (row) => row.id,
  audit: { entityType: 'task', facts: ['status'] },
};
