import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** React Router keeps the position of each entry in `history.state.idx`; 0 is where the tab started. */
export function canGoBack(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null) return false;
  const idx = (historyState as { idx?: unknown }).idx;
  return typeof idx === 'number' && idx > 0;
}

/** Shown only when there is somewhere to go back to inside the app (doc 1 §2). */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read on every navigation: the location changes whenever the history index does.
  useLocation();
  if (!canGoBack(window.history.state)) return null;
  return (
    <Tooltip title={t('common.back')}>
      <IconButton aria-label={t('common.back')} onClick={() => void navigate(-1)} edge="start">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
}
