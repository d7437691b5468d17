import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Keeps a caller's request id when it looks sane, so one id follows a call across services. */
export function genRequestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/** Who is acting, for audit rows. */
export function actorOf(request: FastifyRequest): {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
} {
  return {
    actorId: request.principal?.userId ?? null,
    actingAsId: request.principal?.actingAsUserId ?? null,
    requestId: request.id,
  };
}
