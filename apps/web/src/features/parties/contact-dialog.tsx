import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type BuyerContact, type ContactInput, ContactInputSchema } from '@dom/contract';
import { COMMUNICATION_PREFERENCES, CONTACT_CHANNELS, CONTACT_ROLES } from '@dom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { DialogError } from '../../components/action-dialog/dialog-error';
import { CheckboxGroupField } from './checkbox-group-field';
import { BUYERS_KEY, createContact, saveContact } from './parties-api';
import { applyServerFieldErrors } from './server-field-errors';

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
  const titleId = useId();
  const { control, handleSubmit, setError } = useForm<ContactForm, unknown, ContactInput>({
    resolver: zodResolver(ContactInputSchema),
    defaultValues: formValues(contact),
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: (input: ContactInput) =>
      contact ? saveContact(buyerId, input) : createContact(buyerId, input),
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
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{contact ? t('parties.contact.edit') : t('parties.contact.add')}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
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
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
              />
            )}
          />
          <DialogError error={save.error} fallback={t('parties.contact.saveFailed')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('parties.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('parties.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
