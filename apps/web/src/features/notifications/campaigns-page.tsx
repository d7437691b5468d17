import { type QueryParams } from '../../lib/query-string';
import { NOTIFICATION_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Campaign } from '@dom/contract';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { DateText } from '../../components/date-text/date-text';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { BasicTextField } from '../../components/form/basic-text-field';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useNotify } from '../../components/notifications/notifications-context';
import { QueryStatus } from '../../components/query-status/query-status';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { useSession } from '../../app/session/session-context';
import Button from '@mui/material/Button';
import { NOTIFICATIONS_KEY } from './notifications-support';
import '../../i18n/parts/notifications';

const column = createColumnHelper<Campaign>();
const nps = (c: Campaign) => (c.nps.score === null ? '—' : String(c.nps.score));

function CreateCampaignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [audience, setAudience] = useState<'BUYERS' | 'SELLERS'>('BUYERS');
  const [region, setRegion] = useState('');
  const [channel, setChannel] = useState<NotificationChannel>('EMAIL');
  const create = useEndpointMutation(NOTIFICATION_ENDPOINTS.createCampaign, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      notify.success(t('notifications.campaigns.created'));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('notifications.campaigns.create')}
      submitLabel={t('notifications.campaigns.create')}
      busy={create.isPending}
      error={create.error}
      errorFallback={t('notifications.campaigns.createFailed')}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({
          body: { name, audience, channel, ...(region.trim() ? { region: region.trim() } : {}) },
        });
      }}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <BasicTextField
          label={t('notifications.campaigns.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          name="name"
        />
        <TextField
          select
          size="small"
          label={t('notifications.campaigns.audience')}
          value={audience}
          onChange={(e) => setAudience(e.target.value as 'BUYERS' | 'SELLERS')}
        >
          <MenuItem value="BUYERS">{t('notifications.campaigns.audiences.BUYERS')}</MenuItem>
          <MenuItem value="SELLERS">{t('notifications.campaigns.audiences.SELLERS')}</MenuItem>
        </TextField>
        <BasicTextField
          label={t('notifications.campaigns.region')}
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          name="region"
        />
        <TextField
          select
          size="small"
          label={t('notifications.log.channel')}
          value={channel}
          onChange={(e) => setChannel(e.target.value as NotificationChannel)}
        >
          {NOTIFICATION_CHANNELS.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {t(`notifications.channels.${c.value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </ActionDialog>
  );
}

function CampaignDialog({ id, canManage, onClose }: { id: number; canManage: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [NOTIFICATIONS_KEY, 'campaign', id],
    queryFn: () => call(NOTIFICATION_ENDPOINTS.campaign, { params: { id } }),
  });
  const send = useEndpointMutation(NOTIFICATION_ENDPOINTS.sendCampaign, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      notify.success(t('notifications.campaigns.sent'));
    },
  });
  const [confirming, setConfirming] = useState(false);
  const c = query.data;
  const draft = c?.status === 'DRAFT';
  // A send reaches everybody in the audience at once and cannot be recalled: say how many first.
  const audienceSize = c?.audienceSize ?? 0;
  return (
    <ActionDialog
      title={c?.name ?? t('notifications.campaigns.title')}
      size="md"
      error={send.error}
      errorFallback={t('notifications.campaigns.sendFailed')}
      onClose={onClose}
      actions={
        canManage && draft ? (
          <Button
            variant="contained"
            disabled={send.isPending || audienceSize === 0}
            onClick={() => setConfirming(true)}
          >
            {t('notifications.campaigns.send')}
          </Button>
        ) : undefined
      }
    >
      {c && (
        <ConfirmDialog
          open={confirming}
          title={t('notifications.campaigns.sendConfirmTitle')}
          message={t(`notifications.campaigns.sendConfirm.${c.audience}`, {
            count: audienceSize,
            channel: t(`notifications.channels.${c.channel}`),
          })}
          confirmLabel={t('notifications.campaigns.send')}
          confirmColor="warning"
          busy={send.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => send.mutate({ params: { id } }, { onSettled: () => setConfirming(false) })}
        />
      )}
      <QueryStatus
        pending={query.isPending}
        error={query.error}
        fallback={t('notifications.campaigns.loadFailed')}
      />
      {c && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {canManage && draft && audienceSize === 0 && (
            <Alert severity="info">{t('notifications.campaigns.noAudience')}</Alert>
          )}
          <FactGrid>
            <Fact label={t('notifications.campaigns.nps')}>{nps(c)}</Fact>
            <Fact label={t('notifications.campaigns.promoters')}>{c.nps.promoters}</Fact>
            <Fact label={t('notifications.campaigns.passives')}>{c.nps.passives}</Fact>
            <Fact label={t('notifications.campaigns.detractors')}>{c.nps.detractors}</Fact>
            <Fact label={t('notifications.campaigns.recipients')}>
              {draft ? t('notifications.campaigns.willReach', { count: audienceSize }) : c.recipients}
            </Fact>
            <Fact label={t('notifications.campaigns.responses')}>{c.nps.responses}</Fact>
            <Fact label={t('notifications.campaigns.audience')}>
              {t(`notifications.campaigns.audiences.${c.audience}`)}
            </Fact>
            <Fact label={t('notifications.log.channel')}>{t(`notifications.channels.${c.channel}`)}</Fact>
          </FactGrid>
          <SimpleTable
            label={t('notifications.campaigns.responses')}
            headers={[
              { text: t('notifications.campaigns.recipient') },
              { text: t('notifications.campaigns.score'), align: 'right' },
              { text: t('notifications.campaigns.comment') },
            ]}
            rows={c.responses.map((r, i) => ({
              id: String(i),
              cells: [r.recipientName, r.score ?? '—', r.comment ?? ''],
            }))}
            emptyText={t('notifications.campaigns.noResponses')}
          />
        </Box>
      )}
    </ActionDialog>
  );
}

/** `/campaign`: feedback campaigns, their audience, and the NPS of the answers. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canManage = hasPermission('Allow_Campaign_Manage');
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'name', label: t('notifications.campaigns.name') }],
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('notifications.campaigns.name') }),
      column.accessor('audience', {
        header: t('notifications.campaigns.audience'),
        cell: (c) => t(`notifications.campaigns.audiences.${c.getValue()}`),
      }),
      column.accessor('channel', {
        header: t('notifications.log.channel'),
        cell: (c) => t(`notifications.channels.${c.getValue()}`),
      }),
      column.accessor('status', {
        header: t('notifications.log.status'),
        cell: (c) => t(`notifications.campaigns.statuses.${c.getValue()}`),
      }),
      column.accessor('recipients', {
        header: t('notifications.campaigns.recipients'),
        meta: { align: 'right' },
      }),
      column.display({
        id: 'responses',
        header: t('notifications.campaigns.responses'),
        cell: (c) => c.row.original.nps.responses,
        meta: { align: 'right' },
      }),
      column.display({
        id: 'nps',
        header: t('notifications.campaigns.nps'),
        cell: (c) => nps(c.row.original),
        meta: { align: 'right' },
      }),
      column.accessor('createdAt', {
        header: t('notifications.log.created'),
        cell: (c) => <DateText value={c.getValue()} />,
        meta: { nowrap: true },
      }),
    ],
    [t],
  );
  return (
    <>
      <ListScreen
        title={t('notifications.campaigns.title')}
        actions={
          canManage ? (
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('notifications.campaigns.create')}
            </Button>
          ) : undefined
        }
        filters={filters}
        columns={columns}
        queryKey={[NOTIFICATIONS_KEY, 'campaigns']}
        load={(query: QueryParams) => call(NOTIFICATION_ENDPOINTS.campaigns, { query })}
        failedMessage={t('notifications.campaigns.listFailed')}
        getRowId={(c) => String(c.id)}
        onRowClick={(c) => setOpen(c.id)}
        emptyMessage={t('notifications.campaigns.empty')}
      />
      {creating && <CreateCampaignDialog onClose={() => setCreating(false)} />}
      {open !== null && <CampaignDialog id={open} canManage={canManage} onClose={() => setOpen(null)} />}
    </>
  );
}
