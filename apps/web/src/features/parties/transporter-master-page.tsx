import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { type AddTransporter, AddTransporterSchema, type Transporter, PARTY_ENDPOINTS } from '@dom/contract';
import { orPlaceholder } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import type { z } from 'zod';
import { useSession } from '../../app/session/session-context';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { ActiveText } from './active-text';
import { TRANSPORTERS_KEY } from './parties-support';
import { SelectFormField } from '../../components/form/select-form-field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useListState } from '../../components/list-state/use-list-state';
import '../../i18n/parts/parties';

type TransporterForm = z.input<typeof AddTransporterSchema>;
const FIELDS = ['transporterName', 'transporterGstin', 'transporterId', 'transportMode'] as const;
const MODES = ['ROAD', 'RAIL', 'AIR', 'SHIP'] as const;

/** Adds a transporter by its GSTIN or, when unregistered, its transporter id (one of the two). */
function AddTransporterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError } = useForm<TransporterForm, unknown, AddTransporter>({
    resolver: zodResolver(AddTransporterSchema),
    defaultValues: { transporterName: '', transporterGstin: '', transporterId: '', transportMode: 'ROAD' },
    mode: 'onTouched',
  });
  const add = useEndpointMutation(PARTY_ENDPOINTS.addTransporter, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [TRANSPORTERS_KEY] });
      notify.success(t('parties.transporter.added'));
      onClose();
    },
    onError: (error) => applyServerFieldErrors<TransporterForm>(error, FIELDS, setError),
  });
  return (
    <ActionDialog
      title={t('parties.transporter.add')}
      question={t('parties.transporter.gstinOrId')}
      submitLabel={t('parties.transporter.addSubmit')}
      closeLabel={t('parties.cancel')}
      busy={add.isPending}
      error={add.error}
      errorFallback={t('parties.transporter.addFailed')}
      onSubmit={(e) => void handleSubmit((values) => add.mutate({ body: values }))(e)}
      onClose={onClose}
    >
      <TextFormField
        control={control}
        name="transporterName"
        label={t('parties.transporter.name')}
        required
      />
      <TextFormField control={control} name="transporterGstin" label={t('parties.gstin')} />
      <TextFormField control={control} name="transporterId" label={t('parties.transporter.id')} />
      <SelectFormField
        control={control}
        name="transportMode"
        label={t('parties.transporter.mode')}
        options={MODES.map((m) => ({ value: m, label: t(`parties.transporter.modes.${m}`) }))}
      />
    </ActionDialog>
  );
}

const column = createColumnHelper<Transporter>();

function transporterFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'transporterName', label: t('parties.transporter.name') },
    { kind: 'text', key: 'transporterGstin', label: t('parties.transporter.gstinOrIdLabel') },
  ];
}

/** `/transporter-master`: the transporters e-way bills may name, and adding one. */
export function TransporterMasterPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [adding, setAdding] = useState(false);
  usePageTitle(t('parties.transporter.listTitle'));
  const filters = useMemo(() => transporterFilters(t), [t]);
  const state = useListState(filters);
  const query = { ...state.wirePage, ...state.query };
  const transporters = useQuery({
    queryKey: [TRANSPORTERS_KEY, query],
    queryFn: () => call(PARTY_ENDPOINTS.searchTransporters, { query }),
  });
  useErrorToastOn(transporters.error, t('parties.transporter.listFailed'));
  const columns = useMemo(
    () => [
      column.accessor('transporterName', { header: t('parties.transporter.name'), meta: { width: 220 } }),
      column.accessor('transporterGstin', {
        header: t('parties.transporter.gstinOrIdLabel'),
        meta: { nowrap: true },
      }),
      column.accessor('idKind', {
        header: t('parties.transporter.idKind'),
        cell: (c) => t(`parties.transporter.idKinds.${c.getValue()}`),
      }),
      column.accessor('transportMode', {
        header: t('parties.transporter.mode'),
        cell: (c) => t(`parties.transporter.modes.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor('contactName', {
        header: t('parties.seller.contact'),
        cell: (c) => orPlaceholder(c.getValue()),
      }),
      column.accessor('isActive', {
        header: t('parties.status'),
        cell: (c) => <ActiveText active={c.getValue()} />,
      }),
    ],
    [t],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('parties.transporter.listTitle')}
        createLabel={t('parties.transporter.add')}
        {...(hasPermission('Allow_Transporter_Create') ? { onCreate: () => setAdding(true) } : {})}
      />
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
      />
      <DataTable
        ariaLabel={t('parties.transporter.listTitle')}
        columns={columns}
        rows={transporters.data?.content ?? []}
        totalRows={transporters.data?.totalElements ?? 0}
        loading={transporters.isFetching}
        page={state.page}
        onPageChange={state.setPage}
        getRowId={(tr) => tr.transporterId}
      />
      {adding && <AddTransporterDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}
