import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { CREDIT_LEAD_STATUSES } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryStatus } from '../../components/query-status/query-status';
import { LinesTable } from '../../components/simple-table/lines-table';
import { StatusChip } from '../../components/status-chip/status-chip';
import { CREDIT_LEADS_KEY } from './credit-leads-support';
import '../../i18n/parts/credit-leads';

/** Who owns the CAM of the lead's entity and of each entity tagged on it (cams/tag-owners). */
export function CamTagOwnersTable({ leadKey }: { leadKey: string }) {
  const { t } = useTranslation();
  const owners = useQuery({
    queryKey: [CREDIT_LEADS_KEY, 'cam-tag-owners', leadKey],
    queryFn: () => call(CREDIT_LEAD_ENDPOINTS.camTagOwners, { params: { leadKey } }),
  });
  if (!owners.data)
    return (
      <QueryStatus pending={owners.isPending} error={owners.error} fallback={t('creditLeads.loadFailed')} />
    );
  const label = t('creditLeads.camOwners.title');
  return (
    <LinesTable
      ariaLabel={label}
      rows={owners.data}
      getRowId={(o) => o.entityKey}
      columns={[
        {
          id: 'entity',
          header: t('creditLeads.entity'),
          cell: (o) => (
            <RouterLink to={`/buyer-entity/${o.entityKey}`}>{`${o.entityName} (${o.entityKey})`}</RouterLink>
          ),
        },
        {
          id: 'relation',
          header: t('creditLeads.camOwners.relation'),
          cell: (o) => t(`creditLeads.camOwners.relations.${o.relation}`),
        },
        {
          id: 'cam',
          header: t('creditLeads.camOwners.cam'),
          cell: (o) =>
            o.camLeadKey ? (
              <RouterLink to={`/credit-memo/${o.camLeadKey}`}>{o.camLeadKey}</RouterLink>
            ) : (
              t('creditLeads.camOwners.none')
            ),
          nowrap: true,
        },
        {
          id: 'status',
          header: t('creditLeads.status'),
          cell: (o) =>
            o.camStatus ? <StatusChip statuses={CREDIT_LEAD_STATUSES} value={o.camStatus} /> : '—',
        },
        { id: 'owner', header: t('creditLeads.camOwners.owner'), cell: (o) => o.ownerEmail ?? '—' },
      ]}
    />
  );
}
