import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { type Principal, UNAUTHORISED_MESSAGE } from '../../platform/http/access';
import type { RequestAuth } from './authenticator';
import type { ClientInfo } from './sessions.service';

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent : null,
    requestId: request.id,
    log: request.log,
  };
}

/** The session of an authenticated route (the guard has run, so it is there). */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth || !request.principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
  return request.auth;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
  return request.principal;
}
