import type {
  EInvoiceGateway,
  EInvoiceRequest,
  EInvoiceResult,
  IrnCancelReasonCode,
} from '../../integrations/gst/gst-gateway';
import { GstPortalError } from '../../integrations/gst/gst-gateway';
import { irnOf } from './irn-rule';

const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * TEST DOUBLE of the e-invoice portal — not the simulator (that one lives in another branch and is
 * wired at merge). It keeps IRNs in memory, follows the IRN rule (SHA-256 of GSTIN + FY + type +
 * number), answers a repeat as a duplicate, and refuses a cancel after 24 hours on its own clock.
 */
export class TestEInvoiceGateway implements EInvoiceGateway {
  readonly issued = new Map<string, EInvoiceResult>();
  readonly cancelled: { irn: string; reason: IrnCancelReasonCode; remark: string }[] = [];
  /** Set to make the next call fail as the portal would. */
  failNext: GstPortalError | null = null;

  constructor(private readonly now: () => Date) {}

  private takeFailure(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }

  async generateIrn(request: EInvoiceRequest): Promise<EInvoiceResult> {
    this.takeFailure();
    const irn = irnOf(
      request.sellerGstin,
      request.documentDate,
      request.documentType,
      request.documentNumber,
    );
    const known = this.issued.get(irn);
    if (known) return { ...known, duplicate: true };
    const result: EInvoiceResult = {
      irn,
      ackNumber: String(112_000_000_000_000 + this.issued.size),
      ackAt: this.now(),
      signedQrCode: `test-double.${irn.slice(0, 16)}`,
      status: 'ACTIVE',
      duplicate: false,
    };
    this.issued.set(irn, result);
    return result;
  }

  async getIrn(irn: string): Promise<EInvoiceResult | null> {
    return this.issued.get(irn) ?? null;
  }

  async cancelIrn(irn: string, reason: IrnCancelReasonCode, remark: string) {
    this.takeFailure();
    const known = this.issued.get(irn);
    if (!known) throw new GstPortalError('IRN_NOT_FOUND', 'IRN not found', false);
    if (known.status === 'CANCELLED') return { irn, cancelledAt: this.now() };
    if (this.now().getTime() - known.ackAt.getTime() > WINDOW_MS)
      throw new GstPortalError('CANCEL_WINDOW_OVER', 'IRN can be cancelled only within 24 hours', false);
    this.issued.set(irn, { ...known, status: 'CANCELLED' });
    this.cancelled.push({ irn, reason, remark });
    return { irn, cancelledAt: this.now() };
  }
}
