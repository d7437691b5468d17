import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BuyerProfile } from '@dom/contract';
import { BUYER_ONBOARDING_STATUSES, VERIFICATION_STATUSES, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Amount } from '../../components/amount/amount';
import { StatusChip } from '../../components/status-chip/status-chip';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { usePageTitle } from '../../lib/use-page-title';
import { BuyerAddressesTab } from './buyer-addresses-tab';
import { BuyerBankDetailsTab, BuyerLimitsTab } from './buyer-money-tabs';
import { BuyerContactsTab } from './buyer-contacts-tab';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { GstValidationTab } from './gst-validation-tab';
import { OnboardingActions } from './onboarding-actions';
import { PartyOrdersTab } from './party-orders-tab';
import { BUYERS_KEY } from './parties-support';
import { QueryStatus } from '../../components/query-status/query-status';
import '../../i18n/parts/parties';

/** The server's tab ids (camelCase) as address hashes (kebab-case). */
export const hashOf = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Tabs other areas draw inside the buyer's profile (the credit area's payments and invoices). */
export type BuyerAreaTabs = Partial<
  Record<'payments' | 'ledger' | 'invoices', (buyer: BuyerProfile) => ReactNode>
>;

function renderTab(id: string, buyer: BuyerProfile, areaTabs: BuyerAreaTabs): ReactNode {
  switch (id) {
    case 'limits':
      return <BuyerLimitsTab buyerId={buyer.buyerId} />;
    case 'orders':
      return (
        <PartyOrdersTab
          partyKey={[BUYERS_KEY, buyer.buyerId]}
          load={(q) => call(PARTY_ENDPOINTS.buyerOrders, { params: { id: buyer.buyerId }, query: q })}
        />
      );
    case 'payments':
    case 'ledger':
    case 'invoices':
      return areaTabs[id]?.(buyer) ?? null;
    case 'contacts':
      return <BuyerContactsTab buyerId={buyer.buyerId} />;
    case 'gstValidation':
      return <GstValidationTab buyer={buyer} />;
    case 'bankDetails':
      return <BuyerBankDetailsTab buyerId={buyer.buyerId} />;
    case 'addresses':
      return <BuyerAddressesTab buyer={buyer} />;
    default:
      return null;
  }
}

function BuyerFacts({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const a = buyer.address;
  return (
    <FactGrid>
      <Fact label={t('parties.buyer.companyName')}>{buyer.companyName}</Fact>
      <Fact label={t('parties.buyer.parentEntity')}>{orPlaceholder(buyer.parentEntity)}</Fact>
      <Fact label={t('parties.gstin')}>{buyer.buyerGstNum}</Fact>
      <Fact label={t('parties.pan')}>{buyer.pan}</Fact>
      <Fact label={t('parties.buyer.creditLimit')}>
        {buyer.creditLimitPaise === null ? '-' : <Amount value={buyer.creditLimitPaise} coloured={false} />}
      </Fact>
      <Fact label={t('parties.buyer.verificationStatus')}>
        <StatusChip statuses={VERIFICATION_STATUSES} value={buyer.verificationStatus.value} />
      </Fact>
      <Fact label={t('parties.buyer.phone')}>{orPlaceholder(buyer.buyerPhoneNumber)}</Fact>
      <Fact label={t('parties.email')}>{orPlaceholder(buyer.buyerEmail)}</Fact>
      <Fact label={t('parties.buyer.booksId')}>{orPlaceholder(buyer.booksBuyerId)}</Fact>
      <Fact label={t('parties.buyer.crmId')}>{orPlaceholder(buyer.crmBuyerId)}</Fact>
      <Fact label={t('parties.buyer.alliedCode')}>{orPlaceholder(buyer.buyerAlliedCode)}</Fact>
      <Fact label={t('parties.businessUnit')}>{buyer.businessUnit}</Fact>
      <Fact label={t('parties.buyer.salesPartner')}>{orPlaceholder(buyer.salesPartner)}</Fact>
      <Fact label={t('parties.buyer.msme')}>
        {buyer.isMsme ? orPlaceholder(buyer.msmeNumber) : t('parties.no')}
      </Fact>
      <Fact label={t('parties.address')}>
        {[a.addressLine1, a.addressLine2, a.cityName, `${a.stateName} ${a.postalCode}`]
          .filter(Boolean)
          .join(', ')}
      </Fact>
    </FactGrid>
  );
}

const NO_AREA_TABS: BuyerAreaTabs = {};

/**
 * `/buyer/:id`: the buyer's facts and only the tabs the server says this user may open. Tabs of
 * other areas come in through `areaTabs`, composed by the app's route.
 */
export function BuyerProfilePage({ areaTabs = NO_AREA_TABS }: { areaTabs?: BuyerAreaTabs } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const buyer = useQuery({
    queryKey: [BUYERS_KEY, 'profile', id],
    queryFn: () => call(PARTY_ENDPOINTS.buyer, { params: { id } }),
  });
  usePageTitle(buyer.data?.buyerName ?? t('parties.buyer.profileTitle'));
  const tabs = useMemo<TabDefinition[]>(() => {
    const data = buyer.data;
    if (!data) return [];
    return data.tabs.map((tab) => ({
      id: hashOf(tab.id),
      label: t(`parties.buyerTabs.${tab.id}`, { defaultValue: tab.label }),
      count: tab.count,
      render: () => renderTab(tab.id, data, areaTabs),
    }));
  }, [buyer.data, t, areaTabs]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {buyer.data?.buyerName ?? t('parties.buyer.profileTitle')}
        </Typography>
        {buyer.data && <StatusChip statuses={BUYER_ONBOARDING_STATUSES} value={buyer.data.status} />}
        <Box sx={{ flexGrow: 1 }} />
        {buyer.data && <OnboardingActions actions={buyer.data.allowedActions} cacheKey={BUYERS_KEY} />}
      </Box>
      <QueryStatus
        pending={buyer.isPending}
        error={buyer.error}
        fallback={t('parties.buyer.profileFailed')}
      />
      {buyer.data && (
        <>
          <BuyerFacts buyer={buyer.data} />
          <TabbedPage ariaLabel={t('parties.buyer.tabs')} tabs={tabs} />
        </>
      )}
    </Box>
  );
}
