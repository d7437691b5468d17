import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { OrderDetail } from '@dom/contract';
import { DOCUMENT_TYPES, formatDisplayDateTime } from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useErrorToast } from '../../lib/use-error-toast';
import { documentPaths } from './orders-api';

/** The order's documents; a download asks the server for fresh signed links first. */
export function OrderDocumentsTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [opening, setOpening] = useState<string | null>(null);
  if (order.documents.length === 0) return <EmptyState />;

  const open = async (documentId: string) => {
    setOpening(documentId);
    try {
      const paths = await documentPaths(order.orderKey);
      const found = paths.find((p) => p.documentId === documentId);
      if (found) window.open(found.path, '_blank', 'noopener');
      else showError(null, t('orders.downloadFailed'));
    } catch (error) {
      showError(error, t('orders.downloadFailed'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <Paper variant="outlined">
      <List aria-label={t('orders.tabs.documents')}>
        {order.documents.map((doc) => {
          const known = DOCUMENT_TYPES.some((d) => d.value === doc.documentType);
          return (
            <ListItem
              key={doc.id}
              divider
              secondaryAction={
                <Button size="small" disabled={opening === doc.id} onClick={() => void open(doc.id)}>
                  {t('orders.download')}
                </Button>
              }
            >
              <ListItemText
                primary={doc.fileName}
                secondary={`${known ? t(`orders.documentTypes.${doc.documentType}`) : doc.documentType} · ${formatDisplayDateTime(doc.uploadedAt)}`}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
