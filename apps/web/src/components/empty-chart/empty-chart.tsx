import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Stands in for a chart without data: 'No data' (doc 1 §8), keeping the chart's height. */
export function EmptyChart({ height = 240 }: { height?: number | string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <BarChartOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography>{t('chart.noData')}</Typography>
    </Box>
  );
}
