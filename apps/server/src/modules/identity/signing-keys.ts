import {
  type JsonWebKey,
  type KeyObject,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
} from 'node:crypto';
import { type JWK, calculateJwkThumbprint } from 'jose';
import type { Db } from '../../platform/db/database';
import { ensureSetting } from '../../platform/settings';

export type SigningAlg = 'EdDSA' | 'ES256' | 'RS256';

export interface SigningKeys {
  alg: SigningAlg;
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key set published at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
}

/** A fresh Ed25519 private key as JWK text (made synchronously so `ensureSetting` can store it). */
export function generatePrivateJwk(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return JSON.stringify(privateKey.export({ format: 'jwk' }));
}

function algOf(jwk: JsonWebKey): SigningAlg {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  if (jwk.kty === 'RSA') return 'RS256';
  throw new Error('AUTH_SIGNING_KEY: use an Ed25519, P-256 or RSA private key in JWK form');
}

export async function loadSigningKeys(privateJwkText: string): Promise<SigningKeys> {
  let jwk: JsonWebKey;
  try {
    jwk = JSON.parse(privateJwkText) as JsonWebKey;
  } catch {
    throw new Error('AUTH_SIGNING_KEY: not a JSON web key');
  }
  if (!jwk.d) throw new Error('AUTH_SIGNING_KEY: a private key is needed (the JWK has no "d")');
  const alg = algOf(jwk);
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const publicJwk = publicKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(publicJwk);
  return { alg, kid, privateKey, publicKey, jwks: { keys: [{ ...publicJwk, kid, alg, use: 'sig' }] } };
}

/**
 * The configured key, or one generated on first start and kept in the database, so every server on
 * one PostgreSQL signs with the same key and tokens survive restarts.
 */
export async function signingKeysFor(db: Db, configured: string | undefined): Promise<SigningKeys> {
  const text = configured ?? (await ensureSetting(db, 'auth_signing_key', generatePrivateJwk));
  return loadSigningKeys(text);
}
