import type { BusinessUnit } from '@dom/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { UNAUTHORISED_MESSAGE } from './http/access';
import type { MoveActor } from './moves/machine';

/**
 * Which records a caller may see (ARCHITECTURE rule 4). Every field present narrows the view;
 * absent fields do not. `businessUnits` undefined means every unit.
 */
export interface OwnerScope {
  rmEmail?: string;
  tmEmail?: string;
  sellerId?: string;
  buyerId?: string;
  businessUnits?: readonly BusinessUnit[];
}

/**
 * Who calls: the one shape services take. The authentication hook attaches it to the request
 * once (`request.caller`), from the signed-in session: the scope of the user acted for, the
 * permissions in the active unit, and the actor the audit log records. Routes hand it on with
 * `callerOf(request)`; the runner takes it as its `MoveCaller`.
 */
export interface Caller {
  /** The signed-in user (the actor, also while acting as someone). */
  readonly userId: string;
  readonly scope: OwnerScope;
  readonly permissions: ReadonlySet<string>;
  /** The roles of the user acted for (the approval engine's participants, the home queues). */
  readonly roles: readonly string[];
  /** The e-mail of the user acted for (recorded as the uploader of a document), when they have one. */
  readonly email: string | null;
  readonly actor: MoveActor;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a signed-in request (null before authentication and on public routes). */
    caller: Caller | null;
  }
}

/** The request's caller; 401 when nobody signed in. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
  return request.caller;
}
