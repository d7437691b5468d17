import type { BuyerTabId, ProfileTab } from '@dom/contract';
import type { Permission } from '@dom/domain';

/**
 * The buyer profile's tabs (doc 2 §2) and what each needs. GST validation needs the additional-POB
 * permission and bank details the buyer bank details permission (the spec's gating); the orders tab
 * needs the order view permission; payments and invoices are the credit area's ledger records and
 * need its read permission (the one `/credit/invoice-noauth` and `/credit/payment-noauth` declare);
 * the rest come with the buyer screen. The tab calls declare the same permission in the catalogue
 * (`buyer-tabs.test.ts` checks it), so hiding a tab and refusing its data cannot drift apart.
 */
export const BUYER_TABS: readonly { id: BuyerTabId; label: string; permission: Permission }[] = [
  { id: 'limits', label: 'Limits', permission: 'Display_Buyer_Tab' },
  { id: 'orders', label: 'Orders', permission: 'Adm_Order_View' },
  { id: 'payments', label: 'Payments', permission: 'View_Buyer_Ledger' },
  { id: 'ledger', label: 'Ledger', permission: 'View_Buyer_Ledger' },
  { id: 'invoices', label: 'Invoices', permission: 'View_Buyer_Ledger' },
  { id: 'contacts', label: 'Contacts', permission: 'Display_Buyer_Tab' },
  { id: 'gstValidation', label: 'GST Validation', permission: 'Allow_Additional_POB' },
  { id: 'bankDetails', label: 'Bank Details', permission: 'View_Buyer_Bank_Details' },
  { id: 'addresses', label: 'Addresses', permission: 'Display_Buyer_Tab' },
];

export const buyerTabPermission = (id: BuyerTabId): Permission =>
  BUYER_TABS.find((t) => t.id === id)?.permission ?? 'Display_Buyer_Tab';

export function visibleBuyerTabs(
  permissions: ReadonlySet<string>,
  counts: Partial<Record<BuyerTabId, number>>,
): ProfileTab[] {
  return BUYER_TABS.filter((t) => permissions.has(t.permission)).map((t) => ({
    id: t.id,
    label: t.label,
    count: counts[t.id] ?? null,
  }));
}
