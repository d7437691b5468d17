import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OnboardingMove, OnboardingMoveResult } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../components/notifications/notifications-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { apiPost } from '../../lib/api-client';

type Action = OnboardingMove['action'];
// Moves that take a party out of business ask first; the KYC steps are routine.
const RISKY = new Set<Action>(['suspend', 'rejectKyc']);

/** The onboarding moves the server says this user may make now (KYC steps, suspend, reinstate). */
export function OnboardingActions({
  path,
  actions,
  cacheKey,
}: {
  /** The status call, e.g. `/credit/buyer/profile/<id>/status`. */
  path: string;
  actions: readonly Action[];
  cacheKey: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const move = useActionMutation({
    mutationFn: (action: Action, idempotencyKey) =>
      apiPost<OnboardingMoveResult>(path, { action }, { idempotencyKey }),
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
          key={action}
          size="small"
          variant="outlined"
          color={RISKY.has(action) ? 'error' : 'primary'}
          disabled={move.isPending}
          onClick={() => (RISKY.has(action) ? setAsking(action) : move.mutate(action))}
        >
          {t(`parties.onboarding.actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`parties.onboarding.actions.${asking}`) : undefined}
        message={t('parties.onboarding.confirm')}
        confirmLabel={asking ? t(`parties.onboarding.actions.${asking}`) : undefined}
        confirmColor="error"
        busy={move.isPending}
        onConfirm={() => asking && move.mutate(asking)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
