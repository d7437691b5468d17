import type { StatusChangedEntity } from '@dom/contract';
import type { PermissionSet, TransitionTable } from '@dom/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';

/** Who made a change, as the audit log records it. */
export interface MoveActor {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
}

/**
 * Who asks for a move: their scope (which rows they see: the module's own scope type, the runner
 * only hands it to the machine's `find`) and permissions (which moves they may make).
 */
export interface MoveCaller<Scope> {
  scope: Scope;
  permissions: ReadonlySet<string>;
  actor: MoveActor;
}

/**
 * A system move (packing outcomes, a consignment moving its order): no permission check, no scope,
 * the system actor. The table's `Allow_System_Transition` rows are the server's.
 */
export const SYSTEM: unique symbol = Symbol('SYSTEM');
export type System = typeof SYSTEM;

export const SYSTEM_ACTOR: MoveActor = { actorId: null, actingAsId: null, requestId: 'system' };

/** A row found in scope, with its lines when asked for. */
export interface Found<Row, Line> {
  row: Row;
  lines: Line[];
}

export interface FindOptions {
  /** Read with `FOR UPDATE` (the default of a move). */
  forUpdate: boolean;
  /** Read the row's lines with it (same statement where the module can). */
  withLines: boolean;
}

/**
 * The declaration an aggregate makes once: what the runner needs to move one of its rows. The
 * module passes it in, so `platform/` never imports a module.
 */
export interface Machine<Row extends object, S extends string, A extends string, Scope, Line = never> {
  /** Singular, lower-case: the event topic is `<entity>.status-changed`, the audit action `<entity>.<action>`. */
  readonly entity: StatusChangedEntity;
  /** What a "not found" and "changed by someone else" answer calls the row, e.g. 'Order'. */
  readonly label: string;
  readonly table: PgTable;
  /** The row's properties (Drizzle names) the runner reads and writes. */
  readonly columns: {
    readonly id: keyof Row & string;
    /** The status column this machine moves (a table may have two machines on two columns). */
    readonly status: keyof Row & string;
    /** Bumped by every move and guards the write; without one the write is guarded by the status. */
    readonly version?: keyof Row & string;
    readonly updatedAt?: keyof Row & string;
    /** The column the `key` of a move matches (only the one-statement move needs it). */
    readonly key?: keyof Row & string;
  };
  readonly transitions: TransitionTable<S, A>;
  /** The row by key within the caller's scope (`null`: a system move, every row). */
  readonly find: (
    db: DbOrTx,
    scope: Scope | null,
    key: string,
    opts: FindOptions,
  ) => Promise<Found<Row, Line> | undefined>;
  /** The key the audit row and the event name the row by. */
  readonly keyOf: (row: Row) => string;
  /** How the audit row names the change; defaults to `<entity>.<action>` on entity type `<entity>`. */
  readonly audit?: {
    readonly entityType?: string;
    readonly entityIdOf?: (row: Row) => string;
    readonly action?: (action: string) => string;
    /** Further columns recorded in the audit row's before and after (e.g. a second status). */
    readonly facts?: readonly (keyof Row & string)[];
  };
  /** The 409 message of a move the table lacks, when the area words it its own way. */
  readonly notAllowed?: (from: S, action: A) => string;
  /** The scope as a condition on the table (only the one-statement move needs it). */
  readonly scopeWhere?: (scope: Scope) => SQL | undefined;
}

/** The status of a row under a machine. */
export function statusOf<Row extends object, S extends string>(
  machine: { columns: { status: keyof Row & string }; transitions: { moves: readonly { from: S }[] } },
  row: Row,
): S {
  return row[machine.columns.status] as S;
}

export type { PermissionSet, PgColumn };
