import type { Tone } from '../status/tone';
import type { Option } from './option';

export const RATING_OUTLOOKS = [
  { value: 'STABLE', label: 'Stable' },
  { value: 'POSITIVE', label: 'Positive' },
  { value: 'NEGATIVE', label: 'Negative' },
  { value: 'DEVELOPING_IMPLICATIONS', label: 'Developing Implications' },
] as const satisfies readonly Option[];
export type RatingOutlook = (typeof RATING_OUTLOOKS)[number]['value'];

export interface ScoredOption extends Option {
  readonly score: number;
}

// Kept in the spec's order, not by score: Unknown scores 0 yet is listed last.
export const CREDIT_RATING_BANDS = [
  { value: 'AVOID', label: 'Avoid', score: 2 },
  { value: 'DELAYED', label: 'Delayed', score: 6 },
  { value: 'OKAY', label: 'Okay', score: 10 },
  { value: 'GOOD', label: 'Good', score: 12 },
  { value: 'UNKNOWN', label: 'Unknown', score: 0 },
] as const satisfies readonly ScoredOption[];
export type CreditRatingBand = (typeof CREDIT_RATING_BANDS)[number]['value'];

export function creditRatingScore(band: CreditRatingBand): number {
  return CREDIT_RATING_BANDS.find((entry) => entry.value === band)?.score ?? 0;
}

export const REGISTRATION_TYPES = [
  { value: 'CIN', label: 'CIN' },
  { value: 'LLP', label: 'LLP' },
  { value: 'N/A', label: 'N/A' },
] as const satisfies readonly Option[];
export type RegistrationType = (typeof REGISTRATION_TYPES)[number]['value'];

export const BANK_TYPES = [
  { value: 'JP_MORGAN', label: 'JP Morgan' },
  { value: 'DBS', label: 'DBS' },
] as const satisfies readonly Option[];
export type BankType = (typeof BANK_TYPES)[number]['value'];

/** Business codes under which the bank master list is served. */
export const BANK_MASTER_BUSINESS_CODE = { type: 'BANK_NAMES', code: 'BANK_MASTER' } as const;

export interface TonedOption extends Option {
  readonly tone: Tone;
}

// Values are the company registry's own words, so they stay as the registry writes them.
// "and others" in the spec: the remaining MCA company statuses, coloured by how safe trade is.
export const COMPANY_REGISTRY_STATUSES = [
  { value: 'Active', label: 'Active', tone: 'success' },
  { value: 'Amalgamated', label: 'Amalgamated', tone: 'warning' },
  { value: 'Dissolved', label: 'Dissolved', tone: 'error' },
  { value: 'Strike Off', label: 'Strike Off', tone: 'error' },
  { value: 'Under CIRP', label: 'Under CIRP', tone: 'warning' },
  { value: 'Under Liquidation', label: 'Under Liquidation', tone: 'error' },
  { value: 'Liquidated', label: 'Liquidated', tone: 'error' },
  { value: 'Dormant', label: 'Dormant', tone: 'warning' },
  { value: 'Converted to LLP', label: 'Converted to LLP', tone: 'warning' },
  { value: 'Under Process of Striking Off', label: 'Under Process of Striking Off', tone: 'error' },
] as const satisfies readonly TonedOption[];
export type CompanyRegistryStatus = (typeof COMPANY_REGISTRY_STATUSES)[number]['value'];

/** Registry answers vary in case; an unknown status needs a human look, hence warning. */
export function companyRegistryTone(status: string): Tone {
  const wanted = status.trim().toLowerCase();
  return COMPANY_REGISTRY_STATUSES.find((entry) => entry.value.toLowerCase() === wanted)?.tone ?? 'warning';
}

export const ENHANCER_TYPES = [
  { value: 'OPEN_LIMIT', label: 'Open Limit' },
  { value: 'LC', label: 'LC' },
  { value: 'BG', label: 'BG' },
  { value: 'CHEQUE', label: 'Cheque' },
  { value: 'ANCHOR', label: 'Anchor' },
  { value: 'FINANCING_PARTNER', label: 'Financing Partner' },
] as const satisfies readonly Option[];
export type EnhancerType = (typeof ENHANCER_TYPES)[number]['value'];

export const VENDOR_VALIDATION_FLAGS = [
  { value: 'gst', label: 'GST' },
  { value: 'mca', label: 'MCA' },
  { value: 'negativeCheck', label: 'Negative Check' },
  { value: 'mcaSpread', label: 'MCA Spread' },
  { value: 'C360Report', label: 'C360 Report' },
  { value: 'epfo', label: 'EPFO' },
  { value: 'financialPDFScan', label: 'Financial PDF Scan' },
] as const satisfies readonly Option[];
export type VendorValidationFlag = (typeof VENDOR_VALIDATION_FLAGS)[number]['value'];
