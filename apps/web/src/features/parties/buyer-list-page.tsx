import { downloadXlsx } from '../../components/xlsx/xlsx';
import { PARTY_ENDPOINTS } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BuyerListItem } from '@dom/contract';
import { BUSINESS_UNITS as UNITS, BUYER_ONBOARDING_STATUSES as STATUSES, orPlaceholder } from '@dom/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import { BUYERS_KEY } from './parties-support';
import '../../i18n/parts/parties';

const column = createColumnHelper<BuyerListItem>();
type OptionalText = 'buyerPhoneNumber' | 'booksBuyerId' | 'crmBuyerId' | 'buyerAlliedCode' | 'salesPartner';
/** An optional text: '-' when empty; codes stay on one line. */
const optional = (key: OptionalText, header: string, nowrap = true) =>
  column.accessor(key, { header, cell: (c) => orPlaceholder(c.getValue()), meta: { nowrap } });
/** On a phone the text filters stay unfolded, so only the most used are offered there. */
const PHONE_FILTERS = ['buyerName', 'buyerPhoneNumber', 'buyerGstNum', 'businessUnits', 'statuses'];

/** `/buyer`: the buyers the user may see (an RM only their own), searchable and exportable. */
export function BuyerListPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  // The buyer search (doc 2 §3 summary fields): every filter is a call parameter of the same name.
  const filters = useMemo<FilterDefinition[]>(() => {
    const statuses = statusOptions(t, STATUSES);
    return [
      { kind: 'text', key: 'buyerName', label: t('parties.buyer.name') },
      { kind: 'text', key: 'buyerPhoneNumber', label: t('parties.buyer.phone') },
      { kind: 'text', key: 'buyerGstNum', label: t('parties.gstin') },
      { kind: 'text', key: 'booksBuyerId', label: t('parties.buyer.booksId') },
      { kind: 'text', key: 'crmBuyerId', label: t('parties.buyer.crmId') },
      { kind: 'text', key: 'buyerAlliedCode', label: t('parties.buyer.alliedCode') },
      { kind: 'multiSelect', key: 'businessUnits', label: t('parties.businessUnit'), options: UNITS },
      { kind: 'multiSelect', key: 'statuses', label: t('parties.status'), options: statuses },
      { kind: 'text', key: 'salesPartner', label: t('parties.buyer.salesPartner') },
    ];
  }, [t]);
  const columns = useMemo(
    () => [
      // Long company names would otherwise wrap word by word beside the wide columns.
      column.accessor('buyerName', {
        header: t('parties.buyer.name'),
        cell: (c) => <Box sx={{ minWidth: 200 }}>{c.getValue()}</Box>,
      }),
      column.accessor('status', {
        header: t('parties.status'),
        cell: (c) => <StatusChip statuses={STATUSES} value={c.getValue()} />,
      }),
      column.accessor('buyerGstNum', { header: t('parties.gstin'), meta: { nowrap: true } }),
      optional('buyerPhoneNumber', t('parties.buyer.phone')),
      optional('booksBuyerId', t('parties.buyer.booksId')),
      optional('crmBuyerId', t('parties.buyer.crmId')),
      optional('buyerAlliedCode', t('parties.buyer.alliedCode'), false),
      column.accessor('businessUnit', { header: t('parties.businessUnit') }),
      optional('salesPartner', t('parties.buyer.salesPartner')),
      column.accessor('city', {
        header: t('parties.city'),
        cell: (c) => `${c.getValue()}, ${c.row.original.state}`,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  return (
    <ListScreen
      title={t('parties.buyer.listTitle')}
      actions={
        hasPermission('Display_Buyer_Entity_Tab') && (
          <Button component={RouterLink} to="/buyer-entity" variant="outlined">
            {t('parties.entity.open')}
          </Button>
        )
      }
      filters={filters}
      phoneFilters={PHONE_FILTERS}
      columns={columns}
      queryKey={[BUYERS_KEY, 'list']}
      load={(query: QueryParams) => call(PARTY_ENDPOINTS.searchBuyers, { query })}
      failedMessage={t('parties.buyer.listFailed')}
      getRowId={(buyer) => buyer.buyerId}
      rowHref={(buyer) => `/buyer/${encodeURIComponent(buyer.buyerId)}`}
      exportAction={{
        run: (query: QueryParams) => downloadXlsx(urlOf(PARTY_ENDPOINTS.exportBuyers), 'buyers', query),
        failureMessage: t('parties.buyer.exportFailed'),
      }}
    />
  );
}
