import type {
  CheckOutcome,
  CreditLeadCheck,
  CreditLeadStatus,
  CreditRatingBand,
  RatingOutlook,
  RegistrationType,
} from '@dom/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';
import { buyers } from '../parties/parties.schema';

/** Buyer entity keys are BE + this number; credit lead keys CL + the other. */
export const buyerEntityKeySeq = pgSequence('buyer_entity_key_seq', { startWith: 1001 });
export const creditLeadKeySeq = pgSequence('credit_lead_key_seq', { startWith: 10001 });

/**
 * A buyer entity: the legal entity (one PAN) behind one or more buyer accounts (its GSTINs, its
 * business units). Credit is assessed per entity; the limit is allocated to its buyers.
 */
export const buyerEntities = pgTable(
  'buyer_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityKey: text('entity_key').notNull().unique(),
    name: text('name').notNull(),
    pan: text('pan').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('buyer_entities_pan_idx').on(t.pan), index('buyer_entities_name_idx').on(t.name)],
);

/** Which buyers make up an entity (a buyer belongs to one entity). */
export const buyerEntityMembers = pgTable(
  'buyer_entity_members',
  {
    entityId: uuid('entity_id')
      .notNull()
      .references(() => buyerEntities.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.buyerId] }),
    uniqueIndex('buyer_entity_members_buyer_idx').on(t.buyerId),
  ],
);

/** Entities tagged to an entity (group companies, promoters' firms) and how they relate. */
export const buyerEntityTags = pgTable(
  'buyer_entity_tags',
  {
    entityId: uuid('entity_id')
      .notNull()
      .references(() => buyerEntities.id),
    taggedEntityId: uuid('tagged_entity_id')
      .notNull()
      .references(() => buyerEntities.id),
    relation: text('relation').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.taggedEntityId] })],
);

export interface LeadFinancialYear {
  year: number;
  revenuePaise: string;
  profitPaise: string;
  netWorthPaise: string;
}

export interface LeadAllocation {
  buyerId: string;
  limitPaise: string;
}

/**
 * A credit lead: the assessment of a buyer entity for a limit, moved by CREDIT_LEAD_TRANSITIONS.
 * The owner columns (rm/tm e-mail, unit) are the buyer's, copied when the lead is raised, so the
 * lead is scoped as its buyer is.
 */
export const creditLeads = pgTable(
  'credit_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadKey: text('lead_key').notNull().unique(),
    status: text('status').$type<CreditLeadStatus>().notNull(),
    version: integer('version').notNull().default(1),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => buyerEntities.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    companyName: text('company_name').notNull(),
    registrationType: text('registration_type').$type<RegistrationType>().notNull(),
    registrationNumber: text('registration_number'),
    pan: text('pan').notNull(),
    gstins: text('gstins').array().notNull(),
    financials: jsonb('financials').$type<LeadFinancialYear[]>().notNull().default([]),
    requestedLimitPaise: paise('requested_limit_paise').notNull(),
    requestedPeriodDays: integer('requested_period_days').notNull(),
    taggedEntityIds: uuid('tagged_entity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** How the approved limit is shared among the entity's buyers (Allocation Details). */
    allocations: jsonb('allocations').$type<LeadAllocation[]>().notNull().default([]),
    ratingBand: text('rating_band').$type<CreditRatingBand>().notNull().default('UNKNOWN'),
    outlook: text('outlook').$type<RatingOutlook>(),
    vaultScore: integer('vault_score'),
    approvalKey: text('approval_key'),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    businessUnit: text('business_unit').notNull(),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_leads_status_idx').on(t.status, t.createdAt),
    index('credit_leads_entity_idx').on(t.entityId),
    index('credit_leads_rm_idx').on(t.rmEmail),
  ],
);

/** The latest answer of each verification check of a lead (a re-run replaces it; history keeps both). */
export const creditLeadChecks = pgTable(
  'credit_lead_checks',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => creditLeads.id),
    check: text('check').$type<CreditLeadCheck>().notNull(),
    outcome: text('outcome').$type<CheckOutcome>().notNull(),
    summary: text('summary').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    ranAt: at('ran_at').notNull().defaultNow(),
    ranBy: text('ran_by'),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.check] })],
);

/** Every vault score a lead had, newest last (the vault score history tab). */
export const creditLeadVaultScores = pgTable(
  'credit_lead_vault_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => creditLeads.id),
    score: integer('score').notNull(),
    band: text('band').$type<CreditRatingBand>().notNull(),
    outlook: text('outlook').$type<RatingOutlook>().notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('credit_lead_vault_scores_lead_idx').on(t.leadId, t.at)],
);
