import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CREDIT_LEAD_ENDPOINTS, type CreditLeadDetail, CreditLeadUpdateSchema } from '@dom/contract';
import { REGISTRATION_TYPES } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { serverFieldErrors } from '../../components/form/server-errors';
import { useNotify } from '../../components/notifications/notifications-context';
import { CREDIT_LEADS_KEY } from './credit-leads-support';
import '../../i18n/parts/credit-leads';

/** The states in which a lead's fields may change (the server refuses the rest with 409). */
export const EDITABLE_LEAD_STATUSES: readonly string[] = ['SUBMITTED', 'IN_PROGRESS', 'NEED_ENRICHMENT'];

type Field =
  'companyName' | 'registrationNumber' | 'pan' | 'gstins' | 'requestedLimitPaise' | 'requestedPeriodDays';

const rupeesOf = (paise: string) =>
  paise.endsWith('00') ? paise.slice(0, -2) : (Number(paise) / 100).toString();

/**
 * Edits a lead's fields while it is worked (PUT credit/lead/{leadKey}); the contract's schema is
 * checked before sending and the server's 400 lands under the field it names.
 */
export function EditLeadDialog({ lead, onClose }: { lead: CreditLeadDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [companyName, setCompanyName] = useState(lead.companyName);
  const [registrationType, setRegistrationType] = useState<string>(lead.registrationType);
  const [registrationNumber, setRegistrationNumber] = useState(lead.registrationNumber ?? '');
  const [pan, setPan] = useState(lead.pan);
  const [gstins, setGstins] = useState(lead.gstins.join(', '));
  const [limitRupees, setLimitRupees] = useState(rupeesOf(lead.requestedLimitPaise));
  const [periodDays, setPeriodDays] = useState(String(lead.requestedPeriodDays));
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});

  const body = () => ({
    companyName,
    registrationType,
    registrationNumber: registrationType === 'N/A' ? undefined : registrationNumber,
    pan,
    gstins: gstins
      .split(/[,\s]+/)
      .map((g) => g.trim())
      .filter(Boolean),
    financials: lead.financials,
    requestedLimitPaise: /^\d+$/.test(limitRupees) ? `${limitRupees}00` : limitRupees,
    requestedPeriodDays: /^\d+$/.test(periodDays) ? Number(periodDays) : Number.NaN,
    taggedEntityKeys: lead.taggedEntities.map((e) => e.entityKey),
  });
  const save = useEndpointMutation(CREDIT_LEAD_ENDPOINTS.update, {
    onSuccess: async () => {
      notify.success(t('creditLeads.edit.done'));
      await queryClient.invalidateQueries({ queryKey: [CREDIT_LEADS_KEY] });
      onClose();
    },
  });
  const server = Object.fromEntries(
    serverFieldErrors(save.error).map((f) => [f.field.split('.')[0], f.message]),
  ) as Partial<Record<Field, string>>;
  const errorOf = (field: Field) => local[field] ?? server[field];
  const unplaced = save.error && Object.keys(server).length === 0 ? save.error : undefined;
  const text = (field: Field, label: string, value: string, set: (v: string) => void, numeric = false) => (
    <TextField
      label={label}
      value={value}
      name={field}
      onChange={(e) => set(e.target.value)}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      slotProps={numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    />
  );
  return (
    <ActionDialog
      title={`${t('creditLeads.edit.label')} ${lead.leadKey}`}
      submitLabel={t('creditLeads.edit.save')}
      busy={save.isPending}
      error={unplaced}
      errorFallback={t('creditLeads.actionFailed')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = CreditLeadUpdateSchema.safeParse(body());
        if (!parsed.success) {
          const found: Partial<Record<Field, string>> = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0]) as Field;
            found[field] ??= issue.message;
          }
          setLocal(found);
          return;
        }
        setLocal({});
        save.mutate({ params: { leadKey: lead.leadKey }, body: parsed.data });
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {text('companyName', t('creditLeads.company'), companyName, setCompanyName)}
        <TextField
          select
          label={t('creditLeads.registrationType')}
          value={registrationType}
          onChange={(e) => setRegistrationType(e.target.value)}
        >
          {REGISTRATION_TYPES.map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        {registrationType !== 'N/A' &&
          text('registrationNumber', t('creditLeads.registrationNumber'), registrationNumber, (v) =>
            setRegistrationNumber(v.toUpperCase()),
          )}
        {text('pan', t('creditLeads.pan'), pan, (v) => setPan(v.toUpperCase()))}
        {text('gstins', t('creditLeads.gstins'), gstins, (v) => setGstins(v.toUpperCase()))}
        {text(
          'requestedLimitPaise',
          t('creditLeads.requestedLimitRupees'),
          limitRupees,
          (v) => setLimitRupees(v.trim()),
          true,
        )}
        {text(
          'requestedPeriodDays',
          t('creditLeads.periodDays'),
          periodDays,
          (v) => setPeriodDays(v.trim()),
          true,
        )}
      </Stack>
    </ActionDialog>
  );
}
