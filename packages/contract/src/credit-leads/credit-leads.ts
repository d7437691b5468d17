import {
  CHECK_OUTCOMES,
  CIN_MESSAGE,
  CIN_PATTERN,
  CREDIT_LEAD_CHECKS,
  CREDIT_LEAD_MESSAGES,
  CREDIT_LEAD_STATUSES,
  CREDIT_RATING_BANDS,
  LLPIN_MESSAGE,
  LLPIN_PATTERN,
  PAN_MESSAGE,
  PAN_PATTERN,
  RATING_OUTLOOKS,
  REGISTRATION_TYPES,
} from '@dom/domain';
import { z } from 'zod';
import { MoneySchema, SignedMoneySchema, moneySchema } from '../common/money';
import { CommentSchema } from '../common/comment';
import { allowedActionTo } from '../common/allowed-action';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryText } from '../common/query';
import { GstinSchema, PlainTextSchema } from '../parties/party-common';
import { DiscountingProgramLineSchema } from '../credit-limits/credit-limits';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const CreditLeadStatusSchema = z.enum(values(CREDIT_LEAD_STATUSES));
export const RegistrationTypeSchema = z.enum(values(REGISTRATION_TYPES));
export const CreditLeadCheckSchema = z.enum(CREDIT_LEAD_CHECKS);
export const CheckOutcomeSchema = z.enum(CHECK_OUTCOMES);
export const CreditRatingBandSchema = z.enum(values(CREDIT_RATING_BANDS));
export const RatingOutlookSchema = z.enum(values(RATING_OUTLOOKS));

const LimitPaiseSchema = moneySchema({ positive: true, message: CREDIT_LEAD_MESSAGES.needsAmount });
export const PanSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string().regex(PAN_PATTERN, PAN_MESSAGE),
);

/** One year of the lead's financials (the financial spread reads them). */
export const FinancialYearSchema = z.object({
  year: z.number().int().min(2000, 'Enter a year from 2000').max(2100, 'Enter a year up to 2100'),
  revenuePaise: MoneySchema,
  // A loss is a negative profit, and a company may be worth less than nothing: signed.
  profitPaise: SignedMoneySchema,
  netWorthPaise: SignedMoneySchema,
});
export type FinancialYear = z.infer<typeof FinancialYearSchema>;

const leadFields = {
  companyName: PlainTextSchema(200),
  registrationType: RegistrationTypeSchema,
  registrationNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
    z.string().max(30).optional(),
  ),
  pan: PanSchema,
  gstins: z.array(GstinSchema).min(1, 'Add at least one GSTIN').max(20, 'At most 20 GSTINs'),
  financials: z.array(FinancialYearSchema).max(5, 'At most five years').default([]),
  requestedLimitPaise: LimitPaiseSchema,
  requestedPeriodDays: z.number().int().min(1, 'Enter 1 to 180 days').max(180, 'Enter 1 to 180 days'),
  taggedEntityKeys: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
};

/** The registration number fits its type: a CIN, an LLPIN, or none for N/A. */
function checkRegistration(
  lead: { registrationType?: string; registrationNumber?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (lead.registrationType === 'CIN' && !CIN_PATTERN.test(lead.registrationNumber ?? ''))
    ctx.addIssue({
      code: 'custom',
      path: ['registrationNumber'],
      message: CIN_MESSAGE,
    });
  if (lead.registrationType === 'LLP' && !LLPIN_PATTERN.test(lead.registrationNumber ?? ''))
    ctx.addIssue({
      code: 'custom',
      path: ['registrationNumber'],
      message: LLPIN_MESSAGE,
    });
}

/** POST credit/lead: a new lead on a buyer entity, for one of its buyers. */
export const CreditLeadCreateSchema = z
  .object({
    buyerEntityKey: z.string().trim().min(1, 'Choose a buyer entity').max(20),
    buyerId: z.uuid('Choose a buyer'),
    ...leadFields,
  })
  .superRefine(checkRegistration);
export type CreditLeadCreate = z.infer<typeof CreditLeadCreateSchema>;

/** PUT credit/lead/{leadKey}: the lead's fields, changed while it is being worked. */
export const CreditLeadUpdateSchema = z.object(leadFields).superRefine(checkRegistration);
export type CreditLeadUpdate = z.infer<typeof CreditLeadUpdateSchema>;

export const LeadKeyParamSchema = z.object({
  leadKey: z.string().regex(/^CL\d{4,}$/, 'Not a credit lead key'),
});
export const LeadCheckParamSchema = LeadKeyParamSchema.extend({ check: CreditLeadCheckSchema });

export const LeadCommandSchema = z.object({
  leadKey: z.string().regex(/^CL\d{4,}$/, 'Not a credit lead key'),
  comment: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    CommentSchema.max(500, 'At most 500 characters').optional(),
  ),
});
export type LeadCommand = z.infer<typeof LeadCommandSchema>;

/** lead/enrich: the credit desk asks for more data (REQUEST), or the data is in (DONE). */
export const LeadEnrichSchema = LeadCommandSchema.extend({ step: z.enum(['REQUEST', 'DONE']) });
export type LeadEnrich = z.infer<typeof LeadEnrichSchema>;

export const CreditLeadListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), CreditLeadStatusSchema.optional()),
  text: queryText(),
  buyerEntityKey: queryText(),
});
export type CreditLeadListQuery = z.infer<typeof CreditLeadListQuerySchema>;

export const CreditLeadRowSchema = z.object({
  leadKey: z.string(),
  status: CreditLeadStatusSchema,
  companyName: z.string(),
  buyerEntityKey: z.string(),
  buyerName: z.string(),
  requestedLimitPaise: z.string(),
  requestedPeriodDays: z.number(),
  vaultScore: z.number().nullable(),
  approvalKey: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditLeadRow = z.infer<typeof CreditLeadRowSchema>;

export const CreditLeadPageSchema = pageOf(CreditLeadRowSchema).extend({
  /** Leads in scope by status (the list's tabs). */
  counts: z.record(z.string(), z.number()),
});
export type CreditLeadPage = z.infer<typeof CreditLeadPageSchema>;

export const LeadCheckResultSchema = z.object({
  check: CreditLeadCheckSchema,
  outcome: CheckOutcomeSchema,
  /** One line: what the vendor found (e.g. the registry status). */
  summary: z.string(),
  /** The vendor's answer as it came. */
  result: z.record(z.string(), z.unknown()),
  ranAt: z.string(),
  ranBy: z.string().nullable(),
});
export type LeadCheckResult = z.infer<typeof LeadCheckResultSchema>;

export const VaultScoreEntrySchema = z.object({
  score: z.number(),
  band: CreditRatingBandSchema,
  outlook: RatingOutlookSchema,
  at: z.string(),
});
export type VaultScoreEntry = z.infer<typeof VaultScoreEntrySchema>;

export const LeadHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type LeadHistoryEntry = z.infer<typeof LeadHistoryEntrySchema>;

/** An allowed action (`AllowedActionSchema`) whose `to` is a lead status. */
export const LeadAllowedActionSchema = allowedActionTo(CreditLeadStatusSchema);
export type LeadAllowedAction = z.infer<typeof LeadAllowedActionSchema>;

export const TaggedEntitySchema = z.object({
  entityKey: z.string(),
  name: z.string(),
  pan: z.string(),
  relation: z.string(),
});
export type TaggedEntity = z.infer<typeof TaggedEntitySchema>;

export const AllocationSchema = z.object({
  buyerId: z.string(),
  buyerName: z.string(),
  buyerCode: z.string(),
  limitPaise: z.string(),
  /** The limit the buyer's credit account holds now. */
  currentLimitPaise: z.string(),
});
export type Allocation = z.infer<typeof AllocationSchema>;

export const CreditLeadDetailSchema = z.object({
  leadKey: z.string(),
  status: CreditLeadStatusSchema,
  version: z.number(),
  buyerEntityKey: z.string(),
  buyerEntityName: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  companyName: z.string(),
  registrationType: RegistrationTypeSchema,
  registrationNumber: z.string().nullable(),
  pan: z.string(),
  gstins: z.array(z.string()),
  financials: z.array(FinancialYearSchema),
  requestedLimitPaise: z.string(),
  requestedPeriodDays: z.number(),
  ratingBand: CreditRatingBandSchema,
  outlook: RatingOutlookSchema.nullable(),
  vaultScore: z.number().nullable(),
  /** Which checks ran and what they found (the vendor validation flags). */
  validations: z.record(z.string(), CheckOutcomeSchema.nullable()),
  checks: z.array(LeadCheckResultSchema),
  taggedEntities: z.array(TaggedEntitySchema),
  allocations: z.array(AllocationSchema),
  vaultScores: z.array(VaultScoreEntrySchema),
  /** The financing-partner programmes of the entity's buyers (empty without the tab's permission). */
  discountingProgram: z.array(DiscountingProgramLineSchema),
  approvalKey: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: z.array(LeadAllowedActionSchema),
});
export type CreditLeadDetail = z.infer<typeof CreditLeadDetailSchema>;

export const LeadHistorySchema = z.array(LeadHistoryEntrySchema);

/**
 * cams/tag-owners: for the lead's own entity and each entity tagged on it, whose CAM (credit memo)
 * it is: the entity's latest credit lead, its state and its owner (the relationship manager the
 * lead was raised for, else who raised it). An entity without a lead has no CAM owner yet.
 */
export const CamTagOwnerSchema = z.object({
  entityKey: z.string(),
  entityName: z.string(),
  /** SELF for the lead's own entity, TAGGED for an entity tagged on the lead. */
  relation: z.enum(['SELF', 'TAGGED']),
  camLeadKey: z.string().nullable(),
  camStatus: CreditLeadStatusSchema.nullable(),
  ownerEmail: z.string().nullable(),
  raisedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CamTagOwner = z.infer<typeof CamTagOwnerSchema>;
export const CamTagOwnersSchema = z.array(CamTagOwnerSchema);

// ---------------------------------------------------------------------------------------------
// Lead documents (putSignedUrl, document, document/delete)

const LEAD_KEY = z.string().regex(/^CL\d{4,}$/, 'Not a credit lead key');

/** One paper stored against a lead. */
export const LeadDocumentSchema = z.object({
  documentId: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type LeadDocument = z.infer<typeof LeadDocumentSchema>;
export const LeadDocumentListSchema = z.array(LeadDocumentSchema);
export const LeadDocumentUploadResultSchema = z.object({ documents: z.array(LeadDocumentSchema) });
export const LeadDocumentParamSchema = z.object({
  leadKey: LEAD_KEY,
  documentId: z.uuid('Not a valid document id'),
});
export const LeadDocumentDeleteSchema = z.object({
  leadKey: LEAD_KEY,
  documentId: z.uuid('Not a valid document id'),
});
export type LeadDocumentDelete = z.infer<typeof LeadDocumentDeleteSchema>;

// ---------------------------------------------------------------------------------------------
// Buyer entities

export const BuyerEntityListQuerySchema = PageQuerySchema.extend({ text: queryText() });
export type BuyerEntityListQuery = z.infer<typeof BuyerEntityListQuerySchema>;

export const BuyerEntityRowSchema = z.object({
  entityKey: z.string(),
  name: z.string(),
  pan: z.string(),
  gstins: z.array(z.string()),
  buyerCount: z.number(),
  limitPaise: z.string(),
  utilisedPaise: z.string(),
  taggedCount: z.number(),
});
export type BuyerEntityRow = z.infer<typeof BuyerEntityRowSchema>;
export const BuyerEntityPageSchema = pageOf(BuyerEntityRowSchema);

export const EntityKeyParamSchema = z.object({
  entityKey: z.string().regex(/^BE\d{4,}$/, 'Not a buyer entity key'),
});

export const EntityBuyerSchema = z.object({
  buyerId: z.string(),
  code: z.string(),
  name: z.string(),
  gstin: z.string(),
  businessUnit: z.string(),
  limitPaise: z.string(),
  utilisedPaise: z.string(),
});

export const BuyerEntityDetailSchema = BuyerEntityRowSchema.extend({
  buyers: z.array(EntityBuyerSchema),
  taggedEntities: z.array(TaggedEntitySchema),
  leads: z.array(CreditLeadRowSchema),
  activity: z.array(LeadHistoryEntrySchema),
  /** The financing-partner programmes of the entity's buyers (empty without the tab's permission). */
  discountingProgram: z.array(DiscountingProgramLineSchema),
});
export type BuyerEntityDetail = z.infer<typeof BuyerEntityDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Credit memo

export const CreditMemoDownloadQuerySchema = z.object({
  leadKey: z.string().regex(/^CL\d{4,}$/, 'Not a credit lead key'),
  entityKey: z.string().regex(/^BE\d{4,}$/, 'Not a buyer entity key'),
});
export type CreditMemoDownloadQuery = z.infer<typeof CreditMemoDownloadQuerySchema>;

/** One buyer's (or the entity's) insight figures: the last 12 months and today's credit position. */
export const InsightFiguresSchema = z.object({
  ordersCount: z.number().int(),
  orderValuePaise: z.string(),
  lastOrderDate: z.string().nullable(),
  invoicesCount: z.number().int(),
  invoicedPaise: z.string(),
  collectedPaise: z.string(),
  /** Collected ÷ invoiced over the 12 months, in basis points; null when nothing was invoiced. */
  collectionBp: z.number().int().nullable(),
  openInvoices: z.number().int(),
  overdueInvoices: z.number().int(),
  oldestOverdueDays: z.number().int(),
  /** Limit with the enhancers and ad-hoc limits in force. */
  totalLimitPaise: z.string(),
  utilisedPaise: z.string(),
  availablePaise: z.string(),
  /** Utilised ÷ total limit, in basis points; null without a limit. */
  utilisationBp: z.number().int().nullable(),
  overduePaise: z.string(),
  overdueInterestPaise: z.string(),
  overdueBuckets: z.array(z.object({ bucket: z.string(), paise: z.string() })),
});
export type InsightFigures = z.infer<typeof InsightFiguresSchema>;

/**
 * Buyer-entity insights (`credit/lead/buyerEntity/insights`): what the entity's orders, invoices,
 * ledger and overdue invoices say, for the whole entity and per buyer, as of a day.
 */
export const BuyerEntityInsightsSchema = z.object({
  entityKey: z.string(),
  name: z.string(),
  asOf: z.string(),
  periodFrom: z.string(),
  total: InsightFiguresSchema,
  buyers: z.array(
    InsightFiguresSchema.extend({ buyerId: z.string(), buyerName: z.string(), buyerCode: z.string() }),
  ),
});
export type BuyerEntityInsights = z.infer<typeof BuyerEntityInsightsSchema>;
