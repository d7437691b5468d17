import { booksBackground } from './integrations/books/books-sync';
import { smsBackground } from './integrations/sms/sms-sender';
import { MODULES } from './modules';
import { type BackgroundRegistration, registerBackground } from './platform/background';
import type { AppContext } from './context';

/**
 * Every handler and job registration: the integrations' and then each module's, taken from the
 * composition root (src/modules.ts). A new area declares `background` in its manifest.
 */
export function backgroundRegistrations(ctx: AppContext): BackgroundRegistration[] {
  return [
    smsBackground(ctx.sms, ctx.database.db),
    booksBackground(ctx.books),
    ...MODULES.flatMap((area) => (area.background ? [area.background(ctx)] : [])),
  ];
}

/** Registers every module's handlers and jobs on the context (once, before the runners start). */
export function registerModuleBackground(ctx: AppContext): void {
  registerBackground(
    { outbox: ctx.outbox, jobs: ctx.jobs, resumable: ctx.resumable },
    backgroundRegistrations(ctx),
  );
}
