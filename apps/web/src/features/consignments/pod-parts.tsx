import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BuyerContact, ConsignmentDetail } from '@dom/contract';
import { POD_PRIMARY_DOCUMENT_TYPES, displayFileName, isPodPrimaryDocumentType } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../components/file-upload/file-upload';
import { useNotify } from '../../components/notifications/notifications-context';
import { useMessageText } from '../../i18n/message-text';
import { documentTypeText } from './consignment-documents-tab';
import { CONSIGNMENTS_KEY, uploadConsignmentFile } from './consignments-support';
import '../../i18n/parts/consignments';

/** The spec's site co-ordinator: the contact's role or department says so (doc 2 §9). */
export const isSiteCoordinator = (c: BuyerContact) =>
  c.roles.includes('SITE_COORDINATOR') || c.department?.trim().toLowerCase() === 'site co-ordinator';

/**
 * Whom to ask on site: the buyer's site co-ordinators (`/zoho/buyer-contact-details`), else the
 * primary contact the server names instead, said as such.
 */
export function PodContacts({ consignmentKey }: { consignmentKey: string }) {
  const { t } = useTranslation();
  const contacts = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'pod-contacts', consignmentKey],
    queryFn: () => call(CONSIGNMENT_ENDPOINTS.buyerContactDetails, { query: { consignmentKey } }),
  });
  if (contacts.isPending) return <Skeleton variant="rounded" height={56} />;
  if (contacts.error) return <Alert severity="warning">{t('consignments.pod.contactsFailed')}</Alert>;
  const people = contacts.data.podContacts;
  const coordinators = people.some(isSiteCoordinator);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('consignments.pod.siteCoordinator')}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {coordinators ? t('consignments.pod.siteCoordinator') : t('consignments.pod.noSiteCoordinator')}
      </Typography>
      {people.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('consignments.pod.noContact')}
        </Typography>
      )}
      {people.map((c) => (
        <Typography key={c.contactId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {[c.name, c.designation ?? c.department].filter(Boolean).join(' · ')}
          {' · '}
          <Link href={`tel:${c.phoneNumber}`}>{c.phoneNumber}</Link>
          {c.email && (
            <>
              {' · '}
              <Link href={`mailto:${c.email}`}>{c.email}</Link>
            </>
          )}
        </Typography>
      ))}
    </Paper>
  );
}

/**
 * The two primary documents for the books system: chosen among the consignment's documents that
 * prove delivery (buyer POD, lorry receipt, weighment slip, invoice), with an upload right here;
 * an uploaded document is ticked while fewer than two are.
 */
export function PodDocumentsPicker({
  consignment,
  value,
  onChange,
  error,
  canUpload,
}: {
  consignment: ConsignmentDetail;
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [fileType, setFileType] = useState<string>('BUYER_POD');
  const documents = consignment.documents.filter((d) => isPodPrimaryDocumentType(d.documentType));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{t('consignments.fields.primaryDocuments')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('consignments.pod.primaryTypes')}</FormHelperText>
      {documents.length === 0 && (
        <FormHelperText sx={{ mx: 0 }}>{t('consignments.documents.noneForPod')}</FormHelperText>
      )}
      <FormGroup>
        {documents.map((doc) => (
          <FormControlLabel
            key={doc.documentId}
            label={`${displayFileName(doc.fileName)} · ${documentTypeText(t, doc.documentType)}`}
            control={
              <Checkbox
                checked={value.includes(doc.documentId)}
                onChange={(e) => toggle(doc.documentId, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{messageText(error)}</FormHelperText>}
      {canUpload && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
          <TextField
            select
            size="small"
            label={t('consignments.documents.type')}
            value={fileType}
            onChange={(e) => setFileType(e.target.value)}
            sx={{ maxWidth: 320 }}
          >
            {POD_PRIMARY_DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {documentTypeText(t, type)}
              </MenuItem>
            ))}
          </TextField>
          <FileUpload
            single
            label={t('consignments.pod.uploadLabel')}
            failureMessage={t('consignments.documents.uploadFailed')}
            onUpload={async (files, onProgress) => {
              const file = files[0];
              if (!file) return;
              const doc = await uploadConsignmentFile(consignment.consignmentKey, fileType, file, onProgress);
              notify.success(t('consignments.documents.uploaded'));
              if (value.length < 2) onChange([...value, doc.documentId]);
              await queryClient.invalidateQueries({ queryKey: [CONSIGNMENTS_KEY, 'detail'] });
            }}
          />
        </Box>
      )}
    </FormControl>
  );
}
