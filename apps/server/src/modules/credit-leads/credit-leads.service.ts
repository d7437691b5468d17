import type {
  BuyerEntityDetail,
  CamTagOwner,
  BuyerEntityListQuery,
  CreditLeadCreate,
  CreditLeadDetail,
  CreditLeadListQuery,
  CreditLeadPage,
  CreditLeadUpdate,
  LeadAllowedAction,
  LeadEnrich,
  LeadHistoryEntry,
} from '@dom/contract';
import {
  CREDIT_LEAD_CHECKS,
  CREDIT_LEAD_MESSAGES,
  CREDIT_LEAD_TRANSITIONS,
  type CheckOutcome,
  holdsPermission,
  istDateOf,
  type CreditLeadAction,
  type CreditLeadCheck,
  ratingOutlook,
  revenueGrowthPercent,
  vaultScore,
} from '@dom/domain';
import type { Caller } from '../../platform/caller';
import { listAuditFor, recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { outsideCall } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import { applyMove } from '../../platform/moves';
import { foundInScope } from '../identity';
import { discountingProgramOf } from '../credit-limits';
import type { VerificationChecks, VerificationSubject } from '../../integrations/verification/verification';
import { VerificationUnavailable } from '../../integrations/verification/verification';
import { CREDIT_LEAD_MACHINE } from './credit-lead-machine';
import {
  type CreditLeadRow,
  addVaultScore,
  checksOf,
  entitiesByIds,
  entitiesByKeys,
  entityBuyers,
  findBuyer,
  findEntityByKey,
  findLead,
  insertLead,
  isEntityMember,
  latestLeadsOf,
  listEntities,
  listLeads,
  nextKey,
  saveCheck,
  taggedEntitiesOf,
  updateLead,
  vaultScoresOf,
} from './credit-leads.repo';
import { buyerEntities } from './credit-leads.schema';

export interface CreditLeadDeps {
  db: Db;
  checks: VerificationChecks;
  clock: () => Date;
}

/** The states in which the lead's fields and checks may still change. */
const WORKED: readonly CreditLeadRow['status'][] = ['SUBMITTED', 'IN_PROGRESS', 'NEED_ENRICHMENT'];

const caller2move = (caller: Caller) => ({
  scope: caller.scope,
  permissions: caller.permissions,
  actor: caller.actor,
});

// ---------------------------------------------------------------------------------------------
// Reads

/** The buttons of a lead: the table's moves the caller may make, each with its endpoint. */
function allowedActions(lead: CreditLeadRow, caller: Caller, ceoLimitPaise: bigint): LeadAllowedAction[] {
  const params = { leadKey: lead.leadKey };
  const out: LeadAllowedAction[] = [];
  const can = (action: CreditLeadAction) =>
    CREDIT_LEAD_TRANSITIONS.canTransition(lead.status, action, caller.permissions);
  if (WORKED.includes(lead.status) && caller.permissions.has('Allow_Credit_Lead_Enrich'))
    out.push({ action: 'runChecks', endpoint: 'creditLeads.run-all-checks', params, to: null });
  const submitAs: CreditLeadAction = lead.requestedLimitPaise > ceoLimitPaise ? 'submitForCeo' : 'submit';
  if (can(submitAs))
    out.push({
      action: 'submit',
      endpoint: 'creditLeads.submit',
      params: {},
      to: CREDIT_LEAD_TRANSITIONS.targetOf(lead.status, submitAs),
    });
  if (can('requestEnrichment'))
    out.push({
      action: 'requestEnrichment',
      endpoint: 'creditLeads.enrich',
      params: {},
      to: 'NEED_ENRICHMENT',
    });
  if (can('enrich'))
    out.push({ action: 'enrich', endpoint: 'creditLeads.enrich', params: {}, to: 'IN_PROGRESS' });
  if (can('archive'))
    out.push({ action: 'archive', endpoint: 'creditLeads.archive', params: {}, to: 'ARCHIVED' });
  return out;
}

/**
 * cams/tag-owners: the CAM owner of the lead's entity and of each entity tagged on it (the lead in
 * the caller's scope, else 404); an entity's CAM is its latest lead that is not archived.
 */
export async function camTagOwners(db: DbOrTx, caller: Caller, leadKey: string): Promise<CamTagOwner[]> {
  const lead = foundInScope(await findLead(db, caller.scope, leadKey), 'Credit lead');
  const ids = [lead.entityId, ...lead.taggedEntityIds.filter((id) => id !== lead.entityId)];
  const [entities, cams] = await Promise.all([entitiesByIds(db, ids), latestLeadsOf(db, ids)]);
  return ids.flatMap((id) => {
    const entity = entities.find((e) => e.id === id);
    if (!entity) return [];
    const cam = cams.find((c) => c.entityId === id);
    return [
      {
        entityKey: entity.entityKey,
        entityName: entity.name,
        relation: id === lead.entityId ? ('SELF' as const) : ('TAGGED' as const),
        camLeadKey: cam?.leadKey ?? null,
        camStatus: cam?.status ?? null,
        ownerEmail: cam ? (cam.rmEmail ?? cam.createdBy) : null,
        raisedBy: cam?.createdBy ?? null,
        updatedAt: cam?.updatedAt.toISOString() ?? null,
      },
    ];
  });
}

export async function leadDetail(
  db: DbOrTx,
  caller: Caller,
  leadKey: string,
  ceoLimitPaise: bigint,
): Promise<CreditLeadDetail> {
  const lead = foundInScope(await findLead(db, caller.scope, leadKey), 'Credit lead');
  return presentLead(db, lead, caller, ceoLimitPaise);
}

async function presentLead(
  db: DbOrTx,
  lead: CreditLeadRow,
  caller: Caller,
  ceoLimitPaise: bigint,
): Promise<CreditLeadDetail> {
  const [checks, scores, [entity], tagged, buyers] = await Promise.all([
    checksOf(db, lead.id),
    vaultScoresOf(db, lead.id),
    entitiesByIds(db, [lead.entityId]),
    entitiesByIds(db, lead.taggedEntityIds),
    entityBuyers(db, lead.entityId),
  ]);
  const buyer = buyers.find((b) => b.buyerId === lead.buyerId);
  const discountingProgram = await programOf(
    db,
    caller,
    buyers.map((b) => b.buyerId),
  );
  const validations = Object.fromEntries(
    CREDIT_LEAD_CHECKS.map((c) => [c, checks.find((x) => x.check === c)?.outcome ?? null]),
  );
  const allocations = (
    lead.allocations.length > 0
      ? lead.allocations
      : [{ buyerId: lead.buyerId, limitPaise: lead.requestedLimitPaise.toString() }]
  ).map((a) => {
    const b = buyers.find((x) => x.buyerId === a.buyerId);
    return {
      buyerId: a.buyerId,
      buyerName: b?.name ?? '',
      buyerCode: b?.code ?? '',
      limitPaise: a.limitPaise,
      currentLimitPaise: b?.limitPaise ?? '0',
    };
  });
  return {
    leadKey: lead.leadKey,
    status: lead.status,
    version: lead.version,
    buyerEntityKey: entity?.entityKey ?? '',
    buyerEntityName: entity?.name ?? '',
    buyerId: lead.buyerId,
    buyerName: buyer?.name ?? '',
    companyName: lead.companyName,
    registrationType: lead.registrationType,
    registrationNumber: lead.registrationNumber,
    pan: lead.pan,
    gstins: lead.gstins,
    financials: lead.financials,
    requestedLimitPaise: lead.requestedLimitPaise.toString(),
    requestedPeriodDays: lead.requestedPeriodDays,
    ratingBand: lead.ratingBand,
    outlook: lead.outlook,
    vaultScore: lead.vaultScore,
    validations,
    checks: checks.map((c) => ({
      check: c.check,
      outcome: c.outcome,
      summary: c.summary,
      result: c.result,
      ranAt: c.ranAt.toISOString(),
      ranBy: c.ranBy,
    })),
    taggedEntities: tagged.map((t) => ({
      entityKey: t.entityKey,
      name: t.name,
      pan: t.pan,
      relation: 'Tagged on the lead',
    })),
    allocations,
    vaultScores: scores.map((s) => ({
      score: s.score,
      band: s.band,
      outlook: s.outlook,
      at: s.at.toISOString(),
    })),
    discountingProgram,
    approvalKey: lead.approvalKey,
    createdBy: lead.createdBy,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    allowedActions: allowedActions(lead, caller, ceoLimitPaise),
  };
}

export async function leadList(
  db: DbOrTx,
  caller: Caller,
  query: CreditLeadListQuery,
  statuses?: readonly string[],
): Promise<CreditLeadPage> {
  const { rows, total, counts } = await listLeads(
    db,
    caller.scope,
    { ...query, ...(statuses ? { statuses } : {}) },
    query,
  );
  return {
    content: rows.map((r) => ({
      ...r,
      requestedLimitPaise: r.requestedLimitPaise.toString(),
      createdAt: r.createdAt.toISOString(),
    })),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / query.pageSize),
    totalIsCapped: false,
    counts,
  };
}

export async function leadHistory(db: DbOrTx, caller: Caller, leadKey: string): Promise<LeadHistoryEntry[]> {
  const lead = foundInScope(await findLead(db, caller.scope, leadKey), 'Credit lead');
  const rows = await listAuditFor(db, 'credit_lead', lead.leadKey, 200);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action,
    actorId: r.actorId,
    before: r.before,
    after: r.after,
  }));
}

// ---------------------------------------------------------------------------------------------
// Buyer entities

export async function entityList(db: DbOrTx, caller: Caller, query: BuyerEntityListQuery) {
  const { rows, total } = await listEntities(db, caller.scope, query.text, query);
  return {
    content: rows.map(({ entityId: _id, ...r }) => r),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / query.pageSize),
    totalIsCapped: false,
  };
}

export async function entityDetail(
  db: DbOrTx,
  caller: Caller,
  entityKey: string,
): Promise<BuyerEntityDetail> {
  const entity = foundInScope(await findEntityByKey(db, caller.scope, entityKey), 'Buyer entity');
  const [buyers, tagged, leads, activity] = await Promise.all([
    entityBuyers(db, entity.id),
    taggedEntitiesOf(db, entity.id),
    listLeads(db, caller.scope, { buyerEntityKey: entity.entityKey }, { pageNumber: 0, pageSize: 100 }),
    listAuditFor(db, 'buyer_entity', entity.entityKey, 100),
  ]);
  const discountingProgram = await programOf(
    db,
    caller,
    buyers.map((b) => b.buyerId),
  );
  const sum = (k: 'limitPaise' | 'utilisedPaise') => buyers.reduce((s, b) => s + BigInt(b[k]), 0n).toString();
  return {
    entityKey: entity.entityKey,
    name: entity.name,
    pan: entity.pan,
    gstins: buyers.map((b) => b.gstin).sort(),
    buyerCount: buyers.length,
    limitPaise: sum('limitPaise'),
    utilisedPaise: sum('utilisedPaise'),
    taggedCount: tagged.length,
    buyers: buyers.map(({ rmEmail: _r, tmEmail: _t, ...b }) => b),
    taggedEntities: tagged,
    leads: leads.rows.map((r) => ({
      ...r,
      requestedLimitPaise: r.requestedLimitPaise.toString(),
      createdAt: r.createdAt.toISOString(),
    })),
    activity: activity.map((r) => ({
      at: r.at.toISOString(),
      action: r.action,
      actorId: r.actorId,
      before: r.before,
      after: r.after,
    })),
    discountingProgram,
  };
}

/** The Discounting Program tab's lines, only for a caller holding its permission (doc 3 §2). */
const programOf = (db: DbOrTx, caller: Caller, buyerIds: readonly string[]) =>
  holdsPermission(caller.permissions, 'Display_Discounting_Program_Tab')
    ? discountingProgramOf(db, buyerIds, istDateOf(new Date()))
    : Promise.resolve([]);

// ---------------------------------------------------------------------------------------------
// Commands

const fieldsOf = (body: CreditLeadUpdate) => ({
  companyName: body.companyName,
  registrationType: body.registrationType,
  registrationNumber: body.registrationType === 'N/A' ? null : (body.registrationNumber ?? null),
  pan: body.pan,
  gstins: [...new Set(body.gstins)],
  financials: body.financials,
  requestedLimitPaise: BigInt(body.requestedLimitPaise),
  requestedPeriodDays: body.requestedPeriodDays,
});

async function taggedIds(tx: DbOrTx, keys: readonly string[], own: string): Promise<string[]> {
  const found = await entitiesByKeys(tx, keys);
  const missing = keys.filter((k) => !found.some((f) => f.entityKey === k));
  if (missing.length > 0)
    throw badRequest([{ field: 'taggedEntityKeys', message: `No buyer entity ${missing.join(', ')}` }]);
  if (found.some((f) => f.id === own))
    throw badRequest([{ field: 'taggedEntityKeys', message: 'An entity cannot be tagged to itself' }]);
  return found.map((f) => f.id);
}

export async function createLead(tx: Tx, caller: Caller, body: CreditLeadCreate, ceoLimitPaise: bigint) {
  const entity = await findEntityByKey(tx, caller.scope, body.buyerEntityKey);
  if (!entity)
    throw badRequest([{ field: 'buyerEntityKey', message: `No buyer entity ${body.buyerEntityKey}` }]);
  const buyer = await findBuyer(tx, caller.scope, body.buyerId);
  if (!buyer || !(await isEntityMember(tx, entity.id, buyer.id)))
    throw badRequest([{ field: 'buyerId', message: `The buyer is not one of ${entity.entityKey}'s` }]);
  const leadKey = `CL${await nextKey(tx, 'credit_lead_key_seq')}`;
  const fields = fieldsOf(body);
  const lead = await insertLead(tx, {
    leadKey,
    status: 'SUBMITTED',
    entityId: entity.id,
    buyerId: buyer.id,
    ...fields,
    taggedEntityIds: await taggedIds(tx, body.taggedEntityKeys, entity.id),
    allocations: [{ buyerId: buyer.id, limitPaise: fields.requestedLimitPaise.toString() }],
    rmEmail: buyer.rmEmail,
    tmEmail: buyer.tmEmail,
    businessUnit: buyer.businessUnit,
    createdBy: caller.userId,
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'credit-lead.create',
    entityType: 'credit_lead',
    entityId: leadKey,
    after: { ...body, status: 'SUBMITTED' },
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'buyer-entity.lead-raised',
    entityType: 'buyer_entity',
    entityId: entity.entityKey,
    after: { leadKey, requestedLimitPaise: body.requestedLimitPaise },
  });
  return presentLead(tx, lead, caller, ceoLimitPaise);
}

/** PUT credit/lead/{key}: changes the fields while the lead is worked; the log keeps before and after. */
export async function updateLeadFields(
  tx: Tx,
  caller: Caller,
  leadKey: string,
  body: CreditLeadUpdate,
  ceoLimitPaise: bigint,
) {
  const lead = foundInScope(await findLead(tx, caller.scope, leadKey, true), 'Credit lead');
  if (!WORKED.includes(lead.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `A credit lead in ${lead.status} cannot be changed.`,
      { from: lead.status },
      409,
    );
  const fields = fieldsOf(body);
  const tagged = await taggedIds(tx, body.taggedEntityKeys, lead.entityId);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const next = { ...fields, taggedEntityIds: tagged };
  for (const [k, v] of Object.entries(next)) {
    const was = (lead as Record<string, unknown>)[k];
    const a = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
    const b = JSON.stringify(was, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
    if (a !== b) {
      before[k] = JSON.parse(b);
      after[k] = JSON.parse(a);
    }
  }
  const allocations =
    lead.allocations.length === 1 && lead.allocations[0]!.buyerId === lead.buyerId
      ? [{ buyerId: lead.buyerId, limitPaise: fields.requestedLimitPaise.toString() }]
      : lead.allocations;
  const written = await updateLead(tx, lead.id, lead.version, { ...next, allocations });
  if (!written) throw new AppError('CONFLICT', 'The credit lead was changed by someone else; reload it.');
  if (Object.keys(after).length > 0)
    await recordAudit(tx, {
      ...caller.actor,
      action: 'credit-lead.modify',
      entityType: 'credit_lead',
      entityId: leadKey,
      before,
      after,
    });
  return presentLead(tx, written, caller, ceoLimitPaise);
}

function subjectOf(lead: CreditLeadRow): VerificationSubject {
  return {
    companyName: lead.companyName,
    registrationType: lead.registrationType,
    registrationNumber: lead.registrationNumber,
    pan: lead.pan,
    gstins: lead.gstins,
    financials: lead.financials.map((f) => ({
      year: f.year,
      revenuePaise: BigInt(f.revenuePaise),
      profitPaise: BigInt(f.profitPaise),
      netWorthPaise: BigInt(f.netWorthPaise),
    })),
  };
}

/**
 * Runs checks on a lead: each vendor's answer is kept (the vendor validation flags), the rating
 * band (C360), outlook and vault score recomputed and the score added to its history; the first
 * check starts the review (SUBMITTED → IN_PROGRESS). The vendors are called outside any
 * transaction (`outsideCall`: the lead read, the vendors asked, the answers written under the
 * lead's lock and its version checked); a vendor that does not answer is a 503 and nothing is
 * recorded.
 */
export async function runChecks(
  deps: CreditLeadDeps,
  caller: Caller,
  leadKey: string,
  which: readonly CreditLeadCheck[],
  ceoLimitPaise: bigint,
) {
  return outsideCall(deps.db, {
    prepare: async (tx) => {
      const seen = foundInScope(await findLead(tx, caller.scope, leadKey), 'Credit lead');
      if (!WORKED.includes(seen.status))
        throw new AppError(
          'TRANSITION_NOT_ALLOWED',
          `A credit lead in ${seen.status} takes no more checks.`,
          { from: seen.status },
          409,
        );
      return seen;
    },
    call: async (seen) => {
      const subject = subjectOf(seen);
      try {
        return await Promise.all(
          which.map(async (check) => ({ check, answer: await deps.checks[check].run(subject) })),
        );
      } catch (err) {
        if (err instanceof VerificationUnavailable)
          throw new AppError(
            'UNAVAILABLE',
            `The ${err.check} check did not answer; try again.`,
            { check: err.check },
            503,
          );
        throw err;
      }
    },
    record: async (tx, seen, answers) => {
      const subject = subjectOf(seen);
      let lead = foundInScope(await findLead(tx, caller.scope, leadKey, true), 'Credit lead');
      if (lead.version !== seen.version)
        throw new AppError('CONFLICT', 'The credit lead was changed while the checks ran; run them again.');
      const now = deps.clock();
      for (const { check, answer } of answers)
        await saveCheck(tx, {
          leadId: lead.id,
          check,
          outcome: answer.outcome,
          summary: answer.summary,
          result: answer.result,
          ranAt: now,
          ranBy: caller.userId,
        });
      const all = await checksOf(tx, lead.id);
      const outcomes = Object.fromEntries(all.map((c) => [c.check, c.outcome])) as Partial<
        Record<CreditLeadCheck, CheckOutcome>
      >;
      const band = answers.find((a) => a.answer.ratingBand)?.answer.ratingBand ?? lead.ratingBand;
      const growth = revenueGrowthPercent(subject.financials);
      const outlook = ratingOutlook(outcomes, growth);
      const score = vaultScore(outcomes, band);
      if (lead.status === 'SUBMITTED')
        lead = await applyMove(tx, CREDIT_LEAD_MACHINE, {
          key: leadKey,
          action: 'startReview',
          caller: caller2move(caller),
        });
      const written = await updateLead(tx, lead.id, lead.version, {
        ratingBand: band,
        outlook,
        vaultScore: score,
      });
      if (!written) throw new AppError('CONFLICT', 'The credit lead was changed by someone else; reload it.');
      await addVaultScore(tx, { leadId: lead.id, score, band, outlook, at: now });
      await recordAudit(tx, {
        ...caller.actor,
        action: 'credit-lead.checks',
        entityType: 'credit_lead',
        entityId: leadKey,
        after: {
          checks: Object.fromEntries(answers.map((a) => [a.check, a.answer.outcome])),
          vaultScore: score,
          ratingBand: band,
          outlook,
        },
      });
      return presentLead(tx, written, caller, ceoLimitPaise);
    },
  });
}

export async function enrichLead(tx: Tx, caller: Caller, body: LeadEnrich, ceoLimitPaise: bigint) {
  const lead = await applyMove(tx, CREDIT_LEAD_MACHINE, {
    key: body.leadKey,
    action: body.step === 'REQUEST' ? 'requestEnrichment' : 'enrich',
    caller: caller2move(caller),
    detail: body.comment ? { comment: body.comment } : {},
  });
  return presentLead(tx, lead, caller, ceoLimitPaise);
}

export async function archiveLead(
  tx: Tx,
  caller: Caller,
  leadKey: string,
  comment: string | undefined,
  ceoLimitPaise: bigint,
) {
  const lead = await applyMove(tx, CREDIT_LEAD_MACHINE, {
    key: leadKey,
    action: 'archive',
    caller: caller2move(caller),
    detail: comment ? { comment } : {},
  });
  return presentLead(tx, lead, caller, ceoLimitPaise);
}

/** Submitting needs the GST and MCA checks run (the credit memo's facts). */
export async function assertReadyToSubmit(tx: DbOrTx, lead: CreditLeadRow) {
  const ran = new Set((await checksOf(tx, lead.id)).map((c) => c.check));
  if (!ran.has('gst') || !ran.has('mca'))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      CREDIT_LEAD_MESSAGES.needsChecks,
      { from: lead.status },
      409,
    );
}

export { buyerEntities };
