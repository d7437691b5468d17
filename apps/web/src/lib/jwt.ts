import { decodeParams } from './base64-params';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the claims of a JWT without verifying it: the browser only uses them for display and
 * expiry; the server verifies every token it receives.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  return decodeParams(payload, isRecord);
}
