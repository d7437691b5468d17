import { PARTY_ENDPOINTS } from '@dom/contract';
import { describe, expect, it } from 'vitest';
import { buyerTabPermission } from './buyer-tabs';

// A tab is shown with its permission and its data refused without it: the two cannot drift apart.
describe('the buyer profile tab calls', () => {
  it('declare in the catalogue the permission that shows their tab', () => {
    const calls = [
      [PARTY_ENDPOINTS.buyerLimits, 'limits'],
      [PARTY_ENDPOINTS.buyerOrders, 'orders'],
      [PARTY_ENDPOINTS.buyerPayments, 'payments'],
      [PARTY_ENDPOINTS.buyerInvoices, 'invoices'],
      [PARTY_ENDPOINTS.buyerGstValidation, 'gstValidation'],
      [PARTY_ENDPOINTS.buyerBankDetails, 'bankDetails'],
      [PARTY_ENDPOINTS.buyerContacts, 'contacts'],
      [PARTY_ENDPOINTS.buyerAddresses, 'addresses'],
      [PARTY_ENDPOINTS.buyerAddressesByGst, 'addresses'],
    ] as const;
    for (const [endpoint, tab] of calls) expect(endpoint.access, endpoint.id).toBe(buyerTabPermission(tab));
  });
});
