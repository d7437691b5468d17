import { ENQUIRY_STATUSES, QUOTATION_STATUSES, SELLER_RFQ_STATUSES } from '@dom/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { StatusChip, TONE_COLOURS } from '../../components/status-chip/status-chip';

/** An enquiry's status with the spec's user-facing label ("Under Negotiation" when sent back to sourcing). */
export function EnquiryStatusChip({ status, display }: { status: string; display?: string }) {
  const { t } = useTranslation();
  if (display === 'UNDER_NEGOTIATION')
    return <Chip size="small" color={TONE_COLOURS.warning} label={t('statusLabels.Under Negotiation')} />;
  return <StatusChip statuses={ENQUIRY_STATUSES} value={status} />;
}

export function QuotationStatusChip({ status }: { status: string }) {
  return <StatusChip statuses={QUOTATION_STATUSES} value={status} />;
}

export function SellerRfqStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const def = SELLER_RFQ_STATUSES.find((s) => s.value === status);
  return (
    <Chip
      size="small"
      color={status === 'RESPONDED' ? 'success' : 'warning'}
      label={def ? t(`statusLabels.${def.label}`) : status}
    />
  );
}
