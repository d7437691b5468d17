import { NOTIFICATION_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { NotificationTemplate } from '@dom/contract';
import { NOTIFICATION_EVENTS } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header';
import { QueryStatus } from '../../components/query-status/query-status';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { useSession } from '../../app/session/session-context';
import { NOTIFICATIONS_KEY } from './notifications-support';
import { TemplateEditDialog } from './template-edit-dialog';
import '../../i18n/parts/notifications';

/** `/notifications-management-console`: each event's templates by recipient, channel and language. */
export function NotificationTemplatesPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canEdit = hasPermission('Allow_Notification_Template_Edit');
  const [eventCode, setEventCode] = useState<string>(NOTIFICATION_EVENTS[0].code);
  const [editing, setEditing] = useState<NotificationTemplate | null>(null);
  const query = useQuery({
    queryKey: [NOTIFICATIONS_KEY, 'templates', eventCode],
    queryFn: () => call(NOTIFICATION_ENDPOINTS.templates, { query: { eventCode } }),
  });
  const placeholders = query.data?.events.find((e) => e.code === eventCode)?.placeholders ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={t('notifications.templates.title')} />
      <TextField
        select
        size="small"
        label={t('notifications.log.event')}
        value={eventCode}
        onChange={(e) => setEventCode(e.target.value)}
        sx={{ maxWidth: 360 }}
      >
        {NOTIFICATION_EVENTS.map((e) => (
          <MenuItem key={e.code} value={e.code}>
            {t(`notifications.events.${e.code}`)}
          </MenuItem>
        ))}
      </TextField>
      <QueryStatus
        pending={query.isPending}
        error={query.error}
        fallback={t('notifications.templates.listFailed')}
      />
      {query.data && (
        <SimpleTable
          label={t('notifications.templates.title')}
          headers={[
            { text: t('notifications.log.recipientType') },
            { text: t('notifications.log.channel') },
            { text: t('notifications.templates.language') },
            { text: t('notifications.templates.text') },
            { text: '' },
          ]}
          rows={query.data.templates.map((tpl) => ({
            id: String(tpl.id),
            cells: [
              t(`notifications.recipientTypes.${tpl.recipientType}`),
              t(`notifications.channels.${tpl.channel}`),
              t(`notifications.languages.${tpl.language}`),
              <Box key="text" sx={{ opacity: tpl.active ? 1 : 0.5 }}>
                {tpl.subject && <strong>{tpl.subject} — </strong>}
                {tpl.body}
              </Box>,
              canEdit ? (
                <Button
                  key="edit"
                  size="small"
                  onClick={() => setEditing(tpl)}
                  aria-label={`${t('notifications.templates.edit')} ${tpl.recipientType} ${tpl.channel} ${tpl.language}`}
                >
                  {t('notifications.templates.edit')}
                </Button>
              ) : null,
            ],
          }))}
        />
      )}
      {editing && (
        <TemplateEditDialog template={editing} placeholders={placeholders} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
