import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type AddressInput, AddressInputSchema, type BuyerAddress, type BuyerProfile } from '@dom/contract';
import { GST_STATES, gstinStateCode } from '@dom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { DialogError } from '../../components/action-dialog/dialog-error';
import { BUYERS_KEY, upsertAddress } from './parties-api';
import { SelectFormField } from './select-form-field';
import { applyServerFieldErrors } from './server-field-errors';

type AddressForm = z.input<typeof AddressInputSchema>;
const FIELDS = [
  'addressType',
  'companyName',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'cityName',
  'stateCode',
  'postalCode',
  'gstNum',
  'emailId',
  'phoneNumber',
] as const;

function formValues(buyer: BuyerProfile, address: BuyerAddress | null): AddressForm {
  if (!address) {
    return {
      addressType: 'SHIPPING',
      companyName: buyer.companyName,
      addressLine1: '',
      addressLine2: '',
      cityName: '',
      // A new address starts in the GSTIN's state, which is where GST expects it.
      stateCode: gstinStateCode(buyer.buyerGstNum) ?? '',
      postalCode: '',
      gstNum: buyer.buyerGstNum,
      emailId: '',
      phoneNumber: '',
      firstName: '',
      lastName: '',
    };
  }
  return {
    addressId: address.addressId,
    addressType: address.addressType,
    companyName: address.companyName ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    cityName: address.cityName,
    stateCode: address.stateCode,
    postalCode: address.postalCode,
    gstNum: address.gstNum ?? '',
    emailId: address.emailId ?? '',
    phoneNumber: address.phoneNumber ?? '',
    externalAddressId: address.externalAddressId ?? undefined,
  };
}

/**
 * Adds or changes an address. The state must agree with the PIN and the GSTIN: the contract checks
 * that here, and whatever the server still refuses is shown on its field.
 */
export function AddressDialog({
  buyer,
  address,
  onClose,
}: {
  buyer: BuyerProfile;
  address: BuyerAddress | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { control, handleSubmit, setError } = useForm<AddressForm, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: formValues(buyer, address),
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: (input: AddressInput) => upsertAddress(buyer.buyerId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [BUYERS_KEY] });
      notify.success(t('parties.addresses.saved'));
      onClose();
    },
    onError: (error) => applyServerFieldErrors<AddressForm>(error, FIELDS, setError),
  });
  const types = (['SHIPPING', 'BILLING'] as const).map((v) => ({
    value: v,
    label: t(`parties.addresses.types.${v}`),
  }));
  const states = GST_STATES.map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }));
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {address ? t('parties.addresses.edit') : t('parties.addresses.add')}
      </DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <SelectFormField
            control={control}
            name="addressType"
            label={t('parties.addresses.type')}
            options={types}
            required
          />
          <TextFormField control={control} name="companyName" label={t('parties.buyer.companyName')} />
          <Box sx={pair}>
            <TextFormField control={control} name="firstName" label={t('parties.addresses.firstName')} />
            <TextFormField control={control} name="lastName" label={t('parties.addresses.lastName')} />
          </Box>
          <TextFormField
            control={control}
            name="addressLine1"
            label={t('parties.addresses.line1')}
            required
          />
          <TextFormField control={control} name="addressLine2" label={t('parties.addresses.line2')} />
          <Box sx={pair}>
            <TextFormField control={control} name="cityName" label={t('parties.city')} required />
            <TextFormField control={control} name="postalCode" label={t('parties.pinCode')} required />
          </Box>
          <SelectFormField
            control={control}
            name="stateCode"
            label={t('parties.state')}
            options={states}
            required
          />
          <TextFormField control={control} name="gstNum" label={t('parties.gstin')} />
          <Box sx={pair}>
            <TextFormField control={control} name="emailId" label={t('parties.email')} type="email" />
            <TextFormField control={control} name="phoneNumber" label={t('parties.phone')} type="tel" />
          </Box>
          <DialogError error={save.error} fallback={t('parties.addresses.saveFailed')} />
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
