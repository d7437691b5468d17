import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedUrlCheck {
  ok: boolean;
  reason?: 'expired' | 'bad-signature';
}

/** HMAC-signed, expiring download addresses for files kept on local disk. */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (secret.length < 16) throw new Error('The file URL secret must be at least 16 characters');
  }

  private signature(fileId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${fileId}.${expires}`).digest('base64url');
  }

  sign(fileId: string, ttlSeconds: number): { expires: number; signature: string } {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    return { expires, signature: this.signature(fileId, expires) };
  }

  /** A signature valid until `expires` (seconds since the epoch), for an expiry already recorded. */
  signUntil(subject: string, expires: number): { expires: number; signature: string } {
    return { expires, signature: this.signature(subject, expires) };
  }

  verify(fileId: string, expires: number, signature: string): SignedUrlCheck {
    const expected = Buffer.from(this.signature(fileId, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'bad-signature' };
    }
    if (Math.floor(this.now() / 1000) > expires) return { ok: false, reason: 'expired' };
    return { ok: true };
  }
}
