import {
  CHEQUE_TYPES,
  ENHANCER_TYPES,
  type EnhancerType,
  addDays,
  istDateOf,
  parseRupees,
} from '@dom/domain';
import { EnhancerInputSchema, CREDIT_LIMITS_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { DateFormField } from '../../components/form/date-form-field';
import { bodyFields, isoDateText, rupeesText } from '../../components/form/form-schemas';
import { PriceFormField } from '../../components/form/price-form-field';
import { SelectFormField } from '../../components/form/select-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { CREDIT_LIMITS_KEY } from './credit-limits-support';
import '../../i18n/parts/credit-limits';

/**
 * The entry body's fields as text in the form (`bodyFields`), and the three the form asks for in
 * other units: rupees for `creditLimitPaise` and `bankAmountPaise`, a percentage for `rateOfInterestBp`.
 */
const schema = z.object({
  ...bodyFields(EnhancerInputSchema, {
    enhancerType: z.string().min(1),
    validity: isoDateText(),
    enhancerSubType: z.string(),
    documentSubType: z.string(),
    referenceNumber: z.string(),
    bankName: z.string(),
    anchorBuyerId: z.string(),
    anchorType: z.string(),
    financier: z.string(),
    financingType: z.string(),
    creditPeriod: z.string(),
    gracePeriod: z.string(),
  }),
  creditLimit: rupeesText(),
  bankAmount: rupeesText({ required: false }),
  rateOfInterest: z.string(),
});
type Values = z.infer<typeof schema>;

const opt = (v: string) => (v.trim() ? v.trim() : undefined);
const days = (v: string) => (v.trim() ? Number(v) : undefined);

/** The credit enhancer entry form (doc 3 §3): common fields and each type's own. */
export function EnhancerDialog({ buyerId, onClose }: { buyerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      enhancerType: 'OPEN_LIMIT',
      creditLimit: '',
      validity: addDays(istDateOf(new Date()), 90),
      enhancerSubType: '',
      documentSubType: '',
      referenceNumber: '',
      bankName: '',
      bankAmount: '',
      anchorBuyerId: '',
      anchorType: '',
      financier: '',
      financingType: '',
      rateOfInterest: '',
      creditPeriod: '',
      gracePeriod: '',
    },
    mode: 'onTouched',
  });
  const type = useWatch({ control, name: 'enhancerType' }) as EnhancerType;
  const send = useEndpointMutation(CREDIT_LIMITS_ENDPOINTS.createEnhancer, {
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_LIMITS_KEY] });
      notify.success(t('creditLimits.enhancer.added', { key: made.enhancerKey }));
      onClose();
    },
  });
  const text = (name: keyof Values, label: string, required = false) => (
    <TextFormField control={control} name={name} label={t(label)} required={required} maxLength={120} />
  );
  return (
    <ActionDialog
      title={t('creditLimits.enhancer.add')}
      submitLabel={t('creditLimits.enhancer.save')}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('creditLimits.enhancer.failed')}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          send.mutate({
            body: {
              buyerId,
              enhancerType: v.enhancerType as EnhancerType,
              enabled: true,
              creditLimitPaise: parseRupees(v.creditLimit).toString(),
              validity: v.validity,
              enhancerSubType: opt(v.enhancerSubType),
              documentSubType: opt(v.documentSubType),
              referenceNumber: opt(v.referenceNumber),
              bankName: opt(v.bankName),
              bankAmountPaise: v.bankAmount.trim() ? parseRupees(v.bankAmount).toString() : undefined,
              anchorBuyerId: opt(v.anchorBuyerId),
              anchorType: opt(v.anchorType),
              financier: opt(v.financier),
              financingType: opt(v.financingType),
              rateOfInterestBp: v.rateOfInterest.trim()
                ? Math.round(Number(v.rateOfInterest) * 100)
                : undefined,
              creditPeriod: days(v.creditPeriod),
              gracePeriod: days(v.gracePeriod),
            },
          }),
        )(e)
      }
      onClose={onClose}
      size="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectFormField
          control={control}
          name="enhancerType"
          label={t('creditLimits.enhancer.type')}
          options={ENHANCER_TYPES}
          required
        />
        <PriceFormField
          control={control}
          name="creditLimit"
          label={t('creditLimits.enhancer.creditLimit')}
          required
        />
        <DateFormField
          control={control}
          name="validity"
          label={t('creditLimits.enhancer.validity')}
          required
          disablePast
        />
        {type === 'OPEN_LIMIT' && (
          <>
            {text('documentSubType', 'creditLimits.enhancer.documentSubType', true)}
            {text('referenceNumber', 'creditLimits.enhancer.referenceNumber', true)}
          </>
        )}
        {(type === 'BG' || type === 'LC') && text('bankName', 'creditLimits.enhancer.bankName', true)}
        {type === 'BG' && (
          <PriceFormField
            control={control}
            name="bankAmount"
            label={t('creditLimits.enhancer.bankAmount')}
            required
          />
        )}
        {type === 'CHEQUE' && (
          <SelectFormField
            control={control}
            name="enhancerSubType"
            label={t('creditLimits.enhancer.chequeType')}
            options={CHEQUE_TYPES}
            required
          />
        )}
        {type === 'ANCHOR' && (
          <>
            {text('anchorBuyerId', 'creditLimits.enhancer.anchor', true)}
            {text('anchorType', 'creditLimits.enhancer.anchorType', true)}
          </>
        )}
        {type === 'FINANCING_PARTNER' && (
          <>
            {text('financier', 'creditLimits.enhancer.financier', true)}
            {text('financingType', 'creditLimits.enhancer.financingType', true)}
          </>
        )}
        {text('rateOfInterest', 'creditLimits.enhancer.rateOfInterest')}
        {text('creditPeriod', 'creditLimits.enhancer.creditPeriod')}
        {text('gracePeriod', 'creditLimits.enhancer.gracePeriod')}
      </Stack>
    </ActionDialog>
  );
}
