import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type DraftBuyer,
  type DraftBuyerResult,
  RFQ_ENDPOINTS,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { BasicTextField } from '../../components/form/basic-text-field';
import { serverFieldErrors } from '../../components/form/server-errors';
import { messageText } from '../../i18n/message-text';
import { call } from '../../lib/api-client';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { SearchSelect } from '../../components/search-select/search-select';
import { RFQ_KEY } from './rfq-keys';
import '../../i18n/parts/rfq';

const EMPTY_ADDRESS = {
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  cityName: '',
  pinCode: '',
  gstNumber: '',
};
type AddressForm = typeof EMPTY_ADDRESS;

/** Only what was typed: blanks are left out (the server names what is missing). */
const addressBody = (a: AddressForm): ShippingAddressInput =>
  Object.fromEntries(
    Object.entries(a)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  ) as ShippingAddressInput;

/** The address fields; `prefix` is where the server's field errors sit ('address.' in a draft buyer). */
function AddressFields({
  value,
  onChange,
  errors,
  prefix,
  onEdit,
}: {
  value: AddressForm;
  onChange: (a: AddressForm) => void;
  errors: Record<string, string>;
  prefix: string;
  /** The field changed, by the name the server's errors give it. */
  onEdit: (field: string) => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof AddressForm, required = false) => (
    <BasicTextField
      label={t(`rfqWizard.address.${name}`)}
      value={value[name]}
      onChange={(e) => {
        onChange({ ...value, [name]: e.target.value });
        onEdit(`${prefix}${name}`);
      }}
      required={required}
      error={Boolean(errors[`${prefix}${name}`])}
      helperText={errors[`${prefix}${name}`]}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {field('companyName')}
      {field('gstNumber')}
      {field('addressLine1', true)}
      {field('addressLine2')}
      {field('cityName', true)}
      {field('pinCode', true)}
    </Box>
  );
}

/** The draft buyer's fields the dialog shows the server's words under (the unit only when it is asked). */
const isDraftBuyerField = (field: string, asksUnit: boolean) =>
  ['nameOfEntity', 'contactName', 'phoneNumber', 'email', 'rmEmail'].includes(field) ||
  (asksUnit && field === 'businessUnit') ||
  Object.keys(EMPTY_ADDRESS).some((name) => field === `address.${name}`);

const errorsOf = (error: unknown, t: TFunction) =>
  Object.fromEntries(serverFieldErrors(error).map((f) => [f.field, messageText(t, f.message)]));

/**
 * The server's words per field, each leaving once its field (or what it depends on) changes: they
 * were said of what was saved. The next save's answer shows them again.
 */
function useFieldErrors(error: unknown) {
  const { t } = useTranslation();
  const [stale, setStale] = useState<readonly string[]>([]);
  const answered = errorsOf(error, t);
  return {
    answered,
    shown: Object.fromEntries(Object.entries(answered).filter(([field]) => !stale.includes(field))),
    edited: (...fields: string[]) => setStale((before) => [...before, ...fields]),
    saved: () => setStale([]),
  };
}

/**
 * A buyer not yet on board, raised in place (`buyerRFQ/draftBuyer`): name, contact, phone, email
 * and its address (billing and shipping); someone who is not an RM (customer support) chooses the
 * buyer's RM among those who serve the buyer's unit, and someone with several business units its
 * unit (one unit: the buyer is raised there, unasked — a UBS territory manager's buyer is UBS). The
 * server's words show under each field.
 */
export function DraftBuyerDialog({
  onDone,
  onClose,
}: {
  onDone: (made: DraftBuyerResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ nameOfEntity: '', contactName: '', phoneNumber: '', email: '' });
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  // The server says whether this caller gives the buyer to an RM (customer support, a TM, other DIRECT
  // staff without an RM scope) or raises it for themselves (an RM): the field shows exactly then.
  const asks = useQuery({
    queryKey: [RFQ_KEY, 'draft-buyer-form'],
    queryFn: () => call(RFQ_ENDPOINTS.draftBuyerForm),
    staleTime: 60_000,
  });
  const chooseRm = asks.data?.chooseRm === true;
  // The units the server lets this caller raise a buyer in: the field shows only when there is a choice.
  const units = asks.data?.businessUnits ?? [];
  const asksUnit = units.length > 1;
  const [chosenUnit, setChosenUnit] = useState<DraftBuyer['businessUnit']>(undefined);
  const unit = chosenUnit !== undefined && units.includes(chosenUnit) ? chosenUnit : units[0];
  const [rm, setRm] = useState<FilterOption | null>(null);
  const mutation = useActionMutation({
    mutationFn: (body: DraftBuyer, key: string) =>
      call(RFQ_ENDPOINTS.draftBuyer, { body }, { idempotencyKey: key }),
    onSuccess: onDone,
  });
  const fieldErrors = useFieldErrors(mutation.error);
  const { answered, shown: errors, edited } = fieldErrors;
  const chooseUnit = (next: DraftBuyer['businessUnit']) => {
    setChosenUnit(next);
    // The RM must serve the unit: one picked for another unit is dropped, and so are the words on it.
    setRm(null);
    edited('businessUnit', 'rmEmail');
  };
  const chooseRmOption = (next: FilterOption | null) => {
    setRm(next);
    edited('rmEmail');
  };
  // The server's words already under their fields need no banner as well.
  const shownUnderFields =
    Object.keys(answered).length > 0 && Object.keys(answered).every((f) => isDraftBuyerField(f, asksUnit));
  const text = (name: keyof typeof form, required = true) => (
    <BasicTextField
      label={t(`rfqWizard.draftBuyer.${name}`)}
      value={form[name]}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value });
        edited(name);
      }}
      required={required}
      error={Boolean(errors[name])}
      helperText={errors[name]}
    />
  );
  return (
    <ActionDialog
      title={t('rfqWizard.draftBuyer.title')}
      question={t('rfqWizard.draftBuyer.question')}
      submitLabel={t('rfqWizard.draftBuyer.submit')}
      busy={mutation.isPending}
      error={shownUnderFields ? null : mutation.error}
      errorFallback={t('rfq.actionFailed')}
      wide
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        fieldErrors.saved();
        mutation.mutate({
          nameOfEntity: form.nameOfEntity.trim(),
          contactName: form.contactName.trim(),
          phoneNumber: form.phoneNumber.trim(),
          ...(form.email.trim() ? { email: form.email.trim() } : {}),
          ...(unit ? { businessUnit: unit } : {}),
          address: { companyName: form.nameOfEntity.trim(), ...addressBody(address) },
          ...(rm ? { rmEmail: rm.value } : {}),
        });
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {text('nameOfEntity')}
          {text('contactName')}
          {text('phoneNumber')}
          {text('email', false)}
        </Box>
        {asksUnit && (
          <TextField
            select
            label={t('rfqWizard.draftBuyer.businessUnit')}
            required
            value={unit ?? ''}
            onChange={(e) => chooseUnit(e.target.value as DraftBuyer['businessUnit'])}
            error={Boolean(errors.businessUnit)}
            helperText={errors.businessUnit}
            fullWidth
          >
            {units.map((u) => (
              <MenuItem key={u} value={u}>
                {u}
              </MenuItem>
            ))}
          </TextField>
        )}
        {chooseRm && (
          <SearchSelect
            // The RMs who serve the unit chosen: a new unit starts a new search.
            key={unit ?? ''}
            label={t('rfqWizard.draftBuyer.rm')}
            required
            value={rm}
            onChange={chooseRmOption}
            loadOptions={(search) =>
              call(RFQ_ENDPOINTS.draftBuyerRmOptions, {
                query: { search, ...(unit ? { businessUnit: unit } : {}) },
              })
            }
            debounceMs={500}
            error={errors.rmEmail}
          />
        )}
        <AddressFields
          value={address}
          onChange={setAddress}
          errors={errors}
          prefix="address."
          onEdit={edited}
        />
      </Box>
    </ActionDialog>
  );
}

/** A shipping address typed for the chosen buyer (`buyerRFQ/address/shipping`). */
export function ShippingAddressDialog({
  buyerId,
  onDone,
  onClose,
}: {
  buyerId: string;
  onDone: (made: ShippingAddress) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const mutation = useActionMutation({
    mutationFn: (body: ShippingAddressInput, key: string) =>
      call(RFQ_ENDPOINTS.addShippingAddress, { body: { buyerId, ...body } }, { idempotencyKey: key }),
    onSuccess: onDone,
  });
  const fieldErrors = useFieldErrors(mutation.error);
  return (
    <ActionDialog
      title={t('rfqWizard.address.newTitle')}
      submitLabel={t('rfqWizard.address.add')}
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback={t('rfq.actionFailed')}
      wide
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        fieldErrors.saved();
        mutation.mutate(addressBody(address));
      }}
    >
      <AddressFields
        value={address}
        onChange={setAddress}
        errors={fieldErrors.shown}
        prefix=""
        onEdit={fieldErrors.edited}
      />
    </ActionDialog>
  );
}
