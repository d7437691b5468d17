import type {
  BillingAddress,
  BuyerAddress,
  BuyerContact,
  BuyerListItem,
  BuyerProfile,
  ProfileTab,
} from '@dom/contract';
import {
  buyerOnboardingStatusLabel,
  gstStateName,
  verificationStatusLabel,
  verificationStatusOf,
} from '@dom/domain';
import type { buyerCreditAccounts } from '../credit';
import type { buyerAddresses, buyerContacts } from './parties.schema';
import type { BuyerRow } from './buyers.repo';

type ContactRow = typeof buyerContacts.$inferSelect;
type AddressRow = typeof buyerAddresses.$inferSelect;
type CreditRow = typeof buyerCreditAccounts.$inferSelect;

export function presentBuyer(b: BuyerRow): BuyerListItem {
  return {
    buyerId: b.id,
    partnerBuyerAccountId: b.code,
    buyerName: b.name,
    buyerPhoneNumber: b.phone,
    buyerGstNum: b.gstin,
    booksBuyerId: b.booksBuyerId,
    crmBuyerId: b.crmBuyerId,
    buyerAlliedCode: b.alliedCode,
    crmBuyerContactId: b.crmBuyerContactId,
    businessUnit: b.businessUnit as BuyerListItem['businessUnit'],
    status: b.onboardingStatus,
    statusLabel: buyerOnboardingStatusLabel(b.onboardingStatus),
    buyerEmail: b.email,
    salesPartner: b.salesPartner,
    salesPartnerKey: b.salesPartnerKey,
    city: b.city,
    state: b.state,
    rmEmail: b.rmEmail,
    tmEmail: b.tmEmail,
  };
}

export function presentBuyerProfile(
  b: BuyerRow,
  credit: CreditRow | null,
  tabs: ProfileTab[],
  allowedActions: BuyerProfile['allowedActions'],
): BuyerProfile {
  const verification = verificationStatusOf(b.onboardingStatus);
  return {
    ...presentBuyer(b),
    companyName: b.name,
    parentEntity: b.parentEntity,
    pan: b.pan,
    gstTreatment: b.gstTreatment,
    isMsme: b.isMsme,
    msmeNumber: b.msmeNumber,
    verificationStatus: { value: verification, label: verificationStatusLabel(verification) },
    creditLimitPaise: credit ? credit.limitPaise.toString() : null,
    address: {
      addressLine1: b.addressLine1,
      addressLine2: b.addressLine2,
      cityName: b.city,
      stateCode: b.stateCode,
      stateName: gstStateName(b.stateCode) ?? b.state,
      postalCode: b.pinCode,
      regionName: b.region,
    },
    tabs,
    allowedActions,
  };
}

export function presentContact(c: ContactRow): BuyerContact {
  return {
    contactId: c.id,
    buyerId: c.buyerId,
    name: c.name,
    email: c.email,
    phoneNumber: c.phoneNumber,
    designation: c.designation,
    department: c.department,
    roles: c.roles,
    channels: c.channels,
    communicationPreferences: c.communicationPreferences,
    isPrimary: c.isPrimary,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function presentAddress(a: AddressRow): BuyerAddress {
  return {
    addressId: a.id,
    buyerId: a.buyerId,
    addressType: a.addressType as BuyerAddress['addressType'],
    firstName: a.firstName,
    lastName: a.lastName,
    companyName: a.companyName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    cityName: a.cityName,
    stateCode: a.stateCode,
    stateName: a.stateName,
    countryCode: a.countryCode,
    countryName: a.countryName,
    postalCode: a.postalCode,
    regionName: a.regionName,
    gstNum: a.gstNum,
    emailId: a.emailId,
    phoneNumber: a.phoneNumber,
    externalAddressId: a.externalAddressId,
  };
}

export function presentBillingAddress(a: AddressRow): BillingAddress {
  return {
    addressId: a.id,
    buyerId: a.buyerId,
    billingStreet: a.addressLine1,
    billingStreet1: a.addressLine2,
    billingStreet2: null,
    billingCity: a.cityName,
    billingState: a.stateName,
    billingStateCode: a.stateCode,
    billingCountry: a.countryName,
    billingCode: a.postalCode,
    companyName: a.companyName,
    gstNumber: a.gstNum,
  };
}
