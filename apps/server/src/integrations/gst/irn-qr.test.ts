import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type QrInvoiceSummary,
  irpDateTime,
  irpDocumentDate,
  qrKeyId,
  signQrCode,
  verifyQrCode,
} from './irn-qr';
import { BUYER_GSTIN, SELLER_GSTIN } from './test-fixtures';

const summary: QrInvoiceSummary = {
  SellerGstin: SELLER_GSTIN,
  BuyerGstin: BUYER_GSTIN,
  DocNo: 'DOM/25-26/0001',
  DocTyp: 'INV',
  DocDt: '16/09/2025',
  TotInvVal: 118000,
  ItemCnt: 2,
  MainHsnCode: '25232930',
  Irn: 'a'.repeat(64),
  IrnDt: '2025-09-16 19:29:00',
};

function tamper(jws: string, part: 0 | 1 | 2): string {
  const pieces = jws.split('.');
  const piece = pieces[part]!;
  // Flip one character in the middle of the chosen part.
  const index = Math.floor(piece.length / 2);
  pieces[part] =
    `${piece.slice(0, index)}${piece.charAt(index) === 'A' ? 'B' : 'A'}${piece.slice(index + 1)}`;
  return pieces.join('.');
}

describe('signed QR code', () => {
  it('verifies with the public key and gives back the summary', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jws = await signQrCode(summary, pair.privateKey, 'k1', new Date('2025-09-16T13:59:00Z'));
    expect(jws.split('.')).toHaveLength(3);
    expect(qrKeyId(jws)).toBe('k1');
    expect(await verifyQrCode(jws, await exportJWK(pair.publicKey))).toEqual(summary);
  });

  it('fails for a tampered payload or signature, another key, or text that is not a JWS', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const other = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const jws = await signQrCode(summary, pair.privateKey, 'k1', new Date());
    expect(await verifyQrCode(tamper(jws, 1), publicJwk)).toBeNull();
    expect(await verifyQrCode(tamper(jws, 2), publicJwk)).toBeNull();
    expect(await verifyQrCode(jws, await exportJWK(other.publicKey))).toBeNull();
    expect(await verifyQrCode('not.a.jws', publicJwk)).toBeNull();
    expect(qrKeyId('garbage')).toBeNull();
  });

  it('refuses a payload with a changed value even when re-encoded without signing', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jws = await signQrCode(summary, pair.privateKey, 'k1', new Date());
    const [header, payload, signature] = jws.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { data: string };
    const forged = { ...claims, data: JSON.stringify({ ...summary, TotInvVal: 1 }) };
    const forgedJws = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await verifyQrCode(forgedJws, await exportJWK(pair.publicKey))).toBeNull();
  });

  it('writes dates the way the IRP does', () => {
    expect(irpDocumentDate('2025-09-16')).toBe('16/09/2025');
    expect(irpDateTime(new Date('2022-09-16T13:59:05Z'))).toBe('2022-09-16 19:29:05');
    expect(irpDateTime(new Date('2022-09-16T20:00:00Z'))).toBe('2022-09-17 01:30:00');
  });
});
