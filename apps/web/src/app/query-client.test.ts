import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('retries network trouble and server errors once, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError({ status: 0 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 503 }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ status: 503 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 409 }))).toBe(false);
  });

  it('does not refetch on window focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
