import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAccessRequestSchema, IDENTITY_ENDPOINTS } from '@dom/contract';
import { COMMENT_MAX_LENGTH } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { requiredText } from '../../components/form/form-schemas';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { ACCESS_REQUESTS_KEY } from './access-requests-support';
import { RoleChecklist } from './role-checklist';

/**
 * The call's roles and reason (the dialog asks for roles only): each checked first with the form's
 * translated messages, then by the contract's own field (the reason's safe characters included), so
 * what the form passes is what the server takes.
 */
const body = CreateAccessRequestSchema.shape;
const RequestAccessSchema = z.object({
  roles: z.array(z.string()).min(1, 'access.chooseRole').pipe(body.roles.unwrap()),
  reason: requiredText(COMMENT_MAX_LENGTH).pipe(body.reason),
});
type RequestAccessForm = z.infer<typeof RequestAccessSchema>;

/** Ask for roles with a reason; the manager, then an admin, decide. */
export function RequestAccessDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue, formState } = useForm<RequestAccessForm>({
    resolver: zodResolver(RequestAccessSchema),
    defaultValues: { roles: [], reason: '' },
    mode: 'onTouched',
  });
  const roles = useWatch({ control, name: 'roles' });
  const send = useEndpointMutation(IDENTITY_ENDPOINTS.requestAccess, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ACCESS_REQUESTS_KEY] });
      notify.success(t('access.requested'));
      onClose();
    },
    onError: (error) => showError(error, t('access.requestFailed')),
  });
  const roleError = formState.errors.roles?.message;

  return (
    <ActionDialog
      title={t('access.request')}
      submitLabel={t('access.send')}
      closeLabel={t('common.cancel')}
      busy={send.isPending}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          send.mutate({ body: { roles: values.roles, permissionGroupIds: [], reason: values.reason } }),
        )(e)
      }
      onClose={onClose}
    >
      <RoleChecklist
        value={roles.map((role) => ({ role, isAdmin: false }))}
        onChange={(next) =>
          setValue(
            'roles',
            next.map((r) => r.role),
            { shouldValidate: formState.isSubmitted },
          )
        }
        error={roleError ? t(roleError) : undefined}
      />
      <TextFormField
        control={control}
        name="reason"
        label={t('access.reason')}
        required
        multiline
        minRows={3}
        maxLength={COMMENT_MAX_LENGTH}
      />
    </ActionDialog>
  );
}
