import type { EarlyPaymentBank, ProfileTab, SellerListItem, SellerProfile } from '@dom/contract';
import { sellerOnboardingStatusLabel } from '@dom/domain';
import { maskAccount } from './party-paging';
import type { SellerRow } from './sellers.repo';

export function presentSeller(s: SellerRow): SellerListItem {
  return {
    sellerId: s.id,
    sellerCode: s.code,
    sellerName: s.name,
    sellerBooksId: s.booksId,
    gstNumber: s.gstin,
    stateCode: s.stateCode,
    city: s.city,
    state: s.state,
    status: s.onboardingStatus,
    statusLabel: sellerOnboardingStatusLabel(s.onboardingStatus),
    sellerType: s.sellerType,
    businessUnit: s.businessUnit as SellerListItem['businessUnit'],
    mobile: s.phone,
    email: s.email,
  };
}

/** The early-payment account as it may leave the server (and enter the audit log): number masked. */
export function presentBank(
  s: Pick<SellerRow, 'bankAccountName' | 'bankAccountNumber' | 'bankIfsc' | 'bankName' | 'bankBranch'>,
): EarlyPaymentBank {
  return {
    accountName: s.bankAccountName,
    accountNumberMasked: maskAccount(s.bankAccountNumber),
    ifsc: s.bankIfsc,
    bankName: s.bankName,
    bankBranch: s.bankBranch,
  };
}

export function presentSellerProfile(
  s: SellerRow,
  tabs: ProfileTab[],
  allowedActions: SellerProfile['allowedActions'],
): SellerProfile {
  return {
    ...presentSeller(s),
    pan: s.pan,
    addressLine1: s.addressLine1,
    addressLine2: s.addressLine2,
    country: s.country,
    postalCode: s.pinCode,
    addressBookId: s.addressBookId,
    tdsTaxName: s.tdsTaxName,
    tdsTaxId: s.tdsTaxId,
    contactName: s.contactName,
    earlyPaymentBank: presentBank(s),
    version: s.version,
    tabs,
    allowedActions,
  };
}
