import { defineStatusSet, type StatusDef } from './status-set';

export const CREDIT_LEAD_STATUSES = [
  { value: 'SUBMITTED', label: 'Submitted', tone: 'info' },
  { value: 'IN_PROGRESS', label: 'In Progress', tone: 'warning' },
  { value: 'PENDING', label: 'Pending', tone: 'warning' },
  { value: 'NEED_ENRICHMENT', label: 'Need Enrichment', tone: 'warning' },
  { value: 'NEED_CEO_APPROVAL', label: 'Need CEO Approval', tone: 'warning' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
  { value: 'REJECTED', label: 'Rejected', tone: 'error' },
  { value: 'ARCHIVED', label: 'Archived', tone: 'default' },
] as const satisfies readonly StatusDef[];

export type CreditLeadStatus = (typeof CREDIT_LEAD_STATUSES)[number]['value'];

const creditLeads = defineStatusSet(CREDIT_LEAD_STATUSES);
export const isCreditLeadStatus = creditLeads.has;
export const creditLeadStatusLabel = creditLeads.label;
export const creditLeadStatusTone = creditLeads.tone;

const COMMON_ONBOARDING = [
  { value: 'KYC_DOCUMENT_UPLOAD', label: 'KYC Document Upload', tone: 'warning' },
  { value: 'UNVERIFIED', label: 'Unverified', tone: 'default' },
  { value: 'KYC_PENDING', label: 'KYC Pending', tone: 'warning' },
  { value: 'KYC_FAILED', label: 'KYC Failed', tone: 'error' },
  { value: 'SUSPENDED', label: 'Suspended', tone: 'error' },
] as const satisfies readonly StatusDef[];

export const BUYER_ONBOARDING_STATUSES = [
  { value: 'CUSTOMER_ON_BOARDED', label: 'Customer On Boarded', tone: 'success' },
  ...COMMON_ONBOARDING,
] as const satisfies readonly StatusDef[];

export const SELLER_ONBOARDING_STATUSES = [
  { value: 'SELLER_ON_BOARDED', label: 'Seller On Boarded', tone: 'success' },
  ...COMMON_ONBOARDING,
] as const satisfies readonly StatusDef[];

export type BuyerOnboardingStatus = (typeof BUYER_ONBOARDING_STATUSES)[number]['value'];
export type SellerOnboardingStatus = (typeof SELLER_ONBOARDING_STATUSES)[number]['value'];
export type OnboardingStatus = BuyerOnboardingStatus | SellerOnboardingStatus;

const buyerOnboarding = defineStatusSet(BUYER_ONBOARDING_STATUSES);
const sellerOnboarding = defineStatusSet(SELLER_ONBOARDING_STATUSES);
export const isBuyerOnboardingStatus = buyerOnboarding.has;
export const buyerOnboardingStatusLabel = buyerOnboarding.label;
export const isSellerOnboardingStatus = sellerOnboarding.has;
export const sellerOnboardingStatusLabel = sellerOnboarding.label;

export const VERIFICATION_STATUSES = [
  { value: 'KYC_PENDING', label: 'KYC Pending', tone: 'warning' },
  { value: 'KYC_COMPLETED', label: 'KYC Completed', tone: 'success' },
] as const satisfies readonly StatusDef[];

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]['value'];
export const verificationStatusLabel = defineStatusSet(VERIFICATION_STATUSES).label;

/** Only an on-boarded account has completed KYC; every other onboarding state still awaits it. */
export function verificationStatusOf(status: OnboardingStatus): VerificationStatus {
  return status === 'CUSTOMER_ON_BOARDED' || status === 'SELLER_ON_BOARDED' ? 'KYC_COMPLETED' : 'KYC_PENDING';
}
