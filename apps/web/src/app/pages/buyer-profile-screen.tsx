import type { BuyerProfile } from '@dom/contract';
import { BuyerInvoicesTab } from '../../features/credit/buyer-invoices-tab';
import { BuyerPaymentsTab } from '../../features/credit/buyer-payments-tab';
import { type BuyerAreaTabs, BuyerProfilePage } from '../../features/parties/buyer-profile-page';

/** The credit area's tabs, drawn inside a buyer's profile. */
const CREDIT_TABS: BuyerAreaTabs = {
  payments: (buyer: BuyerProfile) => <BuyerPaymentsTab buyer={buyer} />,
  invoices: (buyer: BuyerProfile) => <BuyerInvoicesTab buyer={buyer} />,
};

/**
 * `/buyer/:id` as the app composes it: features never import each other, so the buyer's profile
 * takes the credit area's tabs from here.
 */
export function BuyerProfileScreen() {
  return <BuyerProfilePage areaTabs={CREDIT_TABS} />;
}
