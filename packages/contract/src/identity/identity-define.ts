import type { Permission } from '@dom/domain';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import { AccessRequestDecisionSchema, AccessRequestSchema } from './access-requests';
import { IdParamSchema } from './authorization';

/** The error codes a user, access, catalogue or delegation call can answer. */
export type IdentityErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'INVALID_CREDENTIALS';

export const define = endpointsOf<IdentityErrorCode>();

/** A decision on an access request: one move of its table, with that move's permission. */
export const decision = <const Id extends string>(
  id: Id,
  path: string,
  access: Permission,
  summary: string,
) =>
  define({
    id,
    method: 'POST',
    path,
    access,
    params: IdParamSchema,
    body: AccessRequestDecisionSchema,
    response: AccessRequestSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED', 'TRANSITION_FORBIDDEN'],
    summary,
  });
