import { createHash, randomBytes } from 'node:crypto';

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
