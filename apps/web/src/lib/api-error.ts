/** What the interface knows about a failed call (doc 1 §8): defaults none, 0 and 0. */
export interface ApiErrorInfo {
  message: string | null;
  status: number;
  errorCode: string | number;
  is404: boolean;
}

/** A call that got an answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | number;
  readonly serverMessage: string | null;
  readonly details: unknown;

  constructor(init: {
    status: number;
    message?: string | null;
    errorCode?: string | number;
    details?: unknown;
  }) {
    super(init.message ?? `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode ?? 0;
    this.serverMessage = init.message ?? null;
    this.details = init.details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a server error body defensively: any field may be absent or of the wrong type. */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError({ status });
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const code = body.errorCode;
  const errorCode = typeof code === 'string' || typeof code === 'number' ? code : 0;
  return new ApiError({ status, message, errorCode, details: body.details });
}

export function readApiError(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) {
    return {
      message: error.serverMessage,
      status: error.status,
      errorCode: error.errorCode,
      is404: error.status === 404,
    };
  }
  return { message: null, status: 0, errorCode: 0, is404: false };
}
