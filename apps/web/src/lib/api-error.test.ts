import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody, readApiError } from './api-error';

describe('error reader', () => {
  it('defaults to no message, status 0 and errorCode 0', () => {
    expect(readApiError(new Error('boom'))).toEqual({ message: null, status: 0, errorCode: 0, is404: false });
    expect(readApiError(undefined)).toEqual({ message: null, status: 0, errorCode: 0, is404: false });
  });

  it('reads message, status and errorCode from the server body', () => {
    const error = errorFromBody(409, {
      message: 'Not allowed now',
      status: 409,
      errorCode: 'ORDER_TRANSITION_NOT_ALLOWED',
    });
    expect(readApiError(error)).toEqual({
      message: 'Not allowed now',
      status: 409,
      errorCode: 'ORDER_TRANSITION_NOT_ALLOWED',
      is404: false,
    });
  });

  it('flags 404', () => {
    expect(readApiError(new ApiError({ status: 404 })).is404).toBe(true);
  });

  it('ignores fields of the wrong type', () => {
    expect(readApiError(errorFromBody(500, { message: 12, errorCode: { x: 1 } }))).toEqual({
      message: null,
      status: 500,
      errorCode: 0,
      is404: false,
    });
    expect(readApiError(errorFromBody(502, 'Bad gateway'))).toMatchObject({ message: null, status: 502 });
  });
});
