import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  type AddressInput,
  AddressInputSchema,
  type BuyerAddress,
  type BuyerProfile,
  PARTY_ENDPOINTS,
} from '@dom/contract';
import { GST_STATES, gstinStateCode } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import type { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { BUYERS_KEY } from './parties-support';
import { SelectFormField } from '../../components/form/select-form-field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import '../../i18n/parts/parties';

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
  const { control, handleSubmit, setError } = useForm<AddressForm, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: formValues(buyer, address),
    mode: 'onTouched',
  });
  const save = useEndpointMutation(PARTY_ENDPOINTS.upsertAddresses, {
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
    <ActionDialog
      title={address ? t('parties.addresses.edit') : t('parties.addresses.add')}
      submitLabel={t('parties.save')}
      closeLabel={t('parties.cancel')}
      busy={save.isPending}
      error={save.error}
      errorFallback={t('parties.addresses.saveFailed')}
      onSubmit={(e) =>
        void handleSubmit((values) => save.mutate({ body: { buyerId: buyer.buyerId, addresses: [values] } }))(
          e,
        )
      }
      onClose={onClose}
    >
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
      <TextFormField control={control} name="addressLine1" label={t('parties.addresses.line1')} required />
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
    </ActionDialog>
  );
}
