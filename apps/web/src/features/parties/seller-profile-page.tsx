import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SellerProfile } from '@dom/contract';
import { SELLER_ONBOARDING_STATUSES, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusChip } from '../../components/status-chip/status-chip';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { hashOf } from './buyer-profile-page';
import { EarlyPaymentBankSection } from './early-payment-bank';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { OnboardingActions } from './onboarding-actions';
import { SELLERS_KEY } from './parties-support';
import { PartyOrdersTab } from './party-orders-tab';
import { QueryStatus } from '../../components/query-status/query-status';
import { useListState } from '../../components/list-state/use-list-state';
import { SellerDocumentsTab } from './seller-documents-tab';
import { SELLER_MONEY_TABS, SellerMoneyTab } from './seller-money-tabs';
import { WarehouseTable } from './warehouse-table';
import '../../i18n/parts/parties';

function SellerWarehousesTab({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  // The tab's pager lives in the address under its own prefix, beside the other tabs'.
  const { page, setPage, wirePage: query } = useListState(undefined, { prefix: 'warehouses' });
  const warehouses = useQuery({
    queryKey: [SELLERS_KEY, sellerId, 'warehouses', query],
    queryFn: () => call(PARTY_ENDPOINTS.sellerWarehouses, { params: { id: sellerId }, query: { ...query } }),
  });
  useErrorToastOn(warehouses.error, t('parties.warehouse.listFailed'));
  return (
    <WarehouseTable
      page={page}
      onPageChange={setPage}
      data={warehouses.data}
      loading={warehouses.isFetching}
      showSeller={false}
    />
  );
}

function renderTab(id: string, label: string, seller: SellerProfile): ReactNode {
  if (id === 'orders')
    return (
      <PartyOrdersTab
        partyKey={[SELLERS_KEY, seller.sellerId]}
        load={(q) => call(PARTY_ENDPOINTS.sellerOrders, { params: { id: seller.sellerId }, query: q })}
      />
    );
  if (id === 'warehouses') return <SellerWarehousesTab sellerId={seller.sellerId} />;
  if (id === 'documents') return <SellerDocumentsTab sellerId={seller.sellerId} label={label} />;
  if (id in SELLER_MONEY_TABS) return <SellerMoneyTab sellerId={seller.sellerId} tabId={id} label={label} />;
  return null;
}

function SellerFacts({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation();
  return (
    <FactGrid>
      <Fact label={t('parties.seller.code')}>{seller.sellerCode}</Fact>
      <Fact label={t('parties.gstin')}>{seller.gstNumber}</Fact>
      <Fact label={t('parties.pan')}>{seller.pan}</Fact>
      <Fact label={t('parties.seller.booksId')}>{orPlaceholder(seller.sellerBooksId)}</Fact>
      <Fact label={t('parties.seller.type')}>
        {t(`parties.seller.types.${seller.sellerType}`, { defaultValue: seller.sellerType })}
      </Fact>
      <Fact label={t('parties.businessUnit')}>{seller.businessUnit}</Fact>
      <Fact label={t('parties.phone')}>{orPlaceholder(seller.mobile)}</Fact>
      <Fact label={t('parties.email')}>{orPlaceholder(seller.email)}</Fact>
      <Fact label={t('parties.seller.contact')}>{orPlaceholder(seller.contactName)}</Fact>
      <Fact label={t('parties.seller.addressBookId')}>{orPlaceholder(seller.addressBookId)}</Fact>
      <Fact label={t('parties.seller.tds')}>
        {[seller.tdsTaxName, seller.tdsTaxId].filter(Boolean).join(' · ') || '-'}
      </Fact>
      <Fact label={t('parties.address')}>
        {[
          seller.addressLine1,
          seller.addressLine2,
          seller.city,
          `${seller.state} ${seller.postalCode}`,
          seller.country,
        ]
          .filter(Boolean)
          .join(', ')}
      </Fact>
    </FactGrid>
  );
}

/** `/seller-profiles/:id`: the seller's facts, early-payment bank details and the tabs the server allows. */
export function SellerProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const seller = useQuery({
    queryKey: [SELLERS_KEY, 'profile', id],
    queryFn: () => call(PARTY_ENDPOINTS.seller, { params: { id } }),
  });
  usePageTitle(seller.data?.sellerName ?? t('parties.seller.profileTitle'));
  const tabs = useMemo<TabDefinition[]>(() => {
    const data = seller.data;
    if (!data) return [];
    return data.tabs.map((tab) => {
      const label = t(`parties.sellerTabs.${tab.id}`, { defaultValue: tab.label });
      return { id: hashOf(tab.id), label, count: tab.count, render: () => renderTab(tab.id, label, data) };
    });
  }, [seller.data, t]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {seller.data?.sellerName ?? t('parties.seller.profileTitle')}
        </Typography>
        {seller.data && <StatusChip statuses={SELLER_ONBOARDING_STATUSES} value={seller.data.status} />}
        <Box sx={{ flexGrow: 1 }} />
        {seller.data && <OnboardingActions actions={seller.data.allowedActions} cacheKey={SELLERS_KEY} />}
      </Box>
      <QueryStatus
        pending={seller.isPending}
        error={seller.error}
        fallback={t('parties.seller.profileFailed')}
      />
      {seller.data && (
        <>
          <SellerFacts seller={seller.data} />
          <EarlyPaymentBankSection seller={seller.data} />
          <TabbedPage ariaLabel={t('parties.seller.tabs')} tabs={tabs} />
        </>
      )}
    </Box>
  );
}
