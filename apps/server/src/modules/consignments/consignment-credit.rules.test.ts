import { describe, expect, it } from 'vitest';
import {
  type CreditFacts,
  type CreditRule,
  DEFAULT_CREDIT_RULES,
  RELATED_PARTY_REASON,
  evaluateRules,
  gstinStandingsOn,
} from './consignment-credit.rules';
import { DEFAULT_EWAY_BILL_THRESHOLD_PAISE, needsEwayBill } from './consignment-settings';

const address = {
  addressLine1: 'x',
  addressLine2: null,
  cityName: 'Pune',
  stateName: 'Maharashtra',
  stateCode: '27',
  postalCode: '411001',
  gstNum: '27AAPFU0939F1ZV',
};
const facts = (over: Partial<CreditFacts> = {}): CreditFacts => ({
  consignment: { totalPaise: 100_000n, buyerGstin: address.gstNum },
  order: {
    creditDays: 14,
    enhancerType: null,
    enhancerStatus: null,
    billingAddress: address,
    shippingAddress: address,
  },
  account: { limitPaise: 10_000_000n, utilisedPaise: 0n },
  profile: null,
  today: '2026-11-21',
  ...over,
});

describe('credit rules', () => {
  it('passes a healthy credit order', () => {
    expect(evaluateRules(facts())).toMatchObject({ eligible: true, blockStatus: null, reasons: [] });
  });

  it('skips balance rules on an advance order but not the GSTIN rule', () => {
    const bad = { ...address, gstNum: '27AAPFU0939F1ZA' };
    const r = evaluateRules(
      facts({ account: null, order: { ...facts().order, creditDays: 0, billingAddress: bad } }),
    );
    expect(r.reasons.map((x) => x.reason)).toEqual(['BUYER_GST_INACTIVE_OR_INVALID']);
    expect(r.reasons[0]?.message).toContain('inactive or invalid shipping or billing GSTIN');
  });

  it('blocks on the GSTIN register’s standing, not only the format', () => {
    const gstin = address.gstNum;
    expect(evaluateRules(facts({ gstinStandings: { [gstin]: null } })).eligible).toBe(true);
    for (const problem of ['GSTIN_SUSPENDED', 'GSTIN_CANCELLED_BEFORE_INVOICE_DATE'] as const) {
      const r = evaluateRules(facts({ gstinStandings: { [gstin]: problem } }));
      expect(r.reasons.map((x) => x.reason)).toEqual(['BUYER_GST_INACTIVE_OR_INVALID']);
    }
  });

  it('reads each GSTIN’s standing on the date, one lookup per valid GSTIN', async () => {
    const asked: string[] = [];
    const standings = await gstinStandingsOn(
      [address.gstNum, address.gstNum, '27AAPFU0939F1ZA', null],
      '2026-11-21',
      async (gstin) => {
        asked.push(gstin);
        return { gstin, status: 'CANCELLED', cancelledOn: '2026-11-22', legalName: 'x', stateCode: '27' };
      },
    );
    expect(asked).toEqual([address.gstNum]);
    expect(standings).toEqual({ [address.gstNum]: null });
    const onTheDay = await gstinStandingsOn([address.gstNum], '2026-11-22', async (gstin) => ({
      gstin,
      status: 'CANCELLED',
      cancelledOn: '2026-11-22',
      legalName: 'x',
      stateCode: '27',
    }));
    expect(onTheDay).toEqual({ [address.gstNum]: 'GSTIN_CANCELLED_BEFORE_INVOICE_DATE' });
  });

  it('puts a related-party hit first and excepts only what was excepted', () => {
    const profile = {
      ...({} as NonNullable<CreditFacts['profile']>),
      relatedParty: true,
      opsCreditBlocked: true,
      overdueInvoicesPaise: 0n,
      overdueInterestPaise: 0n,
      overdueInterestLimitPaise: 0n,
    };
    const r = evaluateRules(facts({ profile }));
    expect(r.blockStatus).toBe('RPT_BLOCKED');
    expect(r.blockMessage).toBe('Related Party Transaction blocked');
    const released = evaluateRules(facts({ profile }), DEFAULT_CREDIT_RULES, [RELATED_PARTY_REASON]);
    expect(released).toMatchObject({ blockStatus: 'PAYMENT_BLOCKED', blockMessage: 'Payment awaited' });
    expect(released.reasons.map((x) => x.message)).toEqual(['Operational credit blocked']);
  });

  it('takes more rules without touching the others (an enhancer of the credit area)', () => {
    const lcMissing: CreditRule = {
      reason: 'ENHANCER_DETAILS_UNAVAILABLE',
      block: 'PAYMENT_BLOCKED',
      isBlocked: (f) => f.order.enhancerType === 'LC',
    };
    const r = evaluateRules(
      facts({ order: { ...facts().order, enhancerType: 'LC', enhancerStatus: 'APPROVED' } }),
      [...DEFAULT_CREDIT_RULES, lcMissing],
    );
    expect(r.reasons.map((x) => x.label)).toEqual(['Enhancer Not Uploaded']);
  });
});

describe('e-way bill threshold', () => {
  it('is needed above ₹50,000, not at it', () => {
    expect(needsEwayBill(DEFAULT_EWAY_BILL_THRESHOLD_PAISE, DEFAULT_EWAY_BILL_THRESHOLD_PAISE)).toBe(false);
    expect(needsEwayBill(5_000_001n, DEFAULT_EWAY_BILL_THRESHOLD_PAISE)).toBe(true);
  });
});
