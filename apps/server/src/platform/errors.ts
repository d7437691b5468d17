/**
 * Expected failures. Every error body the API sends is `{ message, status, errorCode }`
 * (plus `details` for field errors), which is what the web client's error reader expects.
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_PROGRESS'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'REQUEST_TIMEOUT'
  | 'UNAVAILABLE'
  | 'INTERNAL'
  | (string & {});

export interface FieldError {
  field: string;
  message: string;
}

const DEFAULT_STATUS: Record<string, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TRANSITION_NOT_ALLOWED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  REQUEST_TIMEOUT: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { fields?: FieldError[] } & Record<string, unknown>,
    status?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? DEFAULT_STATUS[code] ?? 400;
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);

export const badRequest = (fields: FieldError[]): AppError =>
  new AppError('VALIDATION_FAILED', fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });

export interface ErrorBody {
  message: string;
  status: number;
  errorCode: string;
  details?: unknown;
}

export function errorBody(err: AppError): ErrorBody {
  return {
    message: err.message,
    status: err.status,
    errorCode: err.code,
    ...(err.details ? { details: err.details } : {}),
  };
}
