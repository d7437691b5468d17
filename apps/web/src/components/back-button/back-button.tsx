import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppHistory } from '../../app/app-router';

/**
 * How many headers on the screen show breadcrumbs. The shell's back arrow gives way to them: the
 * crumbs already name the way back (issue 18: an arrow beside breadcrumbs was a second way back).
 */
const CrumbsContext = createContext<{ shown: number; add: (delta: number) => void } | null>(null);

export function BackButtonScope({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(0);
  const add = useCallback((delta: number) => setShown((n) => n + delta), []);
  const value = useMemo(() => ({ shown, add }), [shown, add]);
  return <CrumbsContext.Provider value={value}>{children}</CrumbsContext.Provider>;
}

/** Called by a header that shows breadcrumbs: the shell's arrow hides while it is on screen. */
export function useCrumbsShown(shown: boolean) {
  const add = useContext(CrumbsContext)?.add;
  useEffect(() => {
    if (!shown || !add) return undefined;
    add(1);
    return () => add(-1);
  }, [shown, add]);
}

/**
 * Shown only when there is somewhere to go back to inside the app (doc 1 §2), and not where the
 * page shows breadcrumbs. The shell renders the one arrow; pages do not add their own.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useAppHistory();
  const crumbs = useContext(CrumbsContext)?.shown ?? 0;
  // Read on every navigation: the location changes whenever the history index does.
  useLocation();
  if (history.index <= 0 || crumbs > 0) return null;
  return (
    <Tooltip title={t('common.back')}>
      <IconButton aria-label={t('common.back')} onClick={() => void navigate(-1)} edge="start">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
}
