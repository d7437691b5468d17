import type { Permission } from '../access/permissions';
import type { ApprovalAuthority } from '../access/roles';
import type { BuyerOnboardingStatus, CreditLeadStatus, SellerOnboardingStatus } from './credit.states';
import { defineTransitions } from './transitions';

/** A credit lead is approved by these authorities, in this order (doc 3 §3). */
export const CREDIT_LEAD_APPROVAL_STEPS = [
  { authority: 'SALES', permission: 'Approve_Credit_Lead_Sales' },
  { authority: 'FINANCE', permission: 'Approve_Credit_Lead_Finance' },
  { authority: 'CREDIT', permission: 'Approve_Credit_Lead_Credit' },
  { authority: 'CEO', permission: 'Approve_Credit_Lead_Ceo' },
  { authority: 'CO_OPTION', permission: 'Approve_Credit_Lead_Co_Option' },
] as const satisfies readonly { authority: ApprovalAuthority; permission: Permission }[];

export type CreditLeadAction =
  | 'submit'
  | 'approveAsSales'
  | 'approveAsFinance'
  | 'approveAsCredit'
  | 'escalateToCeo'
  | 'approveAsCeo'
  | 'approveAsCoOption'
  | 'requestEnrichment'
  | 'resubmit'
  | 'reject'
  | 'archive';

// Sales opens the review; finance adds its approval inside it; credit either approves or escalates
// to the CEO, whose approval (or the co-opted member's) closes it.
export const CREDIT_LEAD_TRANSITIONS = defineTransitions<CreditLeadStatus, CreditLeadAction, Permission>([
  { from: 'PENDING', to: 'SUBMITTED', action: 'submit', permission: 'Allow_Credit_Lead_Submit' },
  { from: 'SUBMITTED', to: 'IN_PROGRESS', action: 'approveAsSales', permission: 'Approve_Credit_Lead_Sales' },
  {
    from: 'IN_PROGRESS',
    to: 'IN_PROGRESS',
    action: 'approveAsFinance',
    permission: 'Approve_Credit_Lead_Finance',
  },
  {
    from: 'IN_PROGRESS',
    to: 'APPROVED',
    action: 'approveAsCredit',
    permission: 'Approve_Credit_Lead_Credit',
  },
  {
    from: 'IN_PROGRESS',
    to: 'NEED_CEO_APPROVAL',
    action: 'escalateToCeo',
    permission: 'Approve_Credit_Lead_Credit',
  },
  {
    from: 'NEED_CEO_APPROVAL',
    to: 'APPROVED',
    action: 'approveAsCeo',
    permission: 'Approve_Credit_Lead_Ceo',
  },
  {
    from: 'NEED_CEO_APPROVAL',
    to: 'APPROVED',
    action: 'approveAsCoOption',
    permission: 'Approve_Credit_Lead_Co_Option',
  },
  {
    from: ['SUBMITTED', 'IN_PROGRESS'],
    to: 'NEED_ENRICHMENT',
    action: 'requestEnrichment',
    permission: 'Approve_Credit_Lead_Credit',
  },
  { from: 'NEED_ENRICHMENT', to: 'SUBMITTED', action: 'resubmit', permission: 'Allow_Credit_Lead_Enrich' },
  { from: 'SUBMITTED', to: 'REJECTED', action: 'reject', permission: 'Approve_Credit_Lead_Sales' },
  { from: 'IN_PROGRESS', to: 'REJECTED', action: 'reject', permission: 'Approve_Credit_Lead_Credit' },
  { from: 'NEED_CEO_APPROVAL', to: 'REJECTED', action: 'reject', permission: 'Approve_Credit_Lead_Ceo' },
  {
    from: ['PENDING', 'NEED_ENRICHMENT', 'REJECTED', 'APPROVED'],
    to: 'ARCHIVED',
    action: 'archive',
    permission: 'Allow_Credit_Lead_Archive',
  },
]);

export type OnboardingAction =
  'requestKycDocuments' | 'submitKyc' | 'approveKyc' | 'rejectKyc' | 'reuploadKyc' | 'suspend' | 'reinstate';

function onboardingTransitions<S extends BuyerOnboardingStatus | SellerOnboardingStatus>(
  onboarded: S,
  editPermission: Permission,
) {
  type State = S | Exclude<BuyerOnboardingStatus, 'CUSTOMER_ON_BOARDED'>;
  return defineTransitions<State, OnboardingAction, Permission>([
    {
      from: 'UNVERIFIED',
      to: 'KYC_DOCUMENT_UPLOAD',
      action: 'requestKycDocuments',
      permission: editPermission,
    },
    { from: 'KYC_DOCUMENT_UPLOAD', to: 'KYC_PENDING', action: 'submitKyc', permission: editPermission },
    { from: 'KYC_PENDING', to: onboarded, action: 'approveKyc', permission: 'Allow_Kyc_Review' },
    { from: 'KYC_PENDING', to: 'KYC_FAILED', action: 'rejectKyc', permission: 'Allow_Kyc_Review' },
    { from: 'KYC_FAILED', to: 'KYC_DOCUMENT_UPLOAD', action: 'reuploadKyc', permission: editPermission },
    { from: onboarded, to: 'SUSPENDED', action: 'suspend', permission: 'Allow_Account_Suspend' },
    { from: 'SUSPENDED', to: onboarded, action: 'reinstate', permission: 'Allow_Account_Suspend' },
  ]);
}

export const BUYER_ONBOARDING_TRANSITIONS = onboardingTransitions('CUSTOMER_ON_BOARDED', 'Allow_Buyer_Edit');
export const SELLER_ONBOARDING_TRANSITIONS = onboardingTransitions('SELLER_ON_BOARDED', 'Allow_Seller_Edit');
