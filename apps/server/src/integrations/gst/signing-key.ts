import { eq } from 'drizzle-orm';
import { type CryptoKey, type JWK, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { Db } from '../../platform/db/database';
import { gstSimKeys } from './gst.schema';
import { QR_SIGNING_ALG } from './irn-qr';

/** The simulated IRP's one signing key. */
export const QR_KEY_ID = 'dom-irp-sim-1';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
  publicJwk: JWK;
}

/**
 * The portal's key pair, made on first use and kept in `gst_sim_keys` so QR codes signed before a
 * restart still verify. Two processes racing to make it both end up with the stored one.
 */
export async function loadOrCreateSigningKey(db: Db): Promise<SigningKey> {
  let [row] = await db.select().from(gstSimKeys).where(eq(gstSimKeys.id, QR_KEY_ID));
  if (!row) {
    const pair = await generateKeyPair(QR_SIGNING_ALG, { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    const publicJwk = await exportJWK(pair.publicKey);
    await db
      .insert(gstSimKeys)
      .values({
        id: QR_KEY_ID,
        alg: QR_SIGNING_ALG,
        privateJwk: { ...privateJwk },
        publicJwk: { ...publicJwk },
      })
      .onConflictDoNothing();
    [row] = await db.select().from(gstSimKeys).where(eq(gstSimKeys.id, QR_KEY_ID));
    if (!row) throw new Error('The GST simulator signing key could not be stored');
  }
  const publicJwk: JWK = { ...(row.publicJwk as JWK), kid: QR_KEY_ID, alg: QR_SIGNING_ALG, use: 'sig' };
  return {
    kid: QR_KEY_ID,
    privateKey: await importJWK(row.privateJwk as JWK, QR_SIGNING_ALG),
    publicJwk,
  };
}
