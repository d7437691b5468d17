import { NOTIFICATION_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationTemplate } from '@dom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { ErrorAlert } from '../../components/action-dialog/error-alert';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { BasicTextField } from '../../components/form/basic-text-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { NOTIFICATIONS_KEY } from './notifications-support';
import '../../i18n/parts/notifications';

/** Edits a template's words; Preview renders them with the event's sample payload (the server's check). */
export function TemplateEditDialog({
  template,
  placeholders,
  onClose,
}: {
  template: NotificationTemplate;
  placeholders: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const email = template.channel === 'EMAIL';
  const [subject, setSubject] = useState(template.subject ?? '');
  const [body, setBody] = useState(template.body);
  const [active, setActive] = useState(template.active);
  const preview = useMutation({
    mutationFn: () =>
      call(NOTIFICATION_ENDPOINTS.previewTemplate, {
        body: {
          eventCode: template.eventCode as never,
          channel: template.channel,
          subject: email ? subject : null,
          body,
        },
      }),
  });
  const save = useEndpointMutation(NOTIFICATION_ENDPOINTS.updateTemplate, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      notify.success(t('notifications.templates.saved'));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('notifications.templates.editTitle', {
        event: t(`notifications.events.${template.eventCode}`),
        channel: t(`notifications.channels.${template.channel}`),
        language: t(`notifications.languages.${template.language}`),
      })}
      submitLabel={t('notifications.templates.save')}
      busy={save.isPending}
      error={save.error}
      errorFallback={t('notifications.templates.saveFailed')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { id: template.id }, body: { subject: email ? subject : null, body, active } });
      }}
      onClose={onClose}
      size="md"
      actions={
        <Box component="span" sx={{ mr: 'auto' }}>
          <ButtonLike
            onClick={() => preview.mutate()}
            label={t('notifications.templates.preview')}
            busy={preview.isPending}
          />
        </Box>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('notifications.templates.placeholders')}
          </Typography>
          {placeholders.map((p) => (
            <Chip key={p} size="small" label={`{{${p}}}`} />
          ))}
        </Box>
        {email && (
          <BasicTextField
            label={t('notifications.templates.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            name="subject"
          />
        )}
        <BasicTextField
          label={t('notifications.templates.body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          multiline
          minRows={3}
          name="body"
        />
        <FormControlLabel
          control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label={t('notifications.templates.active')}
        />
        <ErrorAlert error={preview.error} fallback={t('notifications.templates.previewFailed')} />
        {preview.data && (
          <Alert severity="info" icon={false} data-testid="template-preview">
            <Typography variant="caption" color="text.secondary">
              {t('notifications.templates.previewHeading')}
            </Typography>
            {preview.data.subject && <Typography sx={{ fontWeight: 600 }}>{preview.data.subject}</Typography>}
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{preview.data.body}</Typography>
          </Alert>
        )}
      </Box>
    </ActionDialog>
  );
}

function ButtonLike({ onClick, label, busy }: { onClick: () => void; label: string; busy: boolean }) {
  return (
    <Button onClick={onClick} disabled={busy} variant="outlined">
      {label}
    </Button>
  );
}
