import type { CreditLeadDetail, LeadCommand } from '@dom/contract';
import { type CreditLeadBands, creditLeadApprovalSteps, formatInrWithSymbol } from '@dom/domain';
import type { Caller } from '../../platform/caller';
import type { Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { SYSTEM, applyMove } from '../../platform/moves';
import { raiseApprovalIn, registerApprovalPolicy } from '../approvals';
import { setBuyerCreditLimit } from '../credit';
import { foundInScope } from '../identity';
import { CREDIT_LEAD_MACHINE } from './credit-lead-machine';
import { entitiesByIds, findLead, updateLead } from './credit-leads.repo';
import { type CreditLeadDeps, assertReadyToSubmit, leadDetail } from './credit-leads.service';

/** The subject type of a credit lead in the approvals engine. */
export const CREDIT_LEAD_SUBJECT = 'credit/lead';

/**
 * A credit lead's approval (doc 3 §3–4): sales → finance → credit → CEO (only above the configured
 * limit) → co-option, through the approvals engine (the requester never approves, a rejection ends
 * it). Approved, the lead moves to APPROVED on behalf of the last approver and each allocation
 * becomes its buyer's credit limit, in the decision's transaction; rejected, the lead is REJECTED;
 * withdrawn, it goes back to IN_PROGRESS.
 */
export function registerCreditLeadPolicy(deps: CreditLeadDeps, bands: CreditLeadBands): void {
  registerApprovalPolicy(deps.db, {
    subjectType: CREDIT_LEAD_SUBJECT,
    label: 'Credit lead',
    describe: async (tx, key, requester) => {
      const lead = await findLead(tx, requester.scope, key);
      if (!lead) return undefined;
      if (lead.status !== 'PENDING' && lead.status !== 'NEED_CEO_APPROVAL')
        throw new AppError(
          'TRANSITION_NOT_ALLOWED',
          `Only a submitted credit lead goes for approval; ${key} is ${lead.status}.`,
          { status: lead.status },
          409,
        );
      const [entity] = await entitiesByIds(tx, [lead.entityId]);
      return {
        summary: `Credit limit ${formatInrWithSymbol(lead.requestedLimitPaise)} for ${lead.companyName} (${key})`,
        businessValuePaise: lead.requestedLimitPaise,
        metaData: [
          { label: 'Credit lead', value: key, enhancerType: null },
          {
            label: 'Buyer entity',
            value: `${entity?.name ?? ''} (${entity?.entityKey ?? ''})`,
            enhancerType: null,
          },
          {
            label: 'Requested limit',
            value: formatInrWithSymbol(lead.requestedLimitPaise),
            enhancerType: null,
          },
          { label: 'Credit period', value: `${lead.requestedPeriodDays} days`, enhancerType: null },
          {
            label: 'Vault score',
            value: lead.vaultScore === null ? '—' : String(lead.vaultScore),
            enhancerType: null,
          },
          { label: 'Rating band', value: lead.ratingBand, enhancerType: null },
        ],
      };
    },
    steps: (amount) => creditLeadApprovalSteps(amount, bands),
    onDecided: async (tx, request, outcome, by) => {
      const action = outcome === 'APPROVED' ? 'approve' : outcome === 'REJECTED' ? 'reject' : 'withdraw';
      const lead = await applyMove(tx, CREDIT_LEAD_MACHINE, {
        key: request.subjectKey,
        action,
        caller: SYSTEM,
        onBehalfOf: by,
        detail: { approvalKey: request.approvalKey },
      });
      if (outcome !== 'APPROVED') return undefined;
      const allocations =
        lead.allocations.length > 0
          ? lead.allocations
          : [{ buyerId: lead.buyerId, limitPaise: lead.requestedLimitPaise.toString() }];
      for (const allocation of allocations)
        await setBuyerCreditLimit(tx, {
          buyerId: allocation.buyerId,
          limitPaise: BigInt(allocation.limitPaise),
          reason: `Credit lead ${lead.leadKey} approved in ${request.approvalKey}`,
          actorId: by.actorId,
          actingAsId: by.actingAsId,
          requestId: by.requestId,
          source: 'CREDIT_LEAD',
        });
      return undefined;
    },
  });
}

/**
 * lead/submit: the lead goes for approval — PENDING, or NEED_CEO_APPROVAL above the CEO limit — and
 * the approval request is raised in the engine, both in the request's transaction: should the
 * raise be refused, the refusal is answered and nothing of the submit is kept (the lead stays
 * IN_PROGRESS). `deps.db` only names the engine whose policies decide.
 */
export async function submitLead(
  deps: CreditLeadDeps,
  tx: Tx,
  caller: Caller,
  body: LeadCommand,
  ceoLimitPaise: bigint,
): Promise<CreditLeadDetail> {
  const move = { scope: caller.scope, permissions: caller.permissions, actor: caller.actor };
  const lead = foundInScope(await findLead(tx, caller.scope, body.leadKey, true), 'Credit lead');
  const action = lead.requestedLimitPaise > ceoLimitPaise ? 'submitForCeo' : 'submit';
  const moved = await applyMove(tx, CREDIT_LEAD_MACHINE, {
    key: body.leadKey,
    action,
    caller: move,
    check: () => assertReadyToSubmit(tx, lead),
    detail: body.comment ? { comment: body.comment } : {},
  });
  const approvalKey = await raiseApprovalIn(deps.db, tx, caller, {
    subjectType: CREDIT_LEAD_SUBJECT,
    subjectKey: body.leadKey,
    comment: body.comment ?? `Credit lead ${body.leadKey} submitted for approval`,
  });
  const written = await updateLead(tx, moved.id, moved.version, { approvalKey });
  if (!written) throw new AppError('CONFLICT', 'The credit lead was changed by someone else; reload it.');
  return leadDetail(tx, caller, body.leadKey, ceoLimitPaise);
}
