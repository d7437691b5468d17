import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications-context';

/** Copies `text` and says 'Copied to clipboard' as an info toast (doc 1 §8). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const name = label ?? t('copy.label');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.info(t('copy.copied'));
    } catch {
      notify.error(t('copy.failed'));
    }
  };
  return (
    <Tooltip title={name}>
      <IconButton size="small" aria-label={name} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
