import type { BackgroundRegistration } from '../../platform/background';
import type { FileStorage } from '../../platform/files/file-storage';
import type { FilesService } from '../../platform/files/files.service';

/** The job that deletes uploads never claimed, with their addresses (every 30 minutes, and on demand). */
export const UNCLAIMED_UPLOADS_JOB = 'files.sweep-unclaimed-uploads';
/** How long after its address expired an unclaimed upload is kept (a save may be finishing). */
export const UNCLAIMED_GRACE_MS = 60 * 60 * 1000;

/** The files area's background work: the sweep of abandoned uploads. */
export function filesBackground(
  files: FilesService,
  storage: FileStorage,
  now: () => Date,
): BackgroundRegistration {
  return ({ jobs }) => {
    jobs.define(UNCLAIMED_UPLOADS_JOB, async () => ({
      removed: await files.addresses.sweep(storage, new Date(now().getTime() - UNCLAIMED_GRACE_MS)),
    }));
    jobs.every(UNCLAIMED_UPLOADS_JOB, '*/30 * * * *');
  };
}
