import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { InvoiceDetail } from '@dom/contract';
import {
  INVOICE_TRANSITIONS,
  type InvoiceAction,
  type InvoiceStatus,
  isInvoiceStatus,
  paiseToWire,
  parseRupees,
} from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { z } from 'zod';
import { useSession } from '../../app/session/session-context';
import { rupeesText } from '../../components/form/form-schemas';
import { PriceFormField } from '../../components/form/price-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { commentText } from '../../components/form/comment-schema';
import { CREDIT_KEY, type InvoiceEditAction, invoiceEditAction } from './credit-support';
import { rupeeText } from './settle-plan';
import '../../i18n/parts/credit';

/**
 * The invoice edit flow's buttons (doc 2 §5: edit prices, approve, reject, cancel): each shows only
 * when the invoice table allows the move from the invoice's state for this user and the user holds
 * the call's own permission. DELAYED and OVERDUE are OPEN as stored.
 */
const ACTIONS: readonly { path: InvoiceEditAction; move: InvoiceAction; permission: string }[] = [
  { path: 'edit-prices', move: 'submit', permission: 'Allow_Invoice_Edit_Prices' },
  { path: 'approve', move: 'approve', permission: 'Approve_Invoice_Edit' },
  { path: 'reject', move: 'reject', permission: 'Approve_Invoice_Edit' },
  { path: 'cancel', move: 'void', permission: 'Allow_Invoice_Edit_Prices' },
];

/** The status as stored (DELAYED and OVERDUE are OPEN aged); none for a value no invoice holds. */
function storedStatus(status: string): InvoiceStatus | null {
  const stored = status === 'DELAYED' || status === 'OVERDUE' ? 'OPEN' : status;
  return isInvoiceStatus(stored) ? stored : null;
}

export function invoiceActionsFor(
  invoice: Pick<InvoiceDetail, 'status' | 'amountPaise' | 'balancePaise'>,
  permissions: readonly string[],
): InvoiceEditAction[] {
  const from = storedStatus(invoice.status);
  return ACTIONS.filter(
    (a) =>
      permissions.includes(a.permission) &&
      from !== null &&
      INVOICE_TRANSITIONS.canTransition(from, a.move, permissions) &&
      // Only an untouched invoice can be cancelled; a paid one is corrected by a credit note.
      (a.move !== 'void' || invoice.balancePaise === invoice.amountPaise),
  ).map((a) => a.path);
}

export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState<InvoiceEditAction | null>(null);
  const actions = invoiceActionsFor(invoice, user?.permissions ?? []);
  if (actions.length === 0) return null;
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      role="group"
      aria-label={t('credit.invoiceEdit.actions')}
    >
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'approve' || action === 'edit-prices' ? 'contained' : 'outlined'}
          color={action === 'reject' || action === 'cancel' ? 'error' : 'primary'}
          onClick={() => setOpen(action)}
        >
          {t(`credit.invoiceEdit.labels.${action}`)}
        </Button>
      ))}
      {open && <InvoiceEditDialog invoice={invoice} action={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}

const EditSchema = z.object({ amount: rupeesText(), comments: commentText({ required: false }) });
const DecisionSchema = z.object({ amount: z.string(), comments: commentText({ required: false }) });
type EditForm = z.infer<typeof EditSchema>;

function InvoiceEditDialog({
  invoice,
  action,
  onClose,
}: {
  invoice: InvoiceDetail;
  action: InvoiceEditAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editing = action === 'edit-prices';
  const { control, handleSubmit } = useForm<EditForm>({
    resolver: zodResolver(editing ? EditSchema : DecisionSchema),
    defaultValues: { amount: editing ? rupeeText(BigInt(invoice.amountPaise)) : '', comments: '' },
    mode: 'onTouched',
  });
  const send = useActionMutation({
    mutationFn: (values: EditForm, idempotencyKey) => {
      const comments = values.comments.trim();
      const base = { invoiceId: invoice.id, version: invoice.version, ...(comments ? { comments } : {}) };
      return invoiceEditAction(
        action,
        editing ? { ...base, amountPaise: paiseToWire(parseRupees(values.amount)) } : base,
        idempotencyKey,
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      notify.success(t(`credit.invoiceEdit.done.${action}`));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t(`credit.invoiceEdit.titles.${action}`, { number: invoice.invoiceNumber })}
      question={t(`credit.invoiceEdit.questions.${action}`)}
      submitLabel={t(`credit.invoiceEdit.labels.${action}`)}
      danger={action === 'reject' || action === 'cancel'}
      busy={send.isPending}
      error={send.error}
      errorFallback={t('credit.invoiceEdit.failed')}
      onSubmit={(e) => void handleSubmit((values) => send.mutate(values))(e)}
      onClose={onClose}
    >
      {editing && (
        <PriceFormField control={control} name="amount" label={t('credit.invoiceEdit.amount')} required />
      )}
      <TextFormField
        control={control}
        name="comments"
        label={t('credit.revision.comments')}
        multiline
        minRows={2}
      />
    </ActionDialog>
  );
}
