import {
  type OnboardingAllowedAction,
  type OnboardingMove,
  type OnboardingMoveResult,
  PARTY_ENDPOINTS,
  allowedAction,
} from '@dom/contract';
import {
  BUYER_ONBOARDING_TRANSITIONS,
  SELLER_ONBOARDING_TRANSITIONS,
  buyerOnboardingStatusLabel,
  sellerOnboardingStatusLabel,
} from '@dom/domain';
import type { Tx } from '../../platform/db/database';
import { applyMove } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import type { Actor } from './buyer-contacts.service';
import { BUYER_ONBOARDING_MACHINE, SELLER_ONBOARDING_MACHINE } from './onboarding-machines';

type BuyerState = Parameters<typeof BUYER_ONBOARDING_TRANSITIONS.nextActions>[0];
type SellerState = Parameters<typeof SELLER_ONBOARDING_TRANSITIONS.nextActions>[0];

/** The buyer's onboarding moves the caller may make now, each through the buyer's status call. */
export const buyerMoves = (
  id: string,
  status: string,
  permissions: ReadonlySet<string>,
): OnboardingAllowedAction[] =>
  BUYER_ONBOARDING_TRANSITIONS.nextActions(status as BuyerState, permissions).map((m) =>
    allowedAction(m.action, PARTY_ENDPOINTS.moveBuyer, { id }, m.to),
  );
/** The seller's onboarding moves the caller may make now, each through the seller's status call. */
export const sellerMoves = (
  id: string,
  status: string,
  permissions: ReadonlySet<string>,
): OnboardingAllowedAction[] =>
  SELLER_ONBOARDING_TRANSITIONS.nextActions(status as SellerState, permissions).map((m) =>
    allowedAction(m.action, PARTY_ENDPOINTS.moveSeller, { id }, m.to),
  );

/**
 * A buyer's onboarding move (KYC steps, suspension) through the domain's table, under the row lock,
 * with an audit row and an outbox event in the same transaction. A move the table lacks is 409; one
 * the caller may not make is 403 (the error handler maps the domain's TransitionError).
 */
export async function moveBuyer(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  id: string,
  move: OnboardingMove,
  actor: Actor,
): Promise<OnboardingMoveResult> {
  const moved = await applyMove(tx, BUYER_ONBOARDING_MACHINE, {
    key: id,
    action: move.action,
    caller: { scope, permissions, actor },
  });
  const to = moved.onboardingStatus;
  return {
    id,
    status: to,
    statusLabel: buyerOnboardingStatusLabel(to),
    allowedActions: buyerMoves(id, to, permissions),
  };
}

export async function moveSeller(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  id: string,
  move: OnboardingMove,
  actor: Actor,
): Promise<OnboardingMoveResult> {
  const moved = await applyMove(tx, SELLER_ONBOARDING_MACHINE, {
    key: id,
    action: move.action,
    caller: { scope, permissions, actor },
  });
  const to = moved.onboardingStatus;
  return {
    id,
    status: to,
    statusLabel: sellerOnboardingStatusLabel(to),
    allowedActions: sellerMoves(id, to, permissions),
  };
}
