import { formatCompactInr } from '@dom/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyChart } from '../../components/empty-chart/empty-chart';
import '../../i18n/parts/credit-limits';

interface Trend {
  label: string;
  invoicedPaise: string;
  collectedPaise: string;
  outstandingPaise: string;
}

const SERIES = [
  { key: 'invoicedPaise', colour: 'primary.main', textKey: 'creditLimits.trend.invoiced' },
  { key: 'collectedPaise', colour: 'success.main', textKey: 'creditLimits.trend.collected' },
  { key: 'outstandingPaise', colour: 'warning.main', textKey: 'creditLimits.trend.outstanding' },
] as const;

/** Periodic Trends as grouped bars (invoiced, collected, outstanding at the end of each bucket). */
export function TrendChart({ trends }: { trends: readonly Trend[] }) {
  const { t } = useTranslation();
  const values = trends.flatMap((x) => SERIES.map((s) => Math.max(0, Number(x[s.key]))));
  const max = Math.max(0, ...values);
  if (trends.length === 0 || max === 0) return <EmptyChart />;
  return (
    <Box role="img" aria-label={t('creditLimits.tabs.trends')}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {SERIES.map((s) => (
          <Stack key={s.key} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, bgcolor: s.colour, borderRadius: 0.5 }} />
            <Typography variant="caption">{t(s.textKey)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 220, overflowX: 'auto', pb: 1 }}>
        {trends.map((x) => (
          <Stack key={x.label} alignItems="center" sx={{ minWidth: 44, flex: 1, height: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', flex: 1, width: '100%' }}>
              {SERIES.map((s) => {
                const v = Math.max(0, Number(x[s.key]));
                return (
                  <Box
                    key={s.key}
                    title={`${t(s.textKey)}: ${formatCompactInr(BigInt(x[s.key]))}`}
                    sx={{
                      flex: 1,
                      bgcolor: s.colour,
                      height: `${(v / max) * 100}%`,
                      minHeight: v > 0 ? 2 : 0,
                    }}
                  />
                );
              })}
            </Box>
            <Typography variant="caption" noWrap>
              {x.label}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
