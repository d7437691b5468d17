/** A user's permissions, as a set (fast) or a plain list (convenient in tests and fixtures). */
export type PermissionSet = ReadonlySet<string> | readonly string[];

export interface TransitionRow<S extends string, A extends string, P extends string = string> {
  readonly from: S | readonly S[];
  readonly to: S;
  readonly action: A;
  readonly permission: P;
}

/** One row flattened to a single source state. */
export interface TransitionMove<S extends string, A extends string, P extends string = string> {
  readonly from: S;
  readonly to: S;
  readonly action: A;
  readonly permission: P;
}

export type TransitionErrorCode = 'TRANSITION_NOT_ALLOWED' | 'TRANSITION_FORBIDDEN';

/**
 * NOT_ALLOWED: the table has no such move from this state (the server answers 409).
 * FORBIDDEN: the move exists but the user lacks its permission (the server answers 403).
 */
export class TransitionError extends Error {
  override readonly name = 'TransitionError';

  constructor(
    readonly code: TransitionErrorCode,
    readonly from: string,
    readonly action: string,
    readonly permission: string | null,
  ) {
    super(
      code === 'TRANSITION_FORBIDDEN'
        ? `You are not allowed to ${action}: it needs ${permission ?? 'a permission you lack'}.`
        : `Cannot ${action} when the status is ${from}.`,
    );
  }
}

export interface TransitionTable<S extends string, A extends string, P extends string = string> {
  readonly rows: readonly TransitionRow<S, A, P>[];
  readonly moves: readonly TransitionMove<S, A, P>[];
  /** Without permissions, answers whether the table has the move at all. */
  readonly canTransition: (from: S, action: A, permissions?: PermissionSet) => boolean;
  /** The moves available from a state, in table order; filtered by permissions when given. */
  readonly nextActions: (from: S, permissions?: PermissionSet) => readonly TransitionMove<S, A, P>[];
  /** Returns null (never throws) when the table has no such move: a lookup, not a guard. */
  readonly targetOf: (from: S, action: A) => S | null;
  /** The guard: the target state, or a TransitionError saying why the move is refused. */
  readonly getTarget: (from: S, action: A, permissions?: PermissionSet) => S;
  readonly permissionFor: (from: S, action: A) => P | null;
}

function holds(permissions: PermissionSet, permission: string): boolean {
  return 'has' in permissions ? permissions.has(permission) : permissions.includes(permission);
}

export function defineTransitions<S extends string, A extends string, P extends string = string>(
  rows: readonly TransitionRow<S, A, P>[],
): TransitionTable<S, A, P> {
  const moves: TransitionMove<S, A, P>[] = [];
  const byKey = new Map<string, TransitionMove<S, A, P>>();
  for (const row of rows) {
    const sources: readonly S[] = typeof row.from === 'string' ? [row.from] : row.from;
    for (const from of sources) {
      const key = `${from}\u0000${row.action}`;
      // One action from one state must lead to exactly one place, or targetOf would be ambiguous.
      if (byKey.has(key)) throw new Error(`Duplicate transition: ${row.action} from ${from}`);
      const move = { from, to: row.to, action: row.action, permission: row.permission };
      byKey.set(key, move);
      moves.push(move);
    }
  }
  const find = (from: S, action: A) => byKey.get(`${from}\u0000${action}`);

  return {
    rows,
    moves,
    canTransition: (from, action, permissions) => {
      const move = find(from, action);
      return move !== undefined && (permissions === undefined || holds(permissions, move.permission));
    },
    nextActions: (from, permissions) =>
      moves.filter(
        (move) => move.from === from && (permissions === undefined || holds(permissions, move.permission)),
      ),
    targetOf: (from, action) => find(from, action)?.to ?? null,
    getTarget: (from, action, permissions) => {
      const move = find(from, action);
      if (move === undefined) throw new TransitionError('TRANSITION_NOT_ALLOWED', from, action, null);
      if (permissions !== undefined && !holds(permissions, move.permission)) {
        throw new TransitionError('TRANSITION_FORBIDDEN', from, action, move.permission);
      }
      return move.to;
    },
    permissionFor: (from, action) => find(from, action)?.permission ?? null,
  };
}
