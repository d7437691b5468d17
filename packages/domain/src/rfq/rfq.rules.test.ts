import { describe, expect, it } from 'vitest';
import {
  enquiryDisplayStatus,
  landedPricePaise,
  marginBasisPoints,
  quotationNeedsApproval,
  rankPrices,
  rfqOperationAllowed,
} from './rfq.rules';

describe('RFQ pricing rules', () => {
  it('adds the freight to the ex-works price only on the F.O.R basis', () => {
    expect(landedPricePaise('FOR', 10_000n, 500n)).toBe(10_500n);
    expect(landedPricePaise('EXW', 10_000n, 500n)).toBe(10_000n);
  });

  it('ranks the lowest price L1 and lets equal prices share a rank', () => {
    expect(rankPrices([300n, 100n, 200n])).toEqual([3, 1, 2]);
    expect(rankPrices([100n, 100n, 250n])).toEqual([1, 1, 2]);
    expect(rankPrices([])).toEqual([]);
  });

  it('measures the margin in basis points of the sale', () => {
    expect(marginBasisPoints(10_000n, 9_000n)).toBe(1000);
    expect(marginBasisPoints(10_000n, 11_000n)).toBe(-1000);
    expect(marginBasisPoints(0n, 100n)).toBe(0);
  });

  it('sends a quotation for approval below the margin or above the value band', () => {
    const rules = { minMarginBp: 500, valueBandPaise: 1_000_000n };
    expect(quotationNeedsApproval(499, 10n, rules)).toBe(true);
    expect(quotationNeedsApproval(500, 10n, rules)).toBe(false);
    expect(quotationNeedsApproval(900, 1_000_001n, rules)).toBe(true);
  });

  it('allows sharing only while sourcing and picks only after the CM answered', () => {
    expect(rfqOperationAllowed('shareWithSellers', 'SOURCING_REQUIRED')).toBe(true);
    expect(rfqOperationAllowed('shareWithSellers', 'REQUEST_RECEIVED')).toBe(false);
    expect(rfqOperationAllowed('finalizeSeller', 'SOURCING_REQUIRED')).toBe(false);
    expect(rfqOperationAllowed('finalizeSeller', 'SOURCER_ACCEPTED')).toBe(true);
  });

  it('reads a negotiated enquiry back in sourcing as under negotiation', () => {
    expect(enquiryDisplayStatus('SOURCING_REQUIRED', true)).toBe('UNDER_NEGOTIATION');
    expect(enquiryDisplayStatus('SOURCING_REQUIRED', false)).toBe('SOURCING_REQUIRED');
  });
});
