import type { Db, Tx } from './database';

/**
 * Runs `work` inside the request's transaction under a savepoint: a failure of `work` takes back
 * its writes only, and the transaction stays usable — for a command that answers a lost race by
 * reading the winner's row (a unique key met) instead of failing the whole request.
 */
export function savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(work);
}

/**
 * What a command answers when the rest of its work must run once its transaction has committed
 * (a resumable job it opened, whose steps call outside and open their own transactions): the route
 * layer commits the request's one transaction, then runs `work` outside it and answers its result.
 */
export class AfterCommit<T> {
  constructor(readonly work: () => Promise<T>) {}
}

/** Marks a command's answer as work to run after its transaction commits (see `AfterCommit`). */
export const afterCommit = <T>(work: () => Promise<T>): AfterCommit<T> => new AfterCommit(work);

/**
 * A flow that must call a system outside (the GST portal for an IRN) and answer with its result.
 * An outside call never runs inside a transaction — a lock held across it would stall every writer
 * of the row for as long as the portal takes, and a rollback cannot take the call back — so:
 *
 * 1. `prepare` claims the work in its own transaction, which commits (the row says "in progress",
 *    so a concurrent or repeated request resumes rather than calls twice);
 * 2. `call` calls outside, in no transaction;
 * 3. `record` writes the result in its own transaction;
 * 4. when `call` fails, `undo` gives the claim back in its own transaction (explicitly: the
 *    committed claim is not rolled back by anything else) and returns the error to answer (nothing:
 *    the failure itself). When `record` fails the outside effect happened: nothing is undone, the
 *    claim stays for a retry to finish.
 *
 * This is the only place such a flow opens its transactions; a command takes the request's one
 * (`command()` in platform/http/route.ts). Fire-and-forget calls go through the outbox instead.
 */
export async function outsideCall<P, R, T>(
  db: Db,
  steps: {
    prepare: (tx: Tx) => Promise<P>;
    call: (prepared: P) => Promise<R>;
    record: (tx: Tx, prepared: P, result: R) => Promise<T>;
    undo?: (tx: Tx, prepared: P, failure: unknown) => Promise<unknown>;
  },
): Promise<T> {
  const prepared = await db.transaction((tx) => steps.prepare(tx));
  let result: R;
  try {
    result = await steps.call(prepared);
  } catch (failure) {
    const { undo } = steps;
    const answer = undo ? await db.transaction((tx) => undo(tx, prepared, failure)) : undefined;
    throw answer ?? failure;
  }
  return db.transaction((tx) => steps.record(tx, prepared, result));
}

/**
 * A flow whose outside step comes first (uploaded files confirmed into storage, which commit on
 * their own): `call` runs in no transaction, then `write` in one; when `write` fails (a refusal, a
 * conflict), `undo` takes the outside step back explicitly and the failure is answered.
 */
export async function callThenWrite<R, T>(
  db: Db,
  steps: {
    call: () => Promise<R>;
    write: (tx: Tx, result: R) => Promise<T>;
    undo: (result: R) => Promise<void>;
  },
): Promise<T> {
  const result = await steps.call();
  try {
    return await db.transaction((tx) => steps.write(tx, result));
  } catch (failure) {
    await steps.undo(result);
    throw failure;
  }
}
