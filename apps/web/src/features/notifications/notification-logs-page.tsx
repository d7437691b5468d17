import { NOTIFICATION_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Button from '@mui/material/Button';
import type { NotificationLog } from '@dom/contract';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_RECIPIENT_TYPES,
  NOTIFICATION_SEND_STATUSES,
} from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ErrorAlert } from '../../components/action-dialog/error-alert';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useNotify } from '../../components/notifications/notifications-context';
import { StatusChip, statusOptions } from '../../components/status-chip/status-chip';
import { allows } from '../../lib/allowed-actions';
import type { QueryParams } from '../../lib/query-string';
import { NOTIFICATIONS_KEY, retriggerLog } from './notifications-support';
import '../../i18n/parts/notifications';

const column = createColumnHelper<NotificationLog>();
const DATE_KEY = 'created';

function loadLogs(query: QueryParams) {
  const { [`${DATE_KEY}From`]: fromDate, [`${DATE_KEY}To`]: toDate, ...rest } = query;
  return call(NOTIFICATION_ENDPOINTS.logs, { query: { ...rest, fromDate, toDate } });
}

const options = (t: TFunction, prefix: string, list: readonly { value: string }[]) =>
  list.map((o) => ({ value: o.value, label: t(`notifications.${prefix}.${o.value}`) }));

function logFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'recipient', label: t('notifications.log.recipient') },
    {
      kind: 'multiSelect',
      key: 'status',
      label: t('notifications.log.status'),
      options: statusOptions(t, NOTIFICATION_SEND_STATUSES),
    },
    {
      kind: 'multiSelect',
      key: 'channel',
      label: t('notifications.log.channel'),
      options: options(t, 'channels', NOTIFICATION_CHANNELS),
    },
    {
      kind: 'multiSelect',
      key: 'recipientType',
      label: t('notifications.log.recipientType'),
      options: options(t, 'recipientTypes', NOTIFICATION_RECIPIENT_TYPES),
    },
    {
      kind: 'multiSelect',
      key: 'eventCode',
      label: t('notifications.log.event'),
      options: NOTIFICATION_EVENTS.map((e) => ({
        value: e.code,
        label: t(`notifications.events.${e.code}`),
      })),
    },
    { kind: 'dateRange', key: DATE_KEY, label: t('notifications.log.created') },
  ];
}

function RetriggerDialog({ log, onClose }: { log: NotificationLog; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const retrigger = useActionMutation({
    mutationFn: (_: void, key) => retriggerLog(log, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      notify.success(t('notifications.log.retriggered'));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t('notifications.log.retriggerTitle')}
      message={
        <>
          {t('notifications.log.retriggerQuestion', { recipient: log.recipient })}
          <ErrorAlert error={retrigger.error} fallback={t('notifications.log.retriggerFailed')} />
        </>
      }
      confirmLabel={t('notifications.log.retrigger')}
      busy={retrigger.isPending}
      onConfirm={() => retrigger.mutate()}
      onCancel={onClose}
    />
  );
}

/** `/notifications`: every notification sent, its status and error; a failed one can be retriggered. */
export function NotificationLogsPage() {
  const { t } = useTranslation();
  const [retriggering, setRetriggering] = useState<NotificationLog | null>(null);
  const filters = useMemo(() => logFilters(t), [t]);
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('notifications.log.created'),
        cell: (c) => <DateText value={c.getValue()} withTime />,
        meta: { nowrap: true },
      }),
      column.accessor('eventCode', {
        header: t('notifications.log.event'),
        cell: (c) => t(`notifications.events.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      column.accessor('channel', {
        header: t('notifications.log.channel'),
        cell: (c) => t(`notifications.channels.${c.getValue()}`),
      }),
      column.accessor('recipient', {
        header: t('notifications.log.recipient'),
        cell: (c) => `${c.row.original.recipientName ?? ''} · ${c.getValue()}`,
      }),
      column.accessor('status', {
        header: t('notifications.log.status'),
        cell: (c) => <StatusChip statuses={NOTIFICATION_SEND_STATUSES} value={c.getValue()} />,
      }),
      column.accessor('attempts', { header: t('notifications.log.attempts'), meta: { align: 'right' } }),
      column.accessor('lastError', { header: t('notifications.log.error'), cell: (c) => c.getValue() ?? '' }),
      column.display({
        id: 'actions',
        header: '',
        cell: (c) =>
          allows(c.row.original.allowedActions, 'retrigger') ? (
            <Button size="small" onClick={() => setRetriggering(c.row.original)}>
              {t('notifications.log.retrigger')}
            </Button>
          ) : null,
      }),
    ],
    [t],
  );
  return (
    <>
      <ListScreen
        title={t('notifications.log.title')}
        filters={filters}
        columns={columns}
        queryKey={[NOTIFICATIONS_KEY, 'logs']}
        load={loadLogs}
        failedMessage={t('notifications.log.listFailed')}
        getRowId={(l) => String(l.id)}
        emptyMessage={t('notifications.log.empty')}
      />
      {retriggering && <RetriggerDialog log={retriggering} onClose={() => setRetriggering(null)} />}
    </>
  );
}
