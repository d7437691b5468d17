import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MoveActor } from '../moves/machine';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Keeps a caller's request id when it looks sane, so one id follows a call across services. */
export function genRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/** Who is acting, for audit rows: the caller's actor, or nobody on a public route. */
export function actorOf(request: FastifyRequest): MoveActor {
  return request.caller?.actor ?? { actorId: null, actingAsId: null, requestId: request.id };
}
