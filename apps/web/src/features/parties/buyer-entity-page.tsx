import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GST_TREATMENTS, type NewEntity, NewEntitySchema, PARTY_ENDPOINTS } from '@dom/contract';
import { BUSINESS_UNITS, NEW_ENTITY_DEFAULTS, YES_NO_OPTIONS, normalizeGstin } from '@dom/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useUnsavedChangesGuard } from '../../components/confirm-dialog/use-unsaved-changes-guard';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../components/action-dialog/error-alert';

import { SelectFormField } from '../../components/form/select-form-field';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import '../../i18n/parts/parties';

type EntityForm = z.input<typeof NewEntitySchema>;
const FIELDS = [
  'gstTreatment',
  'gstNumber',
  'nameOfEntity',
  'contactName',
  'phoneNumber',
  'email',
  'address',
  'addressLine2',
  'cityName',
  'pinCode',
  'isMsme',
  'msmeNumber',
  'businessUnit',
] as const;

/** `/buyer-entity`: on-board a new buyer with the spec's defaults (business_gst, MSME Yes). */
export function BuyerEntityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  usePageTitle(t('parties.entity.title'));
  const { control, handleSubmit, setError, setValue, getValues, formState, reset } = useForm<
    EntityForm,
    unknown,
    NewEntity
  >({
    resolver: zodResolver(NewEntitySchema),
    defaultValues: { ...NEW_ENTITY_DEFAULTS, email: '', cityName: '', businessUnit: 'DIRECT' },
    mode: 'onTouched',
  });
  const isMsme = useWatch({ control, name: 'isMsme' });
  const gstTreatment = useWatch({ control, name: 'gstTreatment' });
  const guard = useUnsavedChangesGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const enrich = useMutation({
    mutationFn: () => {
      const typed: unknown = getValues('gstNumber');
      return call(PARTY_ENDPOINTS.enrichEntity, {
        body: { gstNumber: normalizeGstin(typeof typed === 'string' ? typed : '') },
      });
    },
    onSuccess: (result) => {
      if (result.nameOfEntity && !getValues('nameOfEntity'))
        setValue('nameOfEntity', result.nameOfEntity, { shouldDirty: true, shouldValidate: true });
    },
  });
  const save = useMutation({
    mutationFn: (entity: NewEntity) => call(PARTY_ENDPOINTS.saveEntity, { body: entity }),
    onSuccess: (result, values) => {
      reset(values);
      notify.success(t('parties.entity.saved'));
      void navigate(`/buyer/${encodeURIComponent(result.buyerId)}`);
    },
    onError: (error) => applyServerFieldErrors<EntityForm>(error, FIELDS, setError),
  });
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };
  const existing = enrich.data?.existingBuyerId;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Typography variant="h1">{t('parties.entity.title')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void handleSubmit((values) => save.mutate(values))(e)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Box sx={pair}>
            <SelectFormField
              control={control}
              name="gstTreatment"
              label={t('parties.entity.gstTreatment')}
              options={GST_TREATMENTS.map((g) => ({ value: g, label: t(`parties.entity.treatments.${g}`) }))}
              required
            />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1 }}>
                <TextFormField
                  control={control}
                  name="gstNumber"
                  label={t('parties.gstin')}
                  required={gstTreatment === 'business_gst'}
                />
              </Box>
              <Button
                variant="outlined"
                sx={{ mt: 1 }}
                onClick={() => enrich.mutate()}
                disabled={enrich.isPending}
              >
                {t('parties.entity.fetch')}
              </Button>
            </Box>
          </Box>
          <ErrorAlert error={enrich.error} fallback={t('parties.gst.validateFailed')} />
          {existing && (
            <Alert severity="warning">
              {t('parties.entity.exists')}{' '}
              <Link component={RouterLink} to={`/buyer/${encodeURIComponent(existing)}`}>
                {t('parties.entity.openExisting')}
              </Link>
            </Alert>
          )}
          <TextFormField control={control} name="nameOfEntity" label={t('parties.entity.name')} required />
          <Box sx={pair}>
            <TextFormField
              control={control}
              name="contactName"
              label={t('parties.entity.contactName')}
              required
            />
            <TextFormField
              control={control}
              name="phoneNumber"
              label={t('parties.phone')}
              required
              type="tel"
            />
          </Box>
          <TextFormField control={control} name="email" label={t('parties.email')} type="email" />
          <TextFormField control={control} name="address" label={t('parties.addresses.line1')} required />
          <TextFormField control={control} name="addressLine2" label={t('parties.addresses.line2')} />
          <Box sx={pair}>
            <TextFormField control={control} name="cityName" label={t('parties.city')} />
            <TextFormField control={control} name="pinCode" label={t('parties.pinCode')} required />
          </Box>
          <Box sx={pair}>
            <SelectFormField
              control={control}
              name="isMsme"
              label={t('parties.entity.isMsme')}
              options={YES_NO_OPTIONS.map((o) => ({
                value: o.value,
                label: t(`parties.${o.value === 'Yes' ? 'yes' : 'no'}`),
              }))}
              required
            />
            {isMsme === 'Yes' && (
              <TextFormField
                control={control}
                name="msmeNumber"
                label={t('parties.entity.msmeNumber')}
                required
              />
            )}
          </Box>
          <SelectFormField
            control={control}
            name="businessUnit"
            label={t('parties.businessUnit')}
            options={BUSINESS_UNITS.map((b) => ({ value: b.value, label: b.label }))}
            required
          />
          <ErrorAlert error={save.error} fallback={t('parties.entity.saveFailed')} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('parties.entity.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
      {guard}
    </Box>
  );
}
