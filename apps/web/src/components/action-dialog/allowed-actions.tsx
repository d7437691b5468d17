import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import type { ActionCall } from '../../lib/allowed-actions';
import { BasicTextField } from '../form/basic-text-field';
import { ActionDialog } from './action-dialog';
import { useAllowedActionMutation } from './use-endpoint-mutation';

/** How a screen shows its allowed actions and what each press sends. */
export interface AllowedActionsProps<A extends ActionCall> {
  /** The server's allowed actions, in its order: each names the call that does it. */
  actions: readonly A[];
  /** The button's words (and the dialog's submit label). */
  label: (action: A) => string;
  /** The dialog's title; the label unless told otherwise. */
  title?: (action: A) => string;
  question?: (action: A) => string | undefined;
  /** Red, for what cannot be undone. */
  danger?: (action: A) => boolean;
  variant?: (action: A) => 'contained' | 'outlined';
  size?: 'small' | 'medium';
  /** The comment box's label, for the actions that take one (`commentFor`); none without it. */
  commentLabel?: string;
  commentFor?: (action: A) => boolean;
  commentMaxLength?: number;
  /** The body the action's call takes, from the typed comment (`undefined` when left blank). */
  body?: (action: A, comment: string | undefined) => unknown;
  errorFallback?: string;
  /** After the call succeeded: refresh, tell, move on. The dialog closes first. */
  onDone: (action: A, result: unknown) => void;
}

/**
 * The buttons of the actions the server allows now, each opening the generic action dialog (its
 * question, an optional comment, the server's refusal) that calls the endpoint the action names.
 * The screen maps no action back to a call: the server's answer carries it.
 */
export function AllowedActions<A extends ActionCall>(props: AllowedActionsProps<A>): ReactNode {
  const { actions, label, variant, size } = props;
  const [open, setOpen] = useState<A | null>(null);
  return (
    <>
      {actions.map((a) => (
        <Button key={a.action} size={size} variant={variant?.(a) ?? 'outlined'} onClick={() => setOpen(a)}>
          {label(a)}
        </Button>
      ))}
      {open && <AllowedActionDialog {...props} action={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The generic dialog of one allowed action: its question, an optional comment, the call it names. */
export function AllowedActionDialog<A extends ActionCall>({
  action,
  label,
  title,
  question,
  danger,
  commentLabel,
  commentFor,
  commentMaxLength,
  body,
  errorFallback,
  onDone,
  onClose,
}: Omit<AllowedActionsProps<A>, 'actions' | 'variant' | 'size'> & { action: A; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const withComment = commentLabel !== undefined && (commentFor?.(action) ?? true);
  const mutation = useAllowedActionMutation<unknown, A>({
    onSuccess: (result) => {
      onClose();
      onDone(action, result);
    },
  });
  return (
    <ActionDialog
      title={title?.(action) ?? label(action)}
      question={question?.(action)}
      submitLabel={label(action)}
      danger={danger?.(action) ?? false}
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback={errorFallback}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const text = withComment ? comment.trim() || undefined : undefined;
        mutation.mutate({ action, body: body ? body(action, text) : undefined });
      }}
    >
      {withComment && (
        <BasicTextField
          label={commentLabel}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          {...(commentMaxLength ? { htmlInput: { maxLength: commentMaxLength } } : {})}
        />
      )}
    </ActionDialog>
  );
}
