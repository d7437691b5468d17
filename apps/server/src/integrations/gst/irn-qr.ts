import { type CryptoKey, type JWK, SignJWT, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { istParts } from '@dom/domain';
import type { GstDocumentType } from './gst-gateway';

// The signed QR code of an e-invoice. The IRP signs a JWT whose `data` claim is the invoice summary
// (as a JSON string, with the IRP's field names) so anyone holding the IRP's public key can check a
// printed invoice offline. The simulator signs with its own ES256 key pair.

export const QR_SIGNING_ALG = 'ES256';
export const QR_ISSUER = 'DOM-GST-SIMULATOR';

/** The invoice summary in the QR code, with the IRP's field names. */
export interface QrInvoiceSummary {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: GstDocumentType;
  /** dd/mm/yyyy */
  DocDt: string;
  /** Total invoice value in rupees. */
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  /** yyyy-mm-dd hh:mm:ss, IST */
  IrnDt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the IRP's document date format. */
export function irpDocumentDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** An instant as the IRP writes it: IST wall time 'yyyy-mm-dd hh:mm:ss'. */
export function irpDateTime(instant: Date): string {
  const p = istParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

export async function signQrCode(
  summary: QrInvoiceSummary,
  privateKey: CryptoKey | Uint8Array,
  kid: string,
  issuedAt: Date,
): Promise<string> {
  return new SignJWT({ data: JSON.stringify(summary) })
    .setProtectedHeader({ alg: QR_SIGNING_ALG, kid, typ: 'JWT' })
    .setIssuer(QR_ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .sign(privateKey);
}

const SUMMARY_KEYS: readonly (keyof QrInvoiceSummary)[] = [
  'SellerGstin',
  'BuyerGstin',
  'DocNo',
  'DocTyp',
  'DocDt',
  'TotInvVal',
  'ItemCnt',
  'MainHsnCode',
  'Irn',
  'IrnDt',
];

function isSummary(value: unknown): value is QrInvoiceSummary {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return SUMMARY_KEYS.every((key) => key in record);
}

/**
 * Checks the signature against the portal's public key and returns the summary; null when the
 * code is not a JWS signed by that key (tampered, truncated, other key or algorithm).
 */
export async function verifyQrCode(jws: string, publicJwk: JWK): Promise<QrInvoiceSummary | null> {
  try {
    const key = await importJWK(publicJwk, QR_SIGNING_ALG);
    const { payload } = await jwtVerify(jws, key, { issuer: QR_ISSUER, algorithms: [QR_SIGNING_ALG] });
    if (typeof payload.data !== 'string') return null;
    const summary: unknown = JSON.parse(payload.data);
    return isSummary(summary) ? summary : null;
  } catch {
    return null;
  }
}

/** The key id a QR code names, or null for text that is not a JWS. */
export function qrKeyId(jws: string): string | null {
  try {
    return decodeProtectedHeader(jws).kid ?? null;
  } catch {
    return null;
  }
}
