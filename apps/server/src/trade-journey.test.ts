import type {
  Comparison,
  ConsignableLines,
  ConsignmentActionResult,
  ConversionResult,
  CreditPosition,
  Invoice,
  LedgerStatement,
  MatchResult,
  OperationalBalance,
  OrderDetail,
  Payment,
  Quotation,
  RfqDetail,
} from '@dom/contract';
import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../test/api-client';
import { as } from '../test/auth';
import { TEST_SCALE, type TestApp, createTestApp } from '../test/test-app';
import { uploadDocument } from './modules/consignments/consignment-test-kit';

/**
 * The trade from a fresh start (issue 29): a database with master data only — users, buyers,
 * sellers, products, warehouses, transporters, credit accounts; no orders, consignments, invoices
 * or payments — and one enquiry walked to a settled payment through the HTTP API, each step by the
 * role that takes it in real life.
 */
let t: TestApp;
const { post, put, get, rows, ok } = apiClient(() => t, 'journey');
const who: Record<string, Who> = {};

let buyerId: string;
let buyerCode: string;
let sellerId: string;
let products: string[];
let today: string;

const count = async (table: string) =>
  Number((await rows<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]?.n ?? '0');

beforeAll(async () => {
  // Master data at the tests' scale, no demo orders (and so no consignments, invoices or payments).
  t = await createTestApp({ seed: { ...TEST_SCALE, orders: 0 } });
  today = istDateOf(t.ctx.clock());
  for (const role of ['support', 'rm', 'cm', 'seller', 'saleslead', 'om', 'logistics', 'finance'])
    who[role] = await as(t, role);
  const buyer = (
    await rows<{ id: string; code: string }>(
      `SELECT b.id, b.code FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id
        WHERE b.rm_email = 'rm@dom.example.in' AND b.business_unit = 'DIRECT' AND a.limit_paise >= 100000000
          -- Not one of the register's documented cancellations and suspensions (invoicing refuses those).
          AND EXISTS (SELECT 1 FROM gst_sim_gstins g WHERE g.gstin = b.gstin AND g.status = 'ACTIVE')
        ORDER BY b.code LIMIT 1`,
    )
  )[0];
  if (!buyer) throw new Error('no DIRECT buyer of rm with a credit limit');
  buyerId = buyer.id;
  buyerCode = buyer.code;
  sellerId = (await rows<{ seller_id: string }>(`SELECT seller_id FROM users WHERE username = 'seller'`))[0]!
    .seller_id;
  products = (await rows<{ id: string }>('SELECT id FROM products ORDER BY sku LIMIT 2')).map((r) => r.id);
}, 300_000);
afterAll(async () => t?.close());

describe('the trade on fresh data, enquiry to settled payment', () => {
  let rfqKey: string;
  let quotation: Quotation;
  let orderKey: string;
  let consignmentKey: string;
  let invoiceAmount: bigint;
  let booksInvoiceId: string;
  let positionBefore: CreditPosition;
  let consignmentIrn: string;

  it('starts from master data only', async () => {
    for (const table of [
      'orders',
      'consignments',
      'credit_invoices',
      'credit_payments',
      'credit_ledger_entries',
    ])
      expect(await count(table), table).toBe(0);
    for (const table of ['users', 'buyers', 'sellers', 'products', 'warehouses', 'transporters'])
      expect(await count(table), table).toBeGreaterThan(0);
    positionBefore = ok<CreditPosition>(await get(who.finance, `/credit/limits/${buyerId}/position`));
    expect(positionBefore.utilisedPaise).toBe('0');
  });

  it('support takes the enquiry, the RM asks for sourcing, the CM shares it with the seller', async () => {
    const created = ok<RfqDetail>(
      await post(who.support, '/buyerRFQ', {
        buyerId,
        pricingBasis: 'FOR',
        salesType: 'projectSales',
        buyerCreditDays: 15,
        paymentTerms: 'Balance in 15 days',
        consignments: [
          {
            label: 'Site A',
            lines: [
              { productId: products[0], quantity: '200', buyerPricePaise: '50000' },
              { productId: products[1], quantity: '100', buyerPricePaise: '52000' },
            ],
          },
        ],
      }),
      201,
    );
    rfqKey = created.rfqKey;
    ok(await put(who.support, '/enquiry/receiveRequest', { rfqKey }));
    ok(await put(who.rm, '/enquiry/sourcingRequired', { rfqKey }));
    const shared = ok<RfqDetail>(
      await post(who.cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey, sellerIds: [sellerId] }),
    );
    expect(shared.sellerRfqs.map((s) => s.sellerId)).toEqual([sellerId]);
  });

  it('the seller answers in its portal; the CM compares and picks; the RM and the sourcer accept', async () => {
    const detail = ok<RfqDetail>(await get(who.rm, `/buyerRFQ/${rfqKey}`));
    const mine = detail.sellerRfqs[0]!;
    ok(
      await post(who.seller, '/buyerRFQ/seller', {
        sellerRfqKey: mine.sellerRfqKey,
        // Landed 48,500 and 50,500 paise against 50,000 and 52,000: a margin below the 5 % threshold.
        prices: detail.lines.map((l, i) => ({
          lineId: l.id,
          exWorksPaise: i === 0 ? '48000' : '50000',
          freightPaise: '500',
        })),
        capacity: '500 bags a day',
        validUntil: today,
        sellerCreditDays: 15,
        preferredPaymentDays: 10,
      }),
    );
    ok(await put(who.cm, '/enquiry/sourcingCompleted', { rfqKey }));
    const cmp = ok<Comparison>(await get(who.rm, `/buyerRFQ/${rfqKey}/comparison`));
    expect(cmp.lines.map((l) => l.offers[0]?.landedPaise)).toEqual(['48500', '50500']);
    const picks = cmp.lines.map((l) => ({ lineId: l.lineId, sellerRfqKey: l.offers[0]!.sellerRfqKey }));
    ok(await post(who.cm, '/buyerRFQ/finalizeSeller', { rfqKey, picks }));
    ok(await put(who.rm, '/enquiry/acceptResponse', { rfqKey }));
    ok(await put(who.cm, '/enquiry/sourcerAccepted', { rfqKey }));
  });

  it('the CM draws the quotation, the RM sends it for approval, the sales lead approves, the RM sends it', async () => {
    quotation = ok<Quotation>(await post(who.cm, `/quotation/buyerRFQ/${rfqKey}`, {}), 201);
    expect(quotation.needsApproval).toBe(true);
    quotation = ok<Quotation>(
      await post(who.rm, '/quotation/sendForApproval', { quotationKey: quotation.quotationKey }),
    );
    expect(quotation.status).toBe('APPROVAL_PENDING');
    ok(
      await post(who.saleslead, '/approval-center/approve', {
        approvalKey: quotation.approvalKey,
        comment: 'Margin accepted for this project',
      }),
    );
    const sent = ok<Quotation>(
      await post(who.rm, '/quotation/send', { quotationKey: quotation.quotationKey }),
    );
    expect(sent.status).toBe('SENT_TO_SELLER');
  });

  it('the RM places the order; the order manager approves it', async () => {
    const placed = ok<ConversionResult>(
      await post(who.rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey }),
    );
    expect(placed.orderKeys).toHaveLength(1);
    orderKey = placed.orderKeys[0]!;
    const order = ok<OrderDetail>(await get(who.om, `/order/orderDetails/${orderKey}`));
    expect(order.orderStatus).toBe('ORDERED');
    ok(
      await post(who.om, '/sales-order/order-approval', {
        orderKey,
        sellerPriceMarginAccurate: true,
        thresholdAdded: true,
        ...(order.approval.needsReason
          ? { reason: 'Project pricing', comments: 'Approved by sales lead' }
          : {}),
        ...(order.approval.needsPaymentTermsComments
          ? { paymentTermsApprovalComments: '15 days credit' }
          : {}),
      }),
    );
  });

  it('the seller acknowledges the order; its quantities become consignable', async () => {
    const order = ok<OrderDetail>(await get(who.om, `/order/orderDetails/${orderKey}`));
    expect(order.orderStatus).toBe('ORDER_APPROVED');
    const before = ok<ConsignableLines>(await get(who.om, `/consignment/consignable-lines/${orderKey}`));
    expect(before.lines.every((l) => l.availableQuantity === '0.000')).toBe(true);
    const acked = ok<{ orderStatus: string }>(
      await post(who.seller, '/sales-order/acknowledgement', {
        orderKey,
        lines: order.lineItems.map((l) => ({
          lineItemId: l.lineItemId,
          acknowledgedQuantity: l.orderedQuantity,
        })),
      }),
    );
    expect(acked.orderStatus).toBe('PLANNED');
    const after = ok<ConsignableLines>(await get(who.om, `/consignment/consignable-lines/${orderKey}`));
    expect(after.lines.map((l) => l.availableQuantity)).toEqual(
      order.lineItems.map((l) => l.orderedQuantity),
    );
  });

  it('the order manager makes the consignment; the seller acknowledges and packs it (credit check, invoice, IRN, e-way bill)', async () => {
    const lines = ok<ConsignableLines>(await get(who.om, `/consignment/consignable-lines/${orderKey}`)).lines;
    const made = ok<ConsignmentActionResult>(
      await post(who.om, '/consignment/create-consignment', {
        orderKey,
        lines: lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.availableQuantity })),
      }),
      201,
    );
    consignmentKey = made.consignmentKey;
    expect(made.status).toBe('REQUESTED');
    const acked = ok<ConsignmentActionResult>(
      await post(who.seller, '/consignment/acknowledgement', { consignmentKey }),
    );
    expect(acked.status).toBe('READY_TO_PROCESS');
    ok(await post(who.seller, '/consignment/draft-pack-consignment', { consignmentKey, packages: 2 }));
    const detail = ok<{ totalPaise: string }>(
      await get(who.seller, `/shipment/consignment/${consignmentKey}`),
    );
    invoiceAmount = BigInt(detail.totalPaise);
    const invoice = {
      invoiceNumber: 'INV/J/00001',
      invoiceDate: today,
      invoiceAmountPaise: detail.totalPaise,
    };
    // Above the e-way bill threshold a new consignment needs its distance: refused before packing starts.
    const noDistance = await post(who.seller, '/consignment/pack-consignment-byId-v2', {
      consignmentKey,
      invoice,
    });
    expect(noDistance.statusCode, noDistance.body).toBe(400);
    expect(noDistance.body).toContain('distanceKm');
    const packed = ok<ConsignmentActionResult>(
      await post(who.seller, '/consignment/pack-consignment-byId-v2', {
        consignmentKey,
        invoice,
        distanceKm: 240,
      }),
    );
    expect(packed.status, JSON.stringify(packed)).toBe('PACKED');
    const facts = (
      await rows<{ irn: string | null; eway: string | null }>(
        `SELECT irn, eway_bill_number AS eway FROM consignments WHERE consignment_key = '${consignmentKey}'`,
      )
    )[0];
    consignmentIrn = facts?.irn ?? '';
    expect(consignmentIrn).toMatch(/^[0-9a-f]{64}$/);
    expect(facts?.eway).toMatch(/^\d{12}$/);
  });

  it('logistics dispatches it, marks it delivered and submits the proof of delivery', async () => {
    ok(
      await post(who.logistics, '/consignment/add-update-shipment-tracking-details', {
        consignmentKey,
        logisticProvider: '3PL',
        transporterName: 'VRL Logistics',
        vehicleNumber: 'MH 12 AB 1234',
        lrNumber: 'LR-J-1',
        trackingUrl: 'https://track.example.in/LR-J-1',
      }),
    );
    const dispatched = ok<ConsignmentActionResult>(
      await post(who.logistics, '/consignment/confirm-dispatch', {
        consignmentKey,
        actualDispatchDate: today,
        createTrip: true,
      }),
    );
    expect(dispatched.status).toBe('INTRANSIT');
    ok(await post(who.logistics, '/shipment/update/DELIVERED', { consignmentKey }));
    const pod = await uploadDocument(t, who.logistics!, consignmentKey, 'BUYER_POD');
    const lr = await uploadDocument(t, who.logistics!, consignmentKey, 'LORRY_RECEIPT');
    const lines = ok<{ lines: { consignmentLineItemKey: string; requestedQuantity: string }[] }>(
      await get(who.logistics, `/shipment/consignment/${consignmentKey}`),
    ).lines;
    const done = ok<ConsignmentActionResult>(
      await post(who.logistics, '/shipment/handover-proof/pod', {
        consignmentKey,
        podDate: today,
        deliveryStatus: 'FULL_CLEAN_DELIVERY',
        items: lines.map((l) => ({
          consignmentLineItemKey: l.consignmentLineItemKey,
          condition: 'GOOD',
          quantity: l.requestedQuantity,
        })),
        primaryDocumentIds: [pod, lr],
      }),
    );
    expect(done.status).toBe('COMPLETED');
  });

  it('the invoice is on the buyer’s ledger, due after the credit days', async () => {
    const invoices = ok<{ content: Invoice[] }>(
      await get(who.finance, `/credit/invoice-noauth?buyerId=${buyerId}`),
    ).content;
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    booksInvoiceId = invoice.booksInvoiceId;
    expect(invoice.status).toBe('OPEN');
    expect(invoice).toMatchObject({
      consignmentKey,
      orderKey,
      irn: consignmentIrn,
      amountPaise: invoiceAmount.toString(),
      balancePaise: invoiceAmount.toString(),
    });
    expect(invoice.dueDate > today).toBe(true);
    const ledger = ok<LedgerStatement>(await get(who.finance, `/credit/ledger?buyerId=${buyerId}`));
    expect(ledger.closingBalancePaise).toBe(invoiceAmount.toString());
  });

  it('finance records the buyer’s payment and matches it: the invoice is settled', async () => {
    const payment = ok<Payment>(
      await post(who.finance, '/credit/payment-noauth', {
        booksPaymentId: 'BP-JOURNEY-1',
        booksBuyerId: buyerCode,
        utr: 'UTRJOURNEY1',
        paymentType: 'NEFT',
        paymentDate: today,
        amountPaise: invoiceAmount.toString(),
      }),
      201,
    );
    expect(payment.status).toBe('PENDING');
    const matched = ok<MatchResult>(
      await post(who.finance, '/credit/match-noauth', {
        booksBuyerId: buyerCode,
        booksInvoiceId,
        booksPaymentId: 'BP-JOURNEY-1',
        matchingAmount: invoiceAmount.toString(),
      }),
    );
    expect(matched).toMatchObject({
      invoiceStatus: 'SETTLED',
      balanceAmountPaise: '0',
      paymentStatus: 'SETTLED',
    });
  });

  it('the ledger and the credit position agree: nothing owed, the limit free again', async () => {
    const ledger = ok<LedgerStatement>(await get(who.finance, `/credit/ledger?buyerId=${buyerId}`));
    expect(ledger.closingBalancePaise).toBe('0');
    expect(ledger.totalDebitPaise).toBe(invoiceAmount.toString());
    expect(ledger.totalCreditPaise).toBe(invoiceAmount.toString());
    const position = ok<CreditPosition>(await get(who.finance, `/credit/limits/${buyerId}/position`));
    expect(position.utilisedPaise).toBe(ledger.closingBalancePaise);
    expect(position.availablePaise).toBe(positionBefore.availablePaise);
    const balance = ok<OperationalBalance>(
      await get(who.finance, `/credit/balance/operational-noauth?buyerId=${buyerId}`),
    );
    expect(balance.outstandingPaise).toBe(ledger.closingBalancePaise);
    const order = ok<OrderDetail>(await get(who.om, `/order/orderDetails/${orderKey}`));
    expect(order.orderStatus).toBe('COMPLETED');
  });
});
