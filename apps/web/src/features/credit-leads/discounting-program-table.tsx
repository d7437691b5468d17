import type { DiscountingProgramLine } from '@dom/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { LinesTable } from '../../components/simple-table/lines-table';
import '../../i18n/parts/credit-leads';

export const percent = (bp: number | null) => (bp === null ? '-' : `${(bp / 100).toFixed(2)}%`);

/**
 * The Discounting Program tab of a buyer entity and of a credit lead (doc 3 §2): the financing-partner
 * programmes of the entity's buyers — financier, type, funded limit, rate, credit period, margin,
 * validity and whether each is in force today.
 */
export function DiscountingProgramTable({ lines }: { lines: readonly DiscountingProgramLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return <Typography color="text.secondary">{t('creditLeads.noDiscounting')}</Typography>;
  return (
    <LinesTable
      ariaLabel={t('creditLeads.tab.discounting')}
      rows={lines}
      getRowId={(l) => l.enhancerId}
      minWidth={900}
      columns={[
        { id: 'buyer', header: t('creditLeads.buyer'), cell: (l) => l.buyerName },
        { id: 'financier', header: t('creditLeads.program.financier'), cell: (l) => l.financier ?? '-' },
        { id: 'type', header: t('creditLeads.program.type'), cell: (l) => l.financingType ?? '-' },
        {
          id: 'limit',
          header: t('creditLeads.limit'),
          cell: (l) => <Amount value={l.creditLimitPaise} coloured={false} />,
          align: 'right',
          nowrap: true,
        },
        {
          id: 'rate',
          header: t('creditLeads.program.rate'),
          cell: (l) => percent(l.rateOfInterestBp),
          align: 'right',
        },
        {
          id: 'period',
          header: t('creditLeads.period'),
          cell: (l) => (l.creditPeriod === null ? '-' : t('creditLeads.days', { count: l.creditPeriod })),
          nowrap: true,
        },
        {
          id: 'margin',
          header: t('creditLeads.program.margin'),
          cell: (l) => percent(l.grossMarginBp),
          align: 'right',
        },
        {
          id: 'until',
          header: t('creditLeads.program.validUntil'),
          cell: (l) => (l.validUntil ? <DateText value={l.validUntil} /> : '-'),
          nowrap: true,
        },
        {
          id: 'active',
          header: t('creditLeads.program.inForce'),
          cell: (l) => (l.active ? t('creditLeads.program.yes') : t('creditLeads.program.no')),
        },
      ]}
    />
  );
}
