import type { JobRunner } from './jobs';
import type { OutboxDispatcher } from './outbox';
import type { ResumableJobs } from './resumable-jobs';

/**
 * Where background work is registered: outbox handlers (by topic, typed by `EVENTS`), queued jobs
 * and resumable jobs. Platform owns the machinery and knows no module; each module exports one
 * registration, and the composition root (src/background.ts) lists them.
 */
export interface Background {
  outbox: OutboxDispatcher;
  jobs: JobRunner;
  resumable: ResumableJobs;
}

/** What one module adds to the background: its event handlers and its jobs. */
export type BackgroundRegistration = (background: Background) => void;

/** Runs each module's registration once, in order (before the job runner starts). */
export function registerBackground(
  background: Background,
  registrations: readonly BackgroundRegistration[],
): void {
  for (const register of registrations) register(background);
}
