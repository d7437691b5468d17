import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type BuyerEntityDetail, CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { REGISTRATION_TYPES } from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import '../../i18n/parts/credit-leads';

/** Raises a credit lead on the entity for one of its buyers; the server validates every field. */
export function RaiseLeadDialog({ entity, onClose }: { entity: BuyerEntityDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [buyerId, setBuyerId] = useState(entity.buyers[0]?.buyerId ?? '');
  const [registrationType, setRegistrationType] = useState<string>('CIN');
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [limitRupees, setLimitRupees] = useState('');
  const [periodDays, setPeriodDays] = useState('45');
  const buyer = entity.buyers.find((b) => b.buyerId === buyerId);
  const raise = useEndpointMutation(CREDIT_LEAD_ENDPOINTS.create, {
    onSuccess: (lead) => {
      notify.success(t('creditLeads.raise.done'));
      void navigate(`/credit-memo/${lead.leadKey}`);
    },
  });
  return (
    <ActionDialog
      title={`${t('creditLeads.raise.label')} ${entity.entityKey}`}
      submitLabel={t('creditLeads.raise.label')}
      busy={raise.isPending}
      error={raise.error}
      errorFallback={t('creditLeads.actionFailed')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        raise.mutate({
          body: {
            buyerEntityKey: entity.entityKey,
            buyerId,
            companyName: entity.name,
            registrationType: registrationType as 'CIN',
            registrationNumber: registrationNumber || undefined,
            pan: entity.pan,
            gstins: buyer ? [buyer.gstin] : [],
            requestedLimitPaise: /^\d+$/.test(limitRupees) ? `${limitRupees}00` : limitRupees,
            requestedPeriodDays: Number(periodDays),
          },
        });
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('creditLeads.buyer')}
          value={buyerId}
          onChange={(e) => setBuyerId(e.target.value)}
        >
          {entity.buyers.map((b) => (
            <MenuItem key={b.buyerId} value={b.buyerId}>{`${b.name} (${b.code})`}</MenuItem>
          ))}
        </TextField>
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
        {registrationType !== 'N/A' && (
          <TextField
            label={t('creditLeads.registrationNumber')}
            value={registrationNumber}
            onChange={(e) => setRegistrationNumber(e.target.value.toUpperCase())}
          />
        )}
        <TextField
          label={t('creditLeads.requestedLimitRupees')}
          value={limitRupees}
          onChange={(e) => setLimitRupees(e.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={t('creditLeads.periodDays')}
          value={periodDays}
          onChange={(e) => setPeriodDays(e.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
    </ActionDialog>
  );
}
