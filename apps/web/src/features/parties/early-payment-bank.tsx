import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type EarlyPaymentBank,
  type EarlyPaymentBankUpdate,
  EarlyPaymentBankUpdateSchema,
  type SellerProfile,
  PARTY_ENDPOINTS,
} from '@dom/contract';
import { orPlaceholder } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import type { z } from 'zod';
import { useSession } from '../../app/session/session-context';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { DateText } from '../../components/date-text/date-text';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { SELLERS_KEY } from './parties-support';
import { QueryStatus } from '../../components/query-status/query-status';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import '../../i18n/parts/parties';

type BankForm = z.input<typeof EarlyPaymentBankUpdateSchema>;
const FIELDS = ['accountName', 'accountNumber', 'ifsc', 'bankName', 'bankBranch'] as const;

function BankDialog({ seller, onClose }: { seller: SellerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const bank = seller.earlyPaymentBank;
  const { control, handleSubmit, setError } = useForm<BankForm, unknown, EarlyPaymentBankUpdate>({
    resolver: zodResolver(EarlyPaymentBankUpdateSchema),
    defaultValues: {
      version: seller.version,
      accountName: bank.accountName ?? '',
      // The full number never travels back: a change always types it again.
      accountNumber: '',
      ifsc: bank.ifsc ?? '',
      bankName: bank.bankName ?? '',
      bankBranch: bank.bankBranch ?? '',
    },
    mode: 'onTouched',
  });
  const save = useEndpointMutation(PARTY_ENDPOINTS.updateEarlyPaymentBank, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SELLERS_KEY] });
      notify.success(t('parties.bank.saved'));
      onClose();
    },
    onError: (error) => applyServerFieldErrors<BankForm>(error, FIELDS, setError),
  });
  return (
    <ActionDialog
      title={t('parties.bank.editTitle')}
      submitLabel={t('parties.save')}
      closeLabel={t('parties.cancel')}
      busy={save.isPending}
      error={save.error}
      errorFallback={t('parties.bank.saveFailed')}
      onSubmit={(e) =>
        void handleSubmit((values) => save.mutate({ params: { id: seller.sellerId }, body: values }))(e)
      }
      onClose={onClose}
    >
      <TextFormField control={control} name="accountName" label={t('parties.bank.accountName')} required />
      <TextFormField
        control={control}
        name="accountNumber"
        label={t('parties.bank.accountNumber')}
        required
        autoComplete="off"
      />
      <TextFormField control={control} name="ifsc" label={t('parties.bank.ifsc')} required />
      <TextFormField control={control} name="bankName" label={t('parties.bank.bankName')} required />
      <TextFormField control={control} name="bankBranch" label={t('parties.bank.branch')} />
    </ActionDialog>
  );
}

const bankText = (b: EarlyPaymentBank) =>
  [b.bankName, b.accountNumberMasked, b.ifsc].filter(Boolean).join(' · ') || '-';

/** Early-payment bank details with their change history; the bank-update permission may change them. */
export function EarlyPaymentBankSection({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [editing, setEditing] = useState(false);
  const history = useQuery({
    queryKey: [SELLERS_KEY, 'bank-history', seller.sellerId],
    queryFn: () => call(PARTY_ENDPOINTS.earlyPaymentBankHistory, { params: { id: seller.sellerId } }),
  });
  const bank = seller.earlyPaymentBank;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      component="section"
      aria-label={t('parties.bank.earlyTitle')}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2">{t('parties.bank.earlyTitle')}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        {hasPermission('Allow_Seller_Bank_Update') && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {t('parties.bank.edit')}
          </Button>
        )}
      </Box>
      <FactGrid outlined={false}>
        <Fact label={t('parties.bank.accountName')}>{orPlaceholder(bank.accountName)}</Fact>
        <Fact label={t('parties.bank.accountNumber')}>{orPlaceholder(bank.accountNumberMasked)}</Fact>
        <Fact label={t('parties.bank.ifsc')}>{orPlaceholder(bank.ifsc)}</Fact>
        <Fact label={t('parties.bank.bankName')}>{orPlaceholder(bank.bankName)}</Fact>
        <Fact label={t('parties.bank.branch')}>{orPlaceholder(bank.bankBranch)}</Fact>
      </FactGrid>
      <Typography variant="subtitle2" component="h3">
        {t('parties.bank.history')}
      </Typography>
      <QueryStatus
        pending={history.isPending}
        error={history.error}
        fallback={t('parties.loadFailed')}
        height={60}
      />
      {history.data && (
        <SimpleTable
          label={t('parties.bank.history')}
          emptyText={t('parties.bank.noChanges')}
          headers={[
            { text: t('parties.bank.changedAt') },
            { text: t('parties.bank.changedBy') },
            { text: t('parties.bank.before') },
            { text: t('parties.bank.after') },
          ]}
          rows={history.data.changes.map((c, i) => ({
            id: `${c.at}-${i}`,
            cells: [
              <DateText key="d" value={c.at} withTime />,
              orPlaceholder(c.actorName),
              bankText(c.before),
              bankText(c.after),
            ],
          }))}
        />
      )}
      {editing && <BankDialog seller={seller} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
