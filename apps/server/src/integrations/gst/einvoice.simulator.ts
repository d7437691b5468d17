import { and, eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import { istDateOf, istParts } from '@dom/domain';
import type { Db } from '../../platform/db/database';
import type { EInvoiceGateway, EInvoiceRequest, EInvoiceResult, IrnCancelReasonCode } from './gst-gateway';
import { gstSimEwayBills, gstSimIrns } from './gst.schema';
import { registrationOf } from './gstin-registry.simulator';
import { assertRecipientRegistered, assertSupplierActive } from './gstin.rules';
import { type QrInvoiceSummary, irpDateTime, irpDocumentDate, signQrCode, verifyQrCode } from './irn-qr';
import {
  canCancelIrn,
  computeIrn,
  documentFinancialYear,
  mainHsnOf,
  rupeesOf,
  validateEInvoiceRequest,
  validateIrnCancellation,
} from './irn.rules';
import { type PortalState, nextSequenceValue, refusal } from './portal';
import type { SigningKey } from './signing-key';

type IrnRow = typeof gstSimIrns.$inferSelect;

function toResult(row: IrnRow, duplicate: boolean): EInvoiceResult {
  return {
    irn: row.irn,
    ackNumber: row.ackNumber,
    ackAt: row.ackAt,
    signedQrCode: row.signedQrCode,
    status: row.status,
    duplicate,
  };
}

/** 15 digits: '1', the two-digit IST year of acknowledgement, and a 12-digit sequence number. */
export function formatAckNumber(ackAt: Date, sequence: string): string {
  const year = String(istParts(ackAt).year % 100).padStart(2, '0');
  return `1${year}${sequence.padStart(12, '0').slice(-12)}`;
}

/** The simulated IRP: registers e-invoices, answers duplicates, cancels within 24 hours. */
export class EInvoiceSimulator implements EInvoiceGateway {
  constructor(
    private readonly db: Db,
    private readonly portal: PortalState,
    private readonly signingKey: () => Promise<SigningKey>,
  ) {}

  generateIrn(request: EInvoiceRequest): Promise<EInvoiceResult> {
    return this.portal.call('generateIrn', () => this.register(request));
  }

  getIrn(irn: string): Promise<EInvoiceResult | null> {
    return this.portal.call('getIrn', async () => {
      const row = await this.find(irn);
      return row ? toResult(row, false) : null;
    });
  }

  cancelIrn(
    irn: string,
    reason: IrnCancelReasonCode,
    remark: string,
  ): Promise<{ irn: string; cancelledAt: Date }> {
    return this.portal.call('cancelIrn', () => this.cancel(irn, reason, remark));
  }

  /** The portal's public key (JWK), for checking QR codes offline. */
  async publicKey(): Promise<JWK> {
    return (await this.signingKey()).publicJwk;
  }

  /** The invoice summary of a signed QR code, or null when the signature does not verify. */
  async verifySignedQrCode(jws: string): Promise<QrInvoiceSummary | null> {
    return verifyQrCode(jws, await this.publicKey());
  }

  private async find(irn: string): Promise<IrnRow | undefined> {
    const [row] = await this.db.select().from(gstSimIrns).where(eq(gstSimIrns.irn, irn));
    return row;
  }

  /** An existing registration of the same document: the original answer, unless it was cancelled. */
  private answerExisting(row: IrnRow): EInvoiceResult {
    if (row.status === 'CANCELLED') {
      throw refusal(
        'DOCUMENT_NUMBER_CANCELLED',
        `The IRN for ${row.documentType} ${row.documentNumber} (FY ${row.financialYear}) was cancelled; ` +
          'a cancelled document number cannot be used again in the same financial year, issue it under a new number',
      );
    }
    return toResult(row, true);
  }

  private async register(request: EInvoiceRequest): Promise<EInvoiceResult> {
    const now = this.portal.clock();
    validateEInvoiceRequest(request, istDateOf(now));
    const financialYear = documentFinancialYear(request.documentDate);
    const irn = computeIrn(request.sellerGstin, financialYear, request.documentType, request.documentNumber);
    const existing = await this.find(irn);
    if (existing) return this.answerExisting(existing);
    const seller = await registrationOf(this.db, request.sellerGstin);
    if (seller) assertSupplierActive(seller, 'Seller GSTIN', 'register an e-invoice');
    const buyer = await registrationOf(this.db, request.buyerGstin);
    if (buyer) assertRecipientRegistered(buyer, 'Buyer GSTIN', request.documentDate);

    const ackNumber = formatAckNumber(now, await nextSequenceValue(this.db, 'gst_sim_ack_seq'));
    const mainHsn = mainHsnOf(request.lines);
    const summary: QrInvoiceSummary = {
      SellerGstin: request.sellerGstin,
      BuyerGstin: request.buyerGstin,
      DocNo: request.documentNumber,
      DocTyp: request.documentType,
      DocDt: irpDocumentDate(request.documentDate),
      TotInvVal: rupeesOf(request.totalValuePaise),
      ItemCnt: request.lines.length,
      MainHsnCode: mainHsn,
      Irn: irn,
      IrnDt: irpDateTime(now),
    };
    const key = await this.signingKey();
    const signedQrCode = await signQrCode(summary, key.privateKey, key.kid, now);
    const [inserted] = await this.db
      .insert(gstSimIrns)
      .values({
        irn,
        sellerGstin: request.sellerGstin,
        buyerGstin: request.buyerGstin,
        financialYear,
        documentType: request.documentType,
        documentNumber: request.documentNumber,
        documentDate: request.documentDate,
        totalValuePaise: request.totalValuePaise,
        itemCount: request.lines.length,
        mainHsn,
        lines: request.lines.map((line) => ({
          ...line,
          taxableValuePaise: line.taxableValuePaise.toString(),
        })),
        ackNumber,
        ackAt: now,
        signedQrCode,
        status: 'ACTIVE',
      })
      .onConflictDoNothing({ target: gstSimIrns.irn })
      .returning();
    if (inserted) return toResult(inserted, false);
    // A concurrent request for the same document registered it first: answer as a duplicate.
    const winner = await this.find(irn);
    if (!winner) throw new Error(`IRN ${irn} vanished after a conflicting insert`);
    return this.answerExisting(winner);
  }

  private async cancel(
    irn: string,
    reason: IrnCancelReasonCode,
    remark: string,
  ): Promise<{ irn: string; cancelledAt: Date }> {
    validateIrnCancellation(reason, remark);
    const now = this.portal.clock();
    const row = await this.find(irn);
    if (!row) throw refusal('IRN_NOT_FOUND', `IRN ${irn} is not registered`);
    if (row.status === 'CANCELLED') throw refusal('IRN_ALREADY_CANCELLED', `IRN ${irn} is already cancelled`);
    if (!canCancelIrn(row.ackAt, now)) {
      throw refusal(
        'IRN_CANCEL_WINDOW_CLOSED',
        `An IRN can be cancelled only within 24 hours of acknowledgement (acknowledged ${irpDateTime(row.ackAt)} IST); ` +
          'raise a credit note instead',
      );
    }
    const [activeEwayBill] = await this.db
      .select({ number: gstSimEwayBills.ewayBillNumber })
      .from(gstSimEwayBills)
      .where(and(eq(gstSimEwayBills.irn, irn), eq(gstSimEwayBills.status, 'ACTIVE')))
      .limit(1);
    if (activeEwayBill) {
      throw refusal(
        'EWAY_BILL_ACTIVE',
        `IRN ${irn} has active e-way bill ${activeEwayBill.number}; cancel the e-way bill before the IRN`,
      );
    }
    const [updated] = await this.db
      .update(gstSimIrns)
      .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason, cancelRemark: remark.trim() })
      .where(and(eq(gstSimIrns.irn, irn), eq(gstSimIrns.status, 'ACTIVE')))
      .returning({ irn: gstSimIrns.irn });
    if (!updated) throw refusal('IRN_ALREADY_CANCELLED', `IRN ${irn} is already cancelled`);
    return { irn, cancelledAt: now };
  }
}
