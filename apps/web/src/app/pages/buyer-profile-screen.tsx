import type { BuyerProfile } from '@dom/contract';
import { lazy } from 'react';
import { type BuyerAreaTabs, BuyerProfilePage } from '../../features/parties/buyer-profile-page';

// The credit tabs load when first opened (TabbedPage holds them in Suspense): the profile's own
// route stays inside its bundle budget as the ledger, documents and statements grow.
const BuyerPaymentsTab = lazy(() =>
  import('../../features/credit/buyer-payments-tab').then((m) => ({ default: m.BuyerPaymentsTab })),
);
const BuyerLedgerTab = lazy(() =>
  import('../../features/credit/buyer-ledger').then((m) => ({ default: m.BuyerLedgerTab })),
);
const BuyerInvoicesTab = lazy(() =>
  import('../../features/credit/buyer-invoices-tab').then((m) => ({ default: m.BuyerInvoicesTab })),
);

/** The credit area's tabs, drawn inside a buyer's profile. */
const CREDIT_TABS: BuyerAreaTabs = {
  payments: (buyer: BuyerProfile) => <BuyerPaymentsTab buyer={buyer} />,
  ledger: (buyer: BuyerProfile) => <BuyerLedgerTab buyer={buyer} />,
  invoices: (buyer: BuyerProfile) => <BuyerInvoicesTab buyer={buyer} />,
};

/**
 * `/buyer/:id` as the app composes it: features never import each other, so the buyer's profile
 * takes the credit area's tabs from here.
 */
export function BuyerProfileScreen() {
  return <BuyerProfilePage areaTabs={CREDIT_TABS} />;
}
