import { downloadFile } from '../../lib/download';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { CREDIT_ENDPOINTS, DOCUMENT_ENDPOINTS } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BuyerProfile } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { useExportAction } from '../../components/data-table/export-button';
import { DateText } from '../../components/date-text/date-text';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { QueryStatus } from '../../components/query-status/query-status';
import { useListState } from '../../components/list-state/use-list-state';
import { CREDIT_KEY } from './credit-support';
import { LedgerAgeingPanel } from './ledger-ageing';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { LedgerAdjustmentDialog } from './ledger-adjustment-dialog';
import '../../i18n/parts/credit';

const LEDGER_DATE = 'ledgerDate';

/** Dr when the buyer owes (a debit balance), Cr when the buyer is in credit; nothing at zero. */
function DrCr({ paise }: { paise: string }) {
  const { t } = useTranslation();
  const value = BigInt(paise);
  if (value === 0n) return null;
  return <>{value > 0n ? t('credit.ledger.dr') : t('credit.ledger.cr')}</>;
}

/** A balance as its size with Dr/Cr beside it. */
function Balance({ paise }: { paise: string }) {
  const value = BigInt(paise);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Amount value={(value < 0n ? -value : value).toString()} coloured={false} /> <DrCr paise={paise} />
    </Box>
  );
}

/** The buyer profile's Ledger tab (its own tab, not under Payments): needs the ledger permission. */
export function BuyerLedgerTab({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  if (!hasPermission('View_Buyer_Ledger')) return <Alert severity="info">{t('credit.noLedgerAccess')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <BuyerLedger buyer={buyer} />
      <LedgerAgeingPanel buyerId={buyer.buyerId} />
    </Box>
  );
}

/** The buyer's ledger for a date range: opening balance, each entry with the running balance, closing balance. */
export function BuyerLedger({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'dateRange', key: LEDGER_DATE, label: t('credit.ledger.period') }],
    [t],
  );
  // The period lives in the address like any list filter, beside the tab in the hash.
  const state = useListState(filters);
  const { [`${LEDGER_DATE}From`]: fromDate, [`${LEDGER_DATE}To`]: toDate } = state.query;
  const query = { buyerId: buyer.buyerId, fromDate, toDate };
  const statement = useQuery({
    queryKey: [CREDIT_KEY, 'ledger', query],
    queryFn: () => call(CREDIT_ENDPOINTS.ledger, { query }),
  });
  const exporter = useExportAction(
    () => downloadXlsx(urlOf(CREDIT_ENDPOINTS.exportLedger), 'ledger', query),
    t('credit.ledger.exportFailed'),
  );
  const statementPdf = useExportAction(
    () =>
      downloadFile(urlOf(DOCUMENT_ENDPOINTS.statementPdf), { fileName: 'statement-of-account.pdf', query }),
    t('credit.ledger.exportFailed'),
  );
  const statementXlsx = useExportAction(
    () => downloadXlsx(urlOf(DOCUMENT_ENDPOINTS.statementXlsx), 'statement-of-account', query),
    t('credit.ledger.exportFailed'),
  );
  const data = statement.data;
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Box
      component="section"
      aria-label={t('credit.ledger.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ flex: '1 1 100%' }}>
          {t('credit.ledger.title')}
        </Typography>
        <Box sx={{ flex: '1 1 auto' }}>
          <FilterBar
            filters={filters}
            values={state.values}
            onChange={state.setFilter}
            onClearAll={state.clearAll}
          />
        </Box>
        {hasPermission('Allow_Invoice_Settlement') && (
          <Button variant="outlined" onClick={() => setAdjusting(true)}>
            {t('credit.adjustment.open')}
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={() => void statementPdf.start()}
          disabled={statementPdf.exporting}
        >
          {t('credit.ledger.statementPdf')}
        </Button>
        {hasPermission('Allow_Ledger_Export') && (
          <>
            <Button
              variant="outlined"
              onClick={() => void statementXlsx.start()}
              disabled={statementXlsx.exporting}
            >
              {t('credit.ledger.statementXlsx')}
            </Button>
            <Button variant="outlined" onClick={() => void exporter.start()} disabled={exporter.exporting}>
              {t('credit.ledger.export')}
            </Button>
          </>
        )}
      </Box>
      <QueryStatus
        pending={statement.isPending}
        error={statement.error}
        fallback={t('credit.ledger.failed')}
      />
      {data && (
        <>
          <FactGrid>
            <Fact label={t('credit.ledger.opening')}>
              <Balance paise={data.openingBalancePaise} />
            </Fact>
            <Fact label={t('credit.ledger.totalDebit')}>
              <Amount value={data.totalDebitPaise} coloured={false} />
            </Fact>
            <Fact label={t('credit.ledger.totalCredit')}>
              <Amount value={data.totalCreditPaise} coloured={false} />
            </Fact>
            <Fact label={t('credit.ledger.closing')}>
              <Balance paise={data.closingBalancePaise} />
            </Fact>
          </FactGrid>
          <SimpleTable
            label={t('credit.ledger.title')}
            headers={[
              { text: t('credit.ledger.date') },
              { text: t('credit.ledger.type') },
              { text: t('credit.ledger.reference') },
              { text: t('credit.ledger.debit'), align: 'right' },
              { text: t('credit.ledger.credit'), align: 'right' },
              { text: t('credit.ledger.balance'), align: 'right' },
              { text: t('credit.ledger.drCr') },
            ]}
            rows={data.rows.map((r) => ({
              id: r.entryId,
              cells: [
                <DateText key="d" value={r.entryDate} />,
                t(`credit.ledger.types.${r.type}`, { defaultValue: r.typeLabel }),
                r.reference,
                <Amount key="dr" value={r.debitPaise} coloured={false} />,
                <Amount key="cr" value={r.creditPaise} coloured={false} />,
                <Amount
                  key="b"
                  value={(BigInt(r.balancePaise) < 0n
                    ? -BigInt(r.balancePaise)
                    : BigInt(r.balancePaise)
                  ).toString()}
                  coloured={false}
                />,
                <DrCr key="dc" paise={r.balancePaise} />,
              ],
            }))}
          />
        </>
      )}
      {adjusting && <LedgerAdjustmentDialog buyer={buyer} onClose={() => setAdjusting(false)} />}
    </Box>
  );
}
