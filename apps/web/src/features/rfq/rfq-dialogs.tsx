import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReassignBusinessUser } from '@dom/contract';
import {
  BUSINESS_USER_TYPES,
  type BusinessUserType,
  RFQ_CLOSE_REASONS,
  type RfqCloseReason,
} from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { BasicTextField } from '../../components/form/basic-text-field';
import { serverFieldErrors } from '../../components/form/server-errors';
import { SearchSelect } from '../../components/search-select/search-select';
import type { FilterOption } from '../../components/filter-bar/filter-types';

import '../../i18n/parts/rfq';

/** A confirmation with an optional comment: enquiry steps, quotation actions. */
export function CommentDialog({
  title,
  question,
  submitLabel,
  danger = false,
  run,
  onDone,
  onClose,
}: {
  title: string;
  question?: string;
  submitLabel: string;
  danger?: boolean;
  run: (comment: string | undefined, key: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const mutation = useActionMutation({
    mutationFn: (c: string | undefined, key: string) => run(c, key),
    onSuccess: onDone,
  });
  return (
    <ActionDialog
      title={title}
      question={question}
      submitLabel={submitLabel}
      danger={danger}
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback={t('rfq.actionFailed')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate(comment.trim() || undefined);
      }}
    >
      <BasicTextField
        label={t('rfq.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
      />
    </ActionDialog>
  );
}

/** Drop (cancel) or reject (lost) an enquiry with one of the reasons. */
export function CloseDialog({
  title,
  run,
  onDone,
  onClose,
}: {
  title: string;
  run: (body: { reason: RfqCloseReason; comment?: string }, key: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<RfqCloseReason | ''>('');
  const [comment, setComment] = useState('');
  const mutation = useActionMutation({ mutationFn: run, onSuccess: onDone });
  return (
    <ActionDialog
      title={title}
      submitLabel={title}
      danger
      busy={mutation.isPending}
      submitDisabled={!reason}
      error={mutation.error}
      errorFallback={t('rfq.actionFailed')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason) mutation.mutate({ reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      }}
    >
      <RadioGroup
        aria-label={t('rfq.closeReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value as RfqCloseReason)}
      >
        {RFQ_CLOSE_REASONS.map((r) => (
          <FormControlLabel
            key={r.value}
            value={r.value}
            control={<Radio />}
            label={t(`rfq.reasons.${r.value}`)}
          />
        ))}
      </RadioGroup>
      <BasicTextField label={t('rfq.comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
    </ActionDialog>
  );
}

/** Share the enquiry with sellers: pick them one by one. */
export function ShareDialog({
  run,
  onDone,
  onClose,
}: {
  run: (sellerIds: string[], key: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<FilterOption[]>([]);
  const mutation = useActionMutation({ mutationFn: run, onSuccess: onDone });
  return (
    <ActionDialog
      title={t('rfq.actions.shareWithSellers')}
      submitLabel={t('rfq.share.submit')}
      busy={mutation.isPending}
      submitDisabled={picked.length === 0}
      error={mutation.error}
      errorFallback={t('rfq.actionFailed')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate(picked.map((p) => p.value));
      }}
    >
      <SearchSelect
        label={t('rfq.share.addSeller')}
        value={null}
        onChange={(v) => {
          if (v && !picked.some((p) => p.value === v.value)) setPicked([...picked, v]);
        }}
        loadOptions={(q) => call(RFQ_ENDPOINTS.sellerOptions, { query: { search: q } })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {picked.map((p) => (
          <Chip
            key={p.value}
            label={p.label}
            onDelete={() => setPicked(picked.filter((x) => x.value !== p.value))}
          />
        ))}
      </Box>
    </ActionDialog>
  );
}

/** Who holds each business-user type of the enquiry now (the RFQ's `rmEmail`, `cmEmail`, `sourcerEmail`). */
export type BusinessUserOwners = Record<BusinessUserType, string | null>;

/**
 * Reassign business user (`reassignBusinessUserType`): hand the enquiry to another RM, CM or
 * sourcer, found by name or email among the active users holding the type's team role
 * (`GET /enquiry/businessUsers`). The server checks again; its answer about the email shows under
 * the field.
 */
export function ReassignDialog({
  rfqKey,
  owners,
  run,
  onDone,
  onClose,
}: {
  rfqKey: string;
  owners: BusinessUserOwners;
  run: (body: Omit<ReassignBusinessUser, 'rfqKey'>, key: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<BusinessUserType | ''>('');
  const [user, setUser] = useState<FilterOption | null>(null);
  const [comment, setComment] = useState('');
  const mutation = useActionMutation({ mutationFn: run, onSuccess: onDone });
  const emailError = serverFieldErrors(mutation.error).find((f) => f.field === 'email')?.message;
  const current = type ? owners[type] : null;
  return (
    <ActionDialog
      title={t('rfq.actions.reassignBusinessUserType')}
      submitLabel={t('rfq.reassign.submit')}
      busy={mutation.isPending}
      submitDisabled={!type || !user}
      error={emailError ? null : mutation.error}
      errorFallback={t('rfq.actionFailed')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        if (!type || !user) return;
        mutation.mutate({
          businessUserType: type,
          email: user.value,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        });
      }}
    >
      <RadioGroup
        aria-label={t('rfq.reassign.type')}
        value={type}
        onChange={(e) => {
          setType(e.target.value as BusinessUserType);
          setUser(null);
        }}
      >
        {BUSINESS_USER_TYPES.map((b) => (
          <FormControlLabel
            key={b.value}
            value={b.value}
            control={<Radio />}
            label={t(`rfq.reassign.types.${b.value}`)}
          />
        ))}
      </RadioGroup>
      {type && (
        <>
          <SearchSelect
            // A fresh search for each type: the users of another role do not linger.
            key={type}
            label={t('rfq.reassign.user')}
            required
            value={user}
            onChange={setUser}
            loadOptions={(q) =>
              call(RFQ_ENDPOINTS.businessUserOptions, {
                query: { rfqKey, businessUserType: type, search: q },
              })
            }
            error={emailError}
          />
          <Typography variant="body2" color="text.secondary">
            {t('rfq.reassign.current', { email: current ?? t('rfq.reassign.nobody') })}
          </Typography>
        </>
      )}
      <BasicTextField label={t('rfq.comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
    </ActionDialog>
  );
}
