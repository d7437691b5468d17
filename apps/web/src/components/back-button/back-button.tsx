import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppHistory } from '../../app/app-router';

/** Shown only when there is somewhere to go back to inside the app (doc 1 §2). */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useAppHistory();
  // Read on every navigation: the location changes whenever the history index does.
  useLocation();
  if (history.index <= 0) return null;
  return (
    <Tooltip title={t('common.back')}>
      <IconButton aria-label={t('common.back')} onClick={() => void navigate(-1)} edge="start">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
}
