import { addDays, blockedReasonMessage, creditPosition, overdueInterestPaise } from '@dom/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CreditFacts, evaluateRules } from '../consignments/consignment-credit.rules';

/**
 * Random histories of a buyer's credit: a limit, enhancers (some disabled, some out of validity),
 * ad-hoc limits (pending, approved, rejected, with start and expiry), invoices and payments. The
 * model below keeps its own running books event by event; the position and the credit rules must
 * agree with it on every day.
 */
const DAY0 = '2026-04-01';
const day = (n: number) => addDays(DAY0, n);
const TYPES = ['OPEN_LIMIT', 'LC', 'BG', 'CHEQUE', 'ANCHOR', 'FINANCING_PARTNER'] as const;

const enhancer = fc.record({
  enhancerType: fc.constantFrom(...TYPES),
  enabled: fc.boolean(),
  amountPaise: fc.bigInt({ min: 1n, max: 50_000_000n }),
  from: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  length: fc.integer({ min: 0, max: 60 }),
});
const adhoc = fc.record({
  status: fc.constantFrom('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'),
  amountPaise: fc.bigInt({ min: 1n, max: 20_000_000n }),
  start: fc.integer({ min: 0, max: 60 }),
  length: fc.integer({ min: 0, max: 30 }),
});
const movement = fc.record({
  on: fc.integer({ min: 0, max: 90 }),
  kind: fc.constantFrom('INVOICE', 'PAYMENT'),
  amountPaise: fc.bigInt({ min: 1n, max: 30_000_000n }),
});

const history = fc.record({
  limitPaise: fc.bigInt({ min: 0n, max: 100_000_000n }),
  enhancers: fc.array(enhancer, { maxLength: 6 }),
  adhoc: fc.array(adhoc, { maxLength: 4 }),
  movements: fc.array(movement, { maxLength: 20 }),
  today: fc.integer({ min: 0, max: 90 }),
  consignmentPaise: fc.bigInt({ min: 1n, max: 80_000_000n }),
});

const address = {
  addressLine1: 'Plot 7, MIDC',
  addressLine2: null,
  cityName: 'Pune',
  stateName: 'Maharashtra',
  stateCode: '27',
  postalCode: '411019',
  gstNum: '27AAPFU0939F1ZV',
};

describe('credit position (property)', () => {
  it('available = limit + active enhancers + active ad-hoc − utilised, and the balance rule blocks exactly below it', () => {
    fc.assert(
      fc.property(history, (h) => {
        const today = day(h.today);
        // The model: walk the days, keeping what is owed and what is in force on `today`.
        let owed = 0n;
        for (const m of h.movements.filter((x) => x.on <= h.today))
          owed += m.kind === 'INVOICE' ? m.amountPaise : -m.amountPaise;
        let extra = 0n;
        for (const e of h.enhancers) {
          const from = e.from;
          const until = (from ?? 0) + e.length;
          if (e.enabled && (from === null || from <= h.today) && until >= h.today) extra += e.amountPaise;
        }
        for (const a of h.adhoc)
          if (a.status === 'APPROVED' && a.start <= h.today && a.start + a.length >= h.today)
            extra += a.amountPaise;

        const figures = creditPosition({
          limitPaise: h.limitPaise,
          utilisedPaise: owed,
          enhancers: h.enhancers.map((e) => ({
            enhancerType: e.enhancerType,
            enabled: e.enabled,
            amountPaise: e.amountPaise,
            validFrom: e.from === null ? null : day(e.from),
            validUntil: day((e.from ?? 0) + e.length),
          })),
          adhocLimits: h.adhoc.map((a) => ({
            status: a.status,
            amountPaise: a.amountPaise,
            startDate: day(a.start),
            expiryDate: day(a.start + a.length),
          })),
          day: today,
        });
        expect(figures.availablePaise).toBe(h.limitPaise + extra - owed);
        expect(figures.enhancersPaise + figures.adhocPaise).toBe(extra);

        const facts: CreditFacts = {
          consignment: { totalPaise: h.consignmentPaise, buyerGstin: address.gstNum },
          order: {
            creditDays: 14,
            enhancerType: null,
            enhancerStatus: null,
            billingAddress: address,
            shippingAddress: address,
          },
          account: {
            limitPaise: figures.limitPaise + figures.enhancersPaise + figures.adhocPaise,
            utilisedPaise: figures.utilisedPaise,
          },
          profile: null,
          today,
        };
        const result = evaluateRules(facts);
        const short = figures.availablePaise < h.consignmentPaise;
        expect(result.reasons.map((r) => r.reason)).toEqual(short ? ['INSUFFICIENT_BALANCE'] : []);
        if (short) expect(result.reasons[0]?.message).toBe('Insufficient balance');
      }),
      { numRuns: 500 },
    );
  });

  it('overdue interest grows with the days past due and never counts what is not yet due', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            open: fc.bigInt({ min: 0n, max: 10_000_000n }),
            due: fc.integer({ min: -30, max: 30 }),
          }),
          {
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 3600 }),
        (rows, rate) => {
          const today = day(40);
          const items = rows.map((r) => ({ openPaise: r.open, dueDate: day(40 + r.due) }));
          const now = overdueInterestPaise(items, today, rate);
          const later = overdueInterestPaise(items, day(41), rate);
          expect(later >= now).toBe(true);
          const notDue = items.filter((i) => i.dueDate >= today);
          expect(overdueInterestPaise(notDue, today, rate)).toBe(0n);
        },
      ),
    );
  });
});

/**
 * Every payment blocked reason of doc 3 §4 at once: random facts (derived from the position and
 * the buyer's policy), and an oracle written from the spec's words, reason by reason. The check
 * blocks exactly for the reasons the oracle names, each with its own message.
 */
describe('credit rules over random facts (property)', () => {
  const money = fc.bigInt({ min: 0n, max: 20_000_000n });
  const maybeMoney = fc.option(money, { nil: null });
  const offset = fc.option(fc.integer({ min: -5, max: 5 }), { nil: null });
  const facts = fc.record({
    creditDays: fc.constantFrom(0, 7, 14),
    total: fc.bigInt({ min: 1n, max: 20_000_000n }),
    hasAccount: fc.boolean(),
    drawable: money,
    utilised: money,
    orderEnhancer: fc.constantFrom(null, 'ANCHOR', 'BG'),
    orderEnhancerStatus: fc.constantFrom(null, 'APPROVED', 'PENDING'),
    enhancerRequired: fc.boolean(),
    enhancerUploaded: fc.boolean(),
    inactiveOrderEnhancers: fc.integer({ min: 0, max: 1 }),
    anchor: maybeMoney,
    document: maybeMoney,
    overdue: fc.constantFrom(0n, 1n, 5_000_000n),
    interest: money,
    interestLimit: maybeMoney,
    lastShipment: offset,
    limitExpires: offset,
    opsBlocked: fc.boolean(),
    closed: fc.boolean(),
    relatedParty: fc.boolean(),
  });
  const today = '2026-11-21';

  it('blocks exactly for the reasons the spec names, each with its message', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const input: CreditFacts = {
          consignment: { totalPaise: f.total, buyerGstin: address.gstNum },
          order: {
            creditDays: f.creditDays,
            enhancerType: f.orderEnhancer,
            enhancerStatus: f.orderEnhancer ? f.orderEnhancerStatus : null,
            billingAddress: address,
            shippingAddress: address,
          },
          account: f.hasAccount ? { limitPaise: f.drawable, utilisedPaise: f.utilised } : null,
          profile: {
            buyerId: '00000000-0000-4000-8000-00000000000b',
            lastShipmentDate: f.lastShipment === null ? null : addDays(today, f.lastShipment),
            creditLimitExpiresOn: f.limitExpires === null ? null : addDays(today, f.limitExpires),
            enhancerRequired: f.enhancerRequired,
            opsCreditBlocked: f.opsBlocked,
            buyerClosed: f.closed,
            overdueInterestLimitPaise: f.interestLimit,
            relatedParty: f.relatedParty,
            shippingGstin: null,
            updatedAt: new Date('2026-11-01T00:00:00Z'),
            overdueInvoicesPaise: f.overdue,
            overdueInterestPaise: f.interest,
            anchorBalancePaise: f.anchor,
            documentBalancePaise: f.document,
            enhancerUploaded: f.enhancerUploaded,
          },
          orderEnhancersInactive: f.inactiveOrderEnhancers,
          today,
        };
        const onCredit = f.creditDays > 0;
        const expected: string[] = [];
        if (onCredit && (!f.hasAccount || f.drawable - f.utilised < f.total))
          expected.push('INSUFFICIENT_BALANCE');
        if (f.lastShipment !== null && f.lastShipment < 0) expected.push('LAST_SHIPMENT_DATE_EXPIRED');
        const orderEnhancerPending = f.orderEnhancer !== null && f.orderEnhancerStatus !== 'APPROVED';
        if (
          orderEnhancerPending ||
          (f.enhancerRequired && !f.enhancerUploaded) ||
          f.inactiveOrderEnhancers > 0
        )
          expected.push('ENHANCER_DETAILS_UNAVAILABLE');
        if (f.orderEnhancer === 'ANCHOR' && f.anchor !== null && f.anchor < f.total)
          expected.push('INSUFFICIENT_BALANCE_ANCHOR_ENTITY');
        if (onCredit && f.overdue > 0n) expected.push('OVERDUE_INVOICES');
        if (onCredit && f.limitExpires !== null && f.limitExpires < 0) expected.push('CREDIT_LIMIT_ELAPSED');
        if (f.opsBlocked) expected.push('OPS_CREDIT_BLOCKED');
        if (f.closed) expected.push('BUYER_CLOSED');
        if (f.document !== null && f.document < f.total) expected.push('INSUFFICIENT_DOCUMENT_BALANCE');
        if (onCredit && f.interestLimit !== null && f.interest > f.interestLimit)
          expected.push('OVERDUE_INTEREST_EXCEEDS_LIMIT');
        if (f.relatedParty) expected.push('RELATED_PARTY_TRANSACTION');

        const result = evaluateRules(input);
        expect(result.reasons.map((r) => r.reason)).toEqual(expected);
        for (const r of result.reasons) expect(r.message).toBe(blockedReasonMessage(r.reason));
        expect(result.eligible).toBe(expected.length === 0);
        expect(result.blockStatus).toBe(
          f.relatedParty ? 'RPT_BLOCKED' : expected.length > 0 ? 'PAYMENT_BLOCKED' : null,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
