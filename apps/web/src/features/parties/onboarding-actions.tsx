import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OnboardingAllowedAction, OnboardingMoveResult } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { callAllowedAction } from '../../lib/allowed-actions';
import '../../i18n/parts/parties';

type Action = OnboardingAllowedAction['action'];
// Moves that take a party out of business ask first; the KYC steps are routine.
const RISKY = new Set<Action>(['suspend', 'rejectKyc']);

/** The onboarding moves the server says this user may make now (KYC steps, suspend, reinstate). */
export function OnboardingActions({
  actions,
  cacheKey,
}: {
  /** The party's allowed actions: each names the party's status call and its id. */
  actions: readonly OnboardingAllowedAction[];
  cacheKey: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<OnboardingAllowedAction | null>(null);
  const move = useActionMutation({
    mutationFn: (action: OnboardingAllowedAction, idempotencyKey) =>
      callAllowedAction<OnboardingMoveResult>(action, { action: action.action }, { idempotencyKey }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [cacheKey] });
      notify.success(
        t('parties.onboarding.done', {
          status: t(`statusLabels.${result.statusLabel}`, { defaultValue: result.statusLabel }),
        }),
      );
    },
    onError: (error) => showError(error, t('parties.onboarding.failed')),
    onSettled: () => setAsking(null),
  });
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action.action}
          size="small"
          variant="outlined"
          color={RISKY.has(action.action) ? 'error' : 'primary'}
          disabled={move.isPending}
          onClick={() => (RISKY.has(action.action) ? setAsking(action) : move.mutate(action))}
        >
          {t(`parties.onboarding.actions.${action.action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`parties.onboarding.actions.${asking.action}`) : undefined}
        message={t('parties.onboarding.confirm')}
        confirmLabel={asking ? t(`parties.onboarding.actions.${asking.action}`) : undefined}
        confirmColor="error"
        busy={move.isPending}
        onConfirm={() => asking && move.mutate(asking)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
