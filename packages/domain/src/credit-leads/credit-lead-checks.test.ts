import { describe, expect, it } from 'vitest';
import { CIN_PATTERN } from '../validation/company-id.validators';
import { ratingOutlook, revenueGrowthPercent, vaultScore } from './credit-lead-checks';

describe('credit lead scoring', () => {
  it('scores 10 a passed check, 5 a warning, and the band up to 30', () => {
    expect(vaultScore({}, 'UNKNOWN')).toBe(0);
    expect(vaultScore({ gst: 'SUCCESS', mca: 'WARNING' }, 'UNKNOWN')).toBe(15);
    const all = {
      gst: 'SUCCESS',
      mca: 'SUCCESS',
      negativeCheck: 'SUCCESS',
      mcaSpread: 'SUCCESS',
      C360Report: 'SUCCESS',
      epfo: 'SUCCESS',
      financialPDFScan: 'SUCCESS',
    } as const;
    expect(vaultScore(all, 'GOOD')).toBe(100);
    expect(vaultScore(all, 'OKAY')).toBe(95);
    expect(vaultScore(all, 'DELAYED')).toBe(85);
    expect(vaultScore(all, 'AVOID')).toBe(75);
  });

  it('reads the outlook from red flags first, then the revenue trend', () => {
    expect(ratingOutlook({ gst: 'ERROR' }, 50)).toBe('DEVELOPING_IMPLICATIONS');
    expect(ratingOutlook({ gst: 'SUCCESS' }, 12)).toBe('POSITIVE');
    expect(ratingOutlook({}, -15)).toBe('NEGATIVE');
    expect(ratingOutlook({}, 3)).toBe('STABLE');
    expect(ratingOutlook({}, null)).toBe('STABLE');
  });

  it('measures growth between the two latest years', () => {
    expect(
      revenueGrowthPercent([
        { year: 2024, revenuePaise: 100n },
        { year: 2025, revenuePaise: 125n },
      ]),
    ).toBe(25);
    expect(revenueGrowthPercent([{ year: 2025, revenuePaise: 125n }])).toBeNull();
  });

  it('knows a CIN', () => {
    expect(CIN_PATTERN.test('U45200MH2015PTC123456')).toBe(true);
    expect(CIN_PATTERN.test('U45200MH2015PTC12345')).toBe(false);
  });
});
