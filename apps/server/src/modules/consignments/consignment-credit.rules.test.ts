import { BLOCKED_REASONS, blockedReasonMessage } from '@dom/domain';
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

const PROFILE: NonNullable<CreditFacts['profile']> = {
  buyerId: '00000000-0000-4000-8000-00000000000b',
  lastShipmentDate: null,
  creditLimitExpiresOn: null,
  enhancerRequired: false,
  enhancerUploaded: false,
  anchorBalancePaise: null,
  overdueInvoicesPaise: 0n,
  opsCreditBlocked: false,
  buyerClosed: false,
  documentBalancePaise: null,
  overdueInterestPaise: 0n,
  overdueInterestLimitPaise: 0n,
  relatedParty: false,
  shippingGstin: null,
  updatedAt: new Date('2026-11-01T00:00:00Z'),
};
const withProfile = (over: Partial<typeof PROFILE>) => facts({ profile: { ...PROFILE, ...over } });
const withOrder = (over: Partial<CreditFacts['order']>) => facts({ order: { ...facts().order, ...over } });

/**
 * Every rule, each with facts that hit it alone and facts just on the other side of its line
 * (today is 2026-11-21, the consignment ₹1,000 = 100,000 paise).
 */
const RULE_CASES: readonly { reason: string; hit: CreditFacts; miss: CreditFacts }[] = [
  {
    reason: 'INSUFFICIENT_BALANCE',
    // ₹10L limit, ₹9.9L used: ₹10,000 free does not cover a ₹50,000 consignment.
    hit: facts({
      account: { limitPaise: 100_000_000n, utilisedPaise: 99_000_000n },
      consignment: { totalPaise: 5_000_000n, buyerGstin: address.gstNum },
    }),
    miss: facts({
      account: { limitPaise: 100_000_000n, utilisedPaise: 95_000_000n },
      consignment: { totalPaise: 5_000_000n, buyerGstin: address.gstNum },
    }),
  },
  {
    reason: 'LAST_SHIPMENT_DATE_EXPIRED',
    hit: withProfile({ lastShipmentDate: '2026-11-20' }),
    miss: withProfile({ lastShipmentDate: '2026-11-21' }),
  },
  {
    reason: 'ENHANCER_DETAILS_UNAVAILABLE',
    hit: withOrder({ enhancerType: 'BANK_GUARANTEE', enhancerStatus: 'PENDING' }),
    miss: withOrder({ enhancerType: 'BANK_GUARANTEE', enhancerStatus: 'APPROVED' }),
  },
  {
    reason: 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY',
    hit: facts({
      order: { ...facts().order, enhancerType: 'ANCHOR', enhancerStatus: 'APPROVED' },
      profile: { ...PROFILE, anchorBalancePaise: 99_999n },
    }),
    miss: facts({
      order: { ...facts().order, enhancerType: 'ANCHOR', enhancerStatus: 'APPROVED' },
      profile: { ...PROFILE, anchorBalancePaise: 100_000n },
    }),
  },
  {
    reason: 'OVERDUE_INVOICES',
    hit: withProfile({ overdueInvoicesPaise: 1n }),
    miss: withProfile({ overdueInvoicesPaise: 0n }),
  },
  {
    reason: 'CREDIT_LIMIT_ELAPSED',
    hit: withProfile({ creditLimitExpiresOn: '2026-11-20' }),
    miss: withProfile({ creditLimitExpiresOn: '2026-11-21' }),
  },
  {
    reason: 'OPS_CREDIT_BLOCKED',
    hit: withProfile({ opsCreditBlocked: true }),
    miss: withProfile({ opsCreditBlocked: false }),
  },
  {
    reason: 'BUYER_CLOSED',
    hit: withProfile({ buyerClosed: true }),
    miss: withProfile({ buyerClosed: false }),
  },
  {
    reason: 'BUYER_GST_INACTIVE_OR_INVALID',
    hit: facts({ gstinStandings: { [address.gstNum]: 'GSTIN_CANCELLED_BEFORE_INVOICE_DATE' } }),
    miss: facts({ gstinStandings: { [address.gstNum]: null } }),
  },
  {
    reason: 'INSUFFICIENT_DOCUMENT_BALANCE',
    hit: withProfile({ documentBalancePaise: 99_999n }),
    miss: withProfile({ documentBalancePaise: 100_000n }),
  },
  {
    reason: 'OVERDUE_INTEREST_EXCEEDS_LIMIT',
    hit: withProfile({ overdueInterestPaise: 5_001n, overdueInterestLimitPaise: 5_000n }),
    miss: withProfile({ overdueInterestPaise: 5_000n, overdueInterestLimitPaise: 5_000n }),
  },
  {
    reason: RELATED_PARTY_REASON,
    hit: withProfile({ relatedParty: true }),
    miss: withProfile({ relatedParty: false }),
  },
];

describe('each credit rule on its own', () => {
  it('covers every default rule and every blocked reason of the domain', () => {
    expect(RULE_CASES.map((c) => c.reason).sort()).toEqual(DEFAULT_CREDIT_RULES.map((r) => r.reason).sort());
    expect(RULE_CASES.map((c) => c.reason).sort()).toEqual(BLOCKED_REASONS.map((r) => r.value).sort());
  });

  it.each(RULE_CASES)(
    '$reason blocks on its facts alone and not just short of them',
    ({ reason, hit, miss }) => {
      const blocked = evaluateRules(hit);
      expect(blocked.reasons.map((r) => r.reason)).toEqual([reason]);
      expect(blocked.blockStatus).toBe(reason === RELATED_PARTY_REASON ? 'RPT_BLOCKED' : 'PAYMENT_BLOCKED');
      expect(blocked.reasons[0]?.message).toBe(blockedReasonMessage(reason));
      expect(evaluateRules(miss)).toMatchObject({ eligible: true, reasons: [] });
    },
  );

  it('blocks an order whose enhancer details name an enhancer no longer in force', () => {
    expect(evaluateRules(facts({ orderEnhancersInactive: 1 })).reasons.map((r) => r.reason)).toEqual([
      'ENHANCER_DETAILS_UNAVAILABLE',
    ]);
    expect(evaluateRules(facts({ orderEnhancersInactive: 0 })).eligible).toBe(true);
  });

  it('leaves overdue interest alone where no limit is set', () => {
    expect(
      evaluateRules(withProfile({ overdueInterestPaise: 9_999_999n, overdueInterestLimitPaise: null }))
        .eligible,
    ).toBe(true);
  });

  it('reads the enhancer from the credit profile too: required and not uploaded', () => {
    expect(evaluateRules(withProfile({ enhancerRequired: true })).reasons.map((r) => r.reason)).toEqual([
      'ENHANCER_DETAILS_UNAVAILABLE',
    ]);
    expect(evaluateRules(withProfile({ enhancerRequired: true, enhancerUploaded: true })).eligible).toBe(
      true,
    );
  });

  it('blocks a credit order without a credit account, and never an advance order on balances', () => {
    expect(evaluateRules(facts({ account: null })).reasons.map((r) => r.reason)).toEqual([
      'INSUFFICIENT_BALANCE',
    ]);
    const advance = { ...facts().order, creditDays: 0 };
    for (const reason of [
      'INSUFFICIENT_BALANCE',
      'OVERDUE_INVOICES',
      'CREDIT_LIMIT_ELAPSED',
      'OVERDUE_INTEREST_EXCEEDS_LIMIT',
    ]) {
      const c = RULE_CASES.find((x) => x.reason === reason);
      expect(evaluateRules({ ...(c?.hit ?? facts()), order: advance }).eligible, reason).toBe(true);
    }
  });

  it('blocks a GSTIN of the wrong state, or a shipping GSTIN of the profile that the register does not know', () => {
    const otherState = { ...address, stateCode: '29' };
    expect(evaluateRules(withOrder({ shippingAddress: otherState })).reasons.map((r) => r.reason)).toEqual([
      'BUYER_GST_INACTIVE_OR_INVALID',
    ]);
    const shipping = '27AAPFU0939F1ZV';
    expect(
      evaluateRules(
        facts({
          profile: { ...PROFILE, shippingGstin: shipping },
          gstinStandings: { [shipping]: 'GSTIN_NOT_REGISTERED' },
        }),
      ).reasons.map((r) => r.reason),
    ).toEqual(['BUYER_GST_INACTIVE_OR_INVALID']);
  });
});

describe('e-way bill threshold', () => {
  it('is needed above ₹50,000, not at it', () => {
    expect(needsEwayBill(DEFAULT_EWAY_BILL_THRESHOLD_PAISE, DEFAULT_EWAY_BILL_THRESHOLD_PAISE)).toBe(false);
    expect(needsEwayBill(5_000_001n, DEFAULT_EWAY_BILL_THRESHOLD_PAISE)).toBe(true);
  });
});
