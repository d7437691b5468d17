import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { GstPortalError } from './gst-gateway';

// What the simulated portals share: the clock, availability, and a deterministic fault plan.

export type GstOperation =
  | 'generateIrn'
  | 'getIrn'
  | 'cancelIrn'
  | 'generateEwayBill'
  | 'extendEwayBill'
  | 'cancelEwayBill'
  | 'retriggerEwayBill'
  | 'updateEwayBillVehicle'
  | 'lookupGstin';

/**
 * One planned failure. `before` (default): the portal refuses before doing anything, like an
 * outage. `after`: the portal does the work and the answer is lost (a timeout), so a retry meets
 * the work already done — what duplicate handling is for.
 */
export interface GstFault {
  /** Only this operation consumes the fault; any operation when omitted. */
  operation?: GstOperation;
  when?: 'before' | 'after';
}

export function portalUnavailable(): GstPortalError {
  return new GstPortalError('PORTAL_UNAVAILABLE', 'The GST portal is not available; try again later', true);
}

export function portalTimeout(): GstPortalError {
  return new GstPortalError(
    'PORTAL_TIMEOUT',
    'The GST portal did not answer in time; the request may have been processed, retry to get its result',
    true,
  );
}

export class PortalState {
  private available = true;
  private readonly faults: GstFault[];

  constructor(
    readonly clock: () => Date,
    faults: readonly GstFault[] = [],
  ) {
    this.faults = [...faults];
  }

  setAvailable(available: boolean): void {
    this.available = available;
  }

  isAvailable(): boolean {
    return this.available;
  }

  /** Queues failures for the next matching calls, in order. */
  failNext(count = 1, fault: GstFault = {}): void {
    for (let i = 0; i < count; i += 1) this.faults.push({ ...fault });
  }

  pendingFaults(): number {
    return this.faults.length;
  }

  private takeFault(operation: GstOperation): GstFault | null {
    const index = this.faults.findIndex((f) => f.operation === undefined || f.operation === operation);
    if (index < 0) return null;
    const [fault] = this.faults.splice(index, 1);
    return fault ?? null;
  }

  /** Runs one portal call under the outage switch and the fault plan. */
  async call<T>(operation: GstOperation, run: () => Promise<T>): Promise<T> {
    if (!this.available) throw portalUnavailable();
    const fault = this.takeFault(operation);
    if (fault && fault.when !== 'after') throw portalUnavailable();
    const result = await run();
    if (fault) throw portalTimeout();
    return result;
  }
}

/** The next value of one of the simulator's sequences, as a decimal string. */
export async function nextSequenceValue(
  db: DbOrTx,
  sequence: 'gst_sim_ack_seq' | 'gst_sim_ewb_seq',
): Promise<string> {
  // Both drivers answer `execute` with `{ rows }`.
  const result: unknown = await db.execute<{ n: string }>(
    sql`select nextval(${sequence}::regclass)::text as n`,
  );
  const value = (result as { rows: { n: string }[] }).rows[0]?.n;
  if (value === undefined) throw new Error(`Sequence ${sequence} gave no value`);
  return value;
}

export function refusal(code: string, message: string): GstPortalError {
  return new GstPortalError(code, message, false);
}
