import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { MovSellerCheck } from '@dom/contract';
import { formatInrWithSymbol } from '@dom/domain';
import { useTranslation } from 'react-i18next';
import '../../i18n/parts/rfq';

/**
 * The sellers whose order value falls short of their minimum order value (`ops-supply/mov/validate`,
 * as the server answers it with the comparison or the quotation): a warning, as placing the order
 * is refused until it is met. Nothing when every seller meets it.
 */
export function MovWarnings({ checks }: { checks: readonly MovSellerCheck[] }) {
  const { t } = useTranslation();
  const short = checks.filter((c) => !c.meets && c.movPaise !== null);
  if (short.length === 0) return null;
  const inr = (paise: string) => formatInrWithSymbol(BigInt(paise));
  return (
    <Alert severity="warning" data-testid="mov-warnings">
      <AlertTitle>{t('rfq.mov.title')}</AlertTitle>
      {short.map((c) => (
        <div key={c.sellerRfqKey}>
          {t('rfq.mov.notMet', {
            seller: c.sellerName,
            value: inr(c.orderValuePaise),
            mov: inr(c.movPaise!),
            shortfall: inr(c.shortfallPaise),
          })}
        </div>
      ))}
    </Alert>
  );
}
