import {
  type CreditRatingBand,
  type RatingOutlook,
  type VendorValidationFlag,
  creditRatingScore,
} from '../options/credit.options';

/** What a verification check found: success, warning (a human look) or error (a red flag). */
export const CHECK_OUTCOMES = ['SUCCESS', 'WARNING', 'ERROR'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** A check's outcome as people read it (the screens' English, the printed credit memo). */
export const CHECK_OUTCOME_OPTIONS = [
  { value: 'SUCCESS', label: 'Passed' },
  { value: 'WARNING', label: 'Warning' },
  { value: 'ERROR', label: 'Failed' },
] as const satisfies readonly { value: CheckOutcome; label: string }[];

/**
 * The third-party checks of a credit lead (doc 3 §7 "Credit leads and verification"), each named by
 * the vendor validation flag (§3) that shows whether it ran and what it found.
 */
export const CREDIT_LEAD_CHECKS = [
  'gst',
  'mca',
  'negativeCheck',
  'mcaSpread',
  'C360Report',
  'epfo',
  'financialPDFScan',
] as const satisfies readonly VendorValidationFlag[];
export type CreditLeadCheck = (typeof CREDIT_LEAD_CHECKS)[number];

export const isCreditLeadCheck = (value: string): value is CreditLeadCheck =>
  (CREDIT_LEAD_CHECKS as readonly string[]).includes(value);

/** Points of a check's outcome toward the vault score (out of 10 per check). */
const CHECK_POINTS: Record<CheckOutcome, number> = { SUCCESS: 10, WARNING: 5, ERROR: 0 };

/** The most a lead can score: 10 per check plus 30 for the best rating band. */
export const VAULT_SCORE_MAX = 100;

/**
 * The vault score of a lead: 10 points for each check that passed (5 for a warning, none for an
 * error or a check not run: 70 at most) and up to 30 for the rating band (band score / 12 × 30:
 * Good 30, Okay 25, Delayed 15, Avoid 5, Unknown 0). A whole number from 0 to 100.
 */
export function vaultScore(
  outcomes: Partial<Record<CreditLeadCheck, CheckOutcome>>,
  band: CreditRatingBand,
): number {
  const checks = CREDIT_LEAD_CHECKS.reduce((sum, check) => {
    const outcome = outcomes[check];
    return sum + (outcome ? CHECK_POINTS[outcome] : 0);
  }, 0);
  return Math.round(checks + (creditRatingScore(band) / 12) * 30);
}

/**
 * The rating outlook: any red flag among the checks makes it "Developing Implications"; otherwise
 * the revenue trend of the financial spread decides (growth above 10 % Positive, a fall of more than
 * 10 % Negative, else Stable). Without two years of revenue the outlook is Stable.
 */
export function ratingOutlook(
  outcomes: Partial<Record<CreditLeadCheck, CheckOutcome>>,
  revenueGrowthPercent: number | null,
): RatingOutlook {
  if (Object.values(outcomes).includes('ERROR')) return 'DEVELOPING_IMPLICATIONS';
  if (revenueGrowthPercent === null) return 'STABLE';
  if (revenueGrowthPercent > 10) return 'POSITIVE';
  if (revenueGrowthPercent < -10) return 'NEGATIVE';
  return 'STABLE';
}

/** Growth of the latest year's revenue over the year before, in percent (null without two years). */
export function revenueGrowthPercent(
  financials: readonly { year: number; revenuePaise: bigint }[],
): number | null {
  const sorted = [...financials].sort((a, b) => b.year - a.year);
  const [latest, previous] = sorted;
  if (!latest || !previous || previous.revenuePaise <= 0n) return null;
  return Number(((latest.revenuePaise - previous.revenuePaise) * 10_000n) / previous.revenuePaise) / 100;
}

/** The spec's messages of the credit-lead area. */
export const CREDIT_LEAD_MESSAGES = {
  needsChecks: 'Run the GST and MCA checks before submitting for approval.',
  needsAmount: 'Enter a requested limit above zero',
  fileNotAvailable: 'File not available to download',
} as const;
