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
  | 'startReview'
  | 'requestEnrichment'
  | 'enrich'
  | 'submit'
  | 'submitForCeo'
  | 'approve'
  | 'reject'
  | 'withdraw'
  | 'archive';

// A lead is raised SUBMITTED; the credit desk works it (IN_PROGRESS: checks, scores), may send it
// back for data (NEED_ENRICHMENT), and submits it for approval: PENDING, or NEED_CEO_APPROVAL above
// the configured limit. The approvals engine's chain (sales → finance → credit → CEO → co-option)
// decides; its outcome moves the lead on behalf of the last approver (approve, reject; a withdrawn
// request sends it back to IN_PROGRESS).
export const CREDIT_LEAD_TRANSITIONS = defineTransitions<CreditLeadStatus, CreditLeadAction, Permission>([
  { from: 'SUBMITTED', to: 'IN_PROGRESS', action: 'startReview', permission: 'Allow_Credit_Lead_Enrich' },
  {
    from: ['SUBMITTED', 'IN_PROGRESS'],
    to: 'NEED_ENRICHMENT',
    action: 'requestEnrichment',
    permission: 'Allow_Credit_Lead_Enrich',
  },
  { from: 'NEED_ENRICHMENT', to: 'IN_PROGRESS', action: 'enrich', permission: 'Allow_Credit_Lead_Enrich' },
  { from: 'IN_PROGRESS', to: 'PENDING', action: 'submit', permission: 'Allow_Credit_Lead_Submit' },
  {
    from: 'IN_PROGRESS',
    to: 'NEED_CEO_APPROVAL',
    action: 'submitForCeo',
    permission: 'Allow_Credit_Lead_Submit',
  },
  {
    from: ['PENDING', 'NEED_CEO_APPROVAL'],
    to: 'APPROVED',
    action: 'approve',
    permission: 'Approve_Credit_Lead_Credit',
  },
  {
    from: ['PENDING', 'NEED_CEO_APPROVAL'],
    to: 'REJECTED',
    action: 'reject',
    permission: 'Approve_Credit_Lead_Credit',
  },
  {
    from: ['PENDING', 'NEED_CEO_APPROVAL'],
    to: 'IN_PROGRESS',
    action: 'withdraw',
    permission: 'Allow_Credit_Lead_Submit',
  },
  {
    from: ['SUBMITTED', 'IN_PROGRESS', 'NEED_ENRICHMENT', 'REJECTED', 'APPROVED'],
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
