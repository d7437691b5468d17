import { smsBackground } from './integrations/sms/sms-sender';
import { consignmentsBackground } from './modules/consignments/consignments.background';
import { ordersBackground } from './modules/orders/orders.background';
import { type BackgroundRegistration, registerBackground } from './platform/background';
import type { AppContext } from './platform/context';

/**
 * The composition root of background work: one line per module that handles events or runs jobs.
 * A new area adds its `<area>.background.ts` registration here.
 */
export function backgroundRegistrations(ctx: AppContext): BackgroundRegistration[] {
  return [
    smsBackground(ctx.sms, ctx.database.db),
    ordersBackground({ db: ctx.database.db, files: ctx.files }),
    consignmentsBackground({
      db: ctx.database.db,
      files: ctx.files,
      signer: ctx.signer,
      gst: ctx.gst,
      clock: ctx.clock,
      creditRules: ctx.consignmentCreditRules,
      jobs: ctx.resumable,
    }),
  ];
}

/** Registers every module's handlers and jobs on the context (once, before the runners start). */
export function registerModuleBackground(ctx: AppContext): void {
  registerBackground(
    { outbox: ctx.outbox, jobs: ctx.jobs, resumable: ctx.resumable },
    backgroundRegistrations(ctx),
  );
}
