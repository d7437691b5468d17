import type { BackgroundRegistration } from '../../platform/background';
import type { Db } from '../../platform/db/database';
import { sweepOrphanRows } from './task-rows';
import type { TaskEngine } from './tasks.service';

/** The job that removes rows staged by a preview whose task was never saved (a crash mid-preview). */
export const ORPHAN_ROWS_JOB = 'tasks.sweep-orphan-rows';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tasks area's background work: the commit and export jobs a worker resumes after a crash,
 * and the nightly sweep of orphan staged rows (at 01:15 IST, and on demand).
 */
export function tasksBackground(engine: TaskEngine, db: Db, now: () => Date): BackgroundRegistration {
  return ({ resumable, jobs }) => {
    engine.defineJobs(resumable);
    jobs.define(ORPHAN_ROWS_JOB, async () => {
      await sweepOrphanRows(db, new Date(now().getTime() - DAY_MS));
    });
    jobs.every(ORPHAN_ROWS_JOB, '15 1 * * *');
  };
}
