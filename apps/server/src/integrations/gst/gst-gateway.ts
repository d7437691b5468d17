// The GST portals as the rest of the server sees them. One interface per portal function; the local
// simulator (this folder) follows the published rules, and a production adapter for a GST provider
// (GSP) can be added behind the same interfaces without touching the callers.

/** E-invoice document types (IRP schema): invoice, credit note, debit note. */
export type GstDocumentType = 'INV' | 'CRN' | 'DBN';

/** IRN cancellation reason codes of the IRP: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others. */
export type IrnCancelReasonCode = 1 | 2 | 3 | 4;

export interface EInvoiceLine {
  hsn: string;
  description: string;
  /** Quantity with up to 3 decimals, as a decimal string. */
  quantity: string;
  unit: string;
  taxableValuePaise: bigint;
  gstRateBasisPoints: number;
}

export interface EInvoiceRequest {
  sellerGstin: string;
  buyerGstin: string;
  documentType: GstDocumentType;
  /** ≤ 16 characters of A–Z, 0–9, '/', '-'; must not start with 0, '/' or '-'. */
  documentNumber: string;
  /** Document date (IST calendar date, YYYY-MM-DD); decides the financial year in the IRN. */
  documentDate: string;
  totalValuePaise: bigint;
  lines: readonly EInvoiceLine[];
}

export interface EInvoiceResult {
  irn: string;
  ackNumber: string;
  ackAt: Date;
  /** Signed QR payload: a compact JWS over the invoice summary, signed with the portal's key. */
  signedQrCode: string;
  status: 'ACTIVE' | 'CANCELLED';
  /** True when the same document had already been registered: the existing IRN is returned. */
  duplicate: boolean;
}

export interface EWayBillPart {
  vehicleNumber: string;
  /** Quantity carried by this vehicle, decimal string. */
  quantity: string;
}

export interface EWayBillRequest {
  /** The caller's reference (consignment key); one active e-way bill per reference and part. */
  reference: string;
  irn?: string;
  fromGstin: string;
  toGstin: string;
  fromPinCode: string;
  toPinCode: string;
  distanceKm: number;
  overDimensionalCargo: boolean;
  valuePaise: bigint;
  documentNumber: string;
  documentDate: string;
  transporterId?: string;
  vehicleNumber?: string;
  /** A split of one consignment across several vehicles, each with its quantity. */
  parts?: readonly EWayBillPart[];
}

export interface EWayBillResult {
  /** 12 digits. */
  ewayBillNumber: string;
  generatedAt: Date;
  validUntil: Date;
  distanceKm: number;
  vehicleNumber: string | null;
  status: 'ACTIVE' | 'CANCELLED' | 'EXPIRED';
}

export interface GstinRegistration {
  gstin: string;
  status: 'ACTIVE' | 'CANCELLED' | 'SUSPENDED';
  /** Date the registration was cancelled (YYYY-MM-DD) when status is CANCELLED. */
  cancelledOn: string | null;
  legalName: string;
  stateCode: string;
}

/**
 * A failure the portal reported. `retryable` failures (portal down, timeout) leave the caller in a
 * failure state it can retry from; the others are refusals the user must fix.
 */
export class GstPortalError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GstPortalError';
  }
}

export interface EInvoiceGateway {
  generateIrn(request: EInvoiceRequest): Promise<EInvoiceResult>;
  getIrn(irn: string): Promise<EInvoiceResult | null>;
  /** Allowed only within 24 hours of acknowledgement. */
  cancelIrn(
    irn: string,
    reason: IrnCancelReasonCode,
    remark: string,
  ): Promise<{ irn: string; cancelledAt: Date }>;
}

export interface EWayBillGateway {
  generate(request: EWayBillRequest): Promise<EWayBillResult[]>;
  /** Allowed from 8 hours before to 8 hours after expiry. */
  extend(
    ewayBillNumber: string,
    change: { remainingDistanceKm: number; vehicleNumber: string; reason: string },
  ): Promise<EWayBillResult>;
  /** Allowed within 24 hours of generation. */
  cancel(ewayBillNumber: string, reason: string): Promise<{ ewayBillNumber: string; cancelledAt: Date }>;
  /** Regenerate with a corrected distance (the "retrigger e-way bill" action). */
  retrigger(ewayBillNumber: string, distanceKm: number): Promise<EWayBillResult>;
  /**
   * Part-B update: the vehicle carrying the goods, on an active bill that has not expired (a
   * transhipment or the vehicle known only at dispatch). The validity does not change.
   */
  updateVehicle(ewayBillNumber: string, change: VehicleUpdate): Promise<EWayBillResult>;
}

export interface VehicleUpdate {
  vehicleNumber: string;
  /** The portal's reason for the change (breakdown, transhipment, first time, others). */
  reason: string;
  /** Where the goods are when the vehicle changes (place name); the portal asks for it. */
  fromPlace?: string;
}

export interface GstinRegistry {
  lookup(gstin: string): Promise<GstinRegistration | null>;
}
