import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type BuyerContact, type ContactInput, ContactInputSchema, PARTY_ENDPOINTS } from '@dom/contract';
import { COMMUNICATION_PREFERENCES, CONTACT_CHANNELS, CONTACT_ROLES } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import type { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { CheckboxGroupField } from './checkbox-group-field';
import { BUYERS_KEY } from './parties-support';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import '../../i18n/parts/parties';

type ContactForm = z.input<typeof ContactInputSchema>;
const FIELDS = ['name', 'phoneNumber', 'email', 'designation', 'department', 'roles', 'channels'] as const;

function formValues(contact: BuyerContact | null): ContactForm {
  return {
    contactId: contact?.contactId,
    name: contact?.name ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
    email: contact?.email ?? '',
    designation: contact?.designation ?? '',
    department: contact?.department ?? '',
    roles: (contact?.roles ?? []) as ContactForm['roles'],
    channels: (contact?.channels ?? []) as ContactForm['channels'],
    communicationPreferences: (contact?.communicationPreferences ??
      []) as ContactForm['communicationPreferences'],
    isPrimary: contact?.isPrimary ?? false,
  };
}

/** Adds a contact, or changes one: roles, channels and communication preferences with the contract's rules. */
export function ContactDialog({
  buyerId,
  contact,
  onClose,
}: {
  buyerId: string;
  contact: BuyerContact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError } = useForm<ContactForm, unknown, ContactInput>({
    resolver: zodResolver(ContactInputSchema),
    defaultValues: formValues(contact),
    mode: 'onTouched',
  });
  const save = useActionMutation({
    mutationFn: (input: ContactInput, idempotencyKey) =>
      contact
        ? call(PARTY_ENDPOINTS.saveContact, { body: { buyerId, contact: input } }, { idempotencyKey })
        : call(PARTY_ENDPOINTS.createContact, { body: { buyerId, contact: input } }, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [BUYERS_KEY] });
      notify.success(t('parties.contact.saved'));
      onClose();
    },
    onError: (error) => applyServerFieldErrors<ContactForm>(error, FIELDS, setError),
  });
  const options = (list: readonly { value: string; label: string }[], prefix: string) =>
    list.map((o) => ({ value: o.value, label: t(`${prefix}.${o.value}`, { defaultValue: o.label }) }));

  return (
    <ActionDialog
      title={contact ? t('parties.contact.edit') : t('parties.contact.add')}
      submitLabel={t('parties.save')}
      closeLabel={t('parties.cancel')}
      busy={save.isPending}
      error={save.error}
      errorFallback={t('parties.contact.saveFailed')}
      onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
      onClose={onClose}
    >
      <TextFormField control={control} name="name" label={t('parties.contact.name')} required />
      <TextFormField
        control={control}
        name="phoneNumber"
        label={t('parties.contact.phone')}
        required
        type="tel"
      />
      <TextFormField control={control} name="email" label={t('parties.email')} type="email" />
      <TextFormField control={control} name="designation" label={t('parties.contact.designation')} />
      <TextFormField control={control} name="department" label={t('parties.contact.department')} />
      <CheckboxGroupField
        control={control}
        name="roles"
        label={t('parties.contact.roles')}
        options={options(CONTACT_ROLES, 'parties.contactRoles')}
        required
      />
      <CheckboxGroupField
        control={control}
        name="channels"
        label={t('parties.contact.channels')}
        options={options(CONTACT_CHANNELS, 'parties.channels')}
      />
      <CheckboxGroupField
        control={control}
        name="communicationPreferences"
        label={t('parties.contact.preferences')}
        options={options(COMMUNICATION_PREFERENCES, 'parties.preferences')}
      />
      <Controller
        control={control}
        name="isPrimary"
        render={({ field }) => (
          <FormControlLabel
            label={t('parties.contact.primary')}
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
            }
          />
        )}
      />
    </ActionDialog>
  );
}
