import { ADHOC_LIMIT_STATUSES, CHEQUE_TYPES, SNAPSHOT_PERIODS } from '@dom/domain';
import { z } from 'zod';
import { CommentSchema } from '../common/comment';
import { AllowedActionSchema } from '../common/allowed-action';
import { pageOf, PageQuerySchema } from '../common/pagination';
import { queryDate, queryList, queryText } from '../common/query';
import { EnhancerTypeSchema, PaiseWireSchema } from '../orders/order-common';
import { PositivePaiseWireSchema } from '../credit/credit-common';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const ChequeTypeSchema = z.enum(values(CHEQUE_TYPES));
export const AdhocLimitStatusSchema = z.enum(values(ADHOC_LIMIT_STATUSES));
export const SnapshotPeriodSchema = z.enum(SNAPSHOT_PERIODS);

const isoDate = z.iso.date({ message: 'Use a date like 2025-03-05' });
const uuid = z.uuid({ message: 'Not an id' });
const days = z.coerce
  .number()
  .int('Whole days only')
  .min(0, 'Must be 0 or more')
  .max(365, 'At most 365 days');
const basisPoints = z.coerce.number().int().min(0, 'Must be 0 or more').max(10_000, 'At most 100%');

export const BuyerIdParamSchema = z.object({ buyerId: uuid });
export const EnhancerIdParamSchema = z.object({ id: uuid });

/** The buyer's credit position: one set of figures for the limits tab, the ledger and the credit check. */
export const CreditPositionSchema = z.object({
  buyerId: z.string(),
  buyerName: z.string(),
  hasCreditAccount: z.boolean(),
  creditLimitPaise: PaiseWireSchema,
  enhancersPaise: PaiseWireSchema,
  adhocPaise: PaiseWireSchema,
  /** The ledger's outstanding (debits less credits). */
  utilisedPaise: PaiseWireSchema,
  availablePaise: PaiseWireSchema,
  overdueInvoicesPaise: PaiseWireSchema,
  overdueInterestPaise: PaiseWireSchema,
  anchorBalancePaise: PaiseWireSchema.nullable(),
  documentBalancePaise: PaiseWireSchema.nullable(),
  /** Overdue open amounts by days past the due date: 0–30, 31–60, 61–90, 90+. */
  overdueBuckets: z.array(z.object({ bucket: z.string(), paise: PaiseWireSchema })),
  asOf: z.string(),
});
export type CreditPosition = z.infer<typeof CreditPositionSchema>;

/** A limit allocation row (Limit Allocation Details): one per kind of limit that makes the total. */
export const LimitAllocationSchema = z.object({
  source: z.enum(['CREDIT_LIMIT', 'ENHANCER', 'ADHOC']),
  label: z.string(),
  enhancerType: EnhancerTypeSchema.nullable(),
  amountPaise: PaiseWireSchema,
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
});

/**
 * One line of a Discounting Program (doc 3 §2, limit screen, buyer entity and credit lead tabs): a
 * financing-partner enhancer of a buyer — the financier, the financing type, the limit it funds, its
 * rate, credit period and margin, and whether it is in force today.
 */
export const DiscountingProgramLineSchema = z.object({
  enhancerId: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  financier: z.string().nullable(),
  financingType: z.string().nullable(),
  creditLimitPaise: PaiseWireSchema,
  rateOfInterestBp: z.number().int().nullable(),
  creditPeriod: z.number().int().nullable(),
  grossMarginBp: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  active: z.boolean(),
});
export type DiscountingProgramLine = z.infer<typeof DiscountingProgramLineSchema>;

export const LimitScreenSchema = z.object({
  position: CreditPositionSchema,
  allocations: z.array(LimitAllocationSchema),
  /** Discounting Program: the financing-partner enhancers (financier, type, limit, rate). */
  discountingProgram: z.array(DiscountingProgramLineSchema),
  /**
   * What the caller may do on the screen (`AllowedActionSchema`). The calls take the buyer in their
   * body; editing an enhancer names the row's `id` param, which the row gives.
   */
  allowedActions: z.array(
    AllowedActionSchema.extend({
      action: z.enum(['addEnhancer', 'editEnhancer', 'requestAdhoc', 'approveAdhoc']),
    }),
  ),
});
export type LimitScreen = z.infer<typeof LimitScreenSchema>;

/** The credit enhancer entry form (doc 3 §3). */
export const EnhancerInputSchema = z
  .object({
    buyerId: uuid,
    enhancerType: EnhancerTypeSchema,
    enhancerSubType: queryText(),
    enabled: z.boolean().default(true),
    creditLimitPaise: PositivePaiseWireSchema,
    creditPeriod: days.optional(),
    gracePeriod: days.optional(),
    marginPeriod: days.optional(),
    grossMarginBp: basisPoints.optional(),
    rateOfInterestBp: basisPoints.optional(),
    validFrom: isoDate.optional(),
    validity: isoDate,
    anchorBuyerId: uuid.optional(),
    anchorType: z.string().trim().max(60).optional(),
    documentSubType: z.string().trim().max(60).optional(),
    referenceNumber: z.string().trim().max(60).optional(),
    bankName: z.string().trim().max(120).optional(),
    bankAmountPaise: PositivePaiseWireSchema.optional(),
    financier: z.string().trim().max(120).optional(),
    financingType: z.string().trim().max(60).optional(),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (v[field] === undefined || v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.enhancerType === 'OPEN_LIMIT') {
      need('documentSubType', 'Enter the document sub-type');
      need('referenceNumber', 'Enter the reference number');
    }
    if (v.enhancerType === 'BG') {
      need('bankName', 'Enter the bank name');
      need('bankAmountPaise', 'Enter the bank amount');
    }
    if (v.enhancerType === 'LC') need('bankName', 'Enter the bank name');
    if (v.enhancerType === 'CHEQUE') {
      if (!CHEQUE_TYPES.some((c) => c.value === v.enhancerSubType))
        ctx.addIssue({
          code: 'custom',
          path: ['enhancerSubType'],
          message: 'Choose PDC, UDC or Security Deposit',
        });
    }
    if (v.enhancerType === 'ANCHOR') {
      need('anchorBuyerId', 'Choose the anchor entity');
      need('anchorType', 'Enter the anchor type');
    }
    if (v.enhancerType === 'FINANCING_PARTNER') {
      need('financier', 'Enter the financier');
      need('financingType', 'Enter the type');
    }
    if (v.validFrom && v.validFrom > v.validity)
      ctx.addIssue({ code: 'custom', path: ['validity'], message: 'Validity must not be before the start' });
  });
export type EnhancerInput = z.infer<typeof EnhancerInputSchema>;

export const EnhancerSchema = z.object({
  id: z.string(),
  enhancerKey: z.string(),
  buyerId: z.string(),
  enhancerType: EnhancerTypeSchema,
  enhancerSubType: z.string().nullable(),
  enabled: z.boolean(),
  creditLimitPaise: PaiseWireSchema,
  creditPeriod: z.number().int().nullable(),
  gracePeriod: z.number().int().nullable(),
  marginPeriod: z.number().int().nullable(),
  grossMarginBp: z.number().int().nullable(),
  rateOfInterestBp: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validity: z.string(),
  anchorBuyerId: z.string().nullable(),
  anchorName: z.string().nullable(),
  anchorType: z.string().nullable(),
  documentSubType: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAmountPaise: PaiseWireSchema.nullable(),
  financier: z.string().nullable(),
  financingType: z.string().nullable(),
  active: z.boolean(),
  documentCount: z.number().int(),
  updatedAt: z.string(),
});
export type Enhancer = z.infer<typeof EnhancerSchema>;

export const EnhancerListQuerySchema = z.object({ buyerId: uuid });
export const EnhancerListSchema = z.array(EnhancerSchema);

/**
 * Credit uploads (doc 3 "POST /credit/generate/signedUrl", purposes ADHOC_DOC_UPLOAD and
 * ENHANCER_DOCUMENTS): the caller asks for one signed address per file name, PUTs each file's
 * bytes there, then names the `uploadKey` it was given when it saves the document or the ad-hoc
 * request; the server reads the bytes back (type sniffed, size checked) and keeps them as a file.
 */
export const CREDIT_UPLOAD_PURPOSES = ['ADHOC_DOC_UPLOAD', 'ENHANCER_DOCUMENTS'] as const;
export type CreditUploadPurpose = (typeof CREDIT_UPLOAD_PURPOSES)[number];
/** Up to 5 files of 5 MB each (the spec's default file rules). */
export const CREDIT_UPLOAD_MAX_FILES = 5;
export const CREDIT_UPLOAD_MAX_MB = 5;
export const CreditSignedUrlQuerySchema = z.object({
  purpose: z.enum(CREDIT_UPLOAD_PURPOSES, {
    message: `purpose must be one of ${CREDIT_UPLOAD_PURPOSES.join(', ')}`,
  }),
});
export const CreditSignedUrlInputSchema = z.object({
  fileNames: z
    .array(z.string().trim().min(1, 'Enter the file name').max(200, 'At most 200 characters'))
    .min(1, 'Choose a file')
    .max(CREDIT_UPLOAD_MAX_FILES, `You can only select up to ${CREDIT_UPLOAD_MAX_FILES} files.`),
});
export const CreditSignedUrlSchema = z.object({
  uploads: z.array(
    z.object({
      fileName: z.string(),
      url: z.string(),
      method: z.literal('PUT'),
      headers: z.record(z.string(), z.string()),
      /** Named back when saving: it binds the upload to this caller and purpose. */
      uploadKey: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type CreditSignedUrl = z.infer<typeof CreditSignedUrlSchema>;
const uploadKey = z.string().trim().min(1, 'Upload the file first').max(2000);

/** An enhancer document (the LC, the BG, the cheque): its type and number are unique across enhancers. */
export const EnhancerDocumentInputSchema = z.object({
  enhancerId: uuid,
  documentType: z.string().trim().min(1, 'Enter the document type').max(60),
  documentNumber: z.string().trim().min(1, 'Enter the document number').max(60),
  /** The file, uploaded through `/credit/generate/signedUrl` (purpose ENHANCER_DOCUMENTS). */
  uploadKey,
});
/** A change keeps the file unless a new upload is named. */
export const EnhancerDocumentUpdateSchema = EnhancerDocumentInputSchema.extend({
  id: uuid,
  uploadKey: uploadKey.optional(),
});
export const EnhancerDocumentSchema = z.object({
  id: z.string(),
  enhancerId: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  fileName: z.string(),
  fileId: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  uploadedAt: z.string(),
});
export type EnhancerDocument = z.infer<typeof EnhancerDocumentSchema>;
export const EnhancerDocumentIdParamSchema = z.object({ id: uuid });
export const DocumentUrlSchema = z.object({ url: z.string() });
export const EnhancerDocumentQuerySchema = z.object({ enhancerId: uuid });
export const EnhancerDocumentListSchema = z.array(EnhancerDocumentSchema);
export const DuplicateDocumentQuerySchema = z.object({
  documentType: z.string().trim().min(1, 'Enter the document type'),
  documentNumber: z.string().trim().min(1, 'Enter the document number'),
});
export const DuplicateDocumentSchema = z.object({
  duplicate: z.boolean(),
  enhancerKey: z.string().nullable(),
});

/** Per-order enhancer details (doc 3 §3): which enhancer backs an order. */
export const EnhancerDetailsInputSchema = z.object({
  orderKey: z.string().trim().min(1, 'Enter the order'),
  enhancerId: uuid,
  documentNumber: z.string().trim().max(60).optional(),
});
export const EnhancerDetailsQuerySchema = z.object({ orderKey: z.string().trim().min(1, 'Enter the order') });
export const EnhancerDetailsSchema = z.object({
  entityKey: z.string(),
  enhancerType: EnhancerTypeSchema,
  enhancerSubType: z.string().nullable(),
  bank: z.string().nullable(),
  documentNumber: z.string().nullable(),
  orderKey: z.string(),
  enhancerId: z.string(),
  active: z.boolean(),
});
export const EnhancerDetailsListSchema = z.array(EnhancerDetailsSchema);

// Ad-hoc limits -----------------------------------------------------------------------------------

export const AdhocEligibilityQuerySchema = z.object({
  buyerId: uuid,
  amountPaise: PositivePaiseWireSchema.optional(),
});
export const AdhocEligibilitySchema = z.object({
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  position: CreditPositionSchema,
});

export const AdhocUpsertSchema = z
  .object({
    /** Present to change a PENDING request (and its approval) before anyone decided it. */
    id: uuid.optional(),
    buyerId: uuid,
    amountPaise: PositivePaiseWireSchema,
    startDate: isoDate,
    expiryDate: isoDate,
    enhancerType: EnhancerTypeSchema.optional(),
    reason: CommentSchema.trim().min(3, 'Enter the reason').max(500, 'At most 500 characters'),
    documentNames: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
    /** Files uploaded through `/credit/generate/signedUrl` (purpose ADHOC_DOC_UPLOAD). */
    uploadKeys: z
      .array(uploadKey)
      .max(CREDIT_UPLOAD_MAX_FILES, `You can only select up to ${CREDIT_UPLOAD_MAX_FILES} files.`)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.expiryDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'Expiry must not be before the start' });
  });

export const AdhocDocumentParamSchema = z.object({ id: uuid, fileId: uuid });

export const AdhocUpdateStatusSchema = z.object({
  id: uuid,
  status: z.enum(['APPROVED', 'REJECTED']),
  comment: CommentSchema.trim().max(500).optional(),
});

export const AdhocLimitSchema = z.object({
  id: z.string(),
  adhocKey: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  amountPaise: PaiseWireSchema,
  startDate: z.string(),
  expiryDate: z.string(),
  enhancerType: EnhancerTypeSchema.nullable(),
  reason: z.string(),
  documentNames: z.array(z.string()),
  /** The request's files (downloadable through `/credit/adhoc-limit/:id/document/:fileId/signedUrl`). */
  documents: z.array(z.object({ fileId: z.string(), fileName: z.string(), sizeBytes: z.number().int() })),
  status: AdhocLimitStatusSchema,
  active: z.boolean(),
  approvalKey: z.string().nullable(),
  requestedBy: z.string(),
  requestedByName: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Pending and not the viewer's own request: the engine refuses the requester (maker-checker), so
   * the screen offers Approve and Reject only where this is true (with the decide permission).
   */
  mayDecide: z.boolean(),
});
export type AdhocLimit = z.infer<typeof AdhocLimitSchema>;

/** The ad-hoc limit approval log's filters (doc 3 §3). */
export const AdhocLogQuerySchema = PageQuerySchema.extend({
  entityIds: queryList(uuid),
  entityType: queryText(),
  statuses: queryList(AdhocLimitStatusSchema),
  enhancerTypes: queryList(EnhancerTypeSchema),
  requestedByList: queryList(z.string().trim().min(1)),
  fromDate: queryDate(),
  toDate: queryDate(),
});
export const AdhocLogPageSchema = pageOf(AdhocLimitSchema);
export const RequestedByListSchema = z.array(z.object({ userId: z.string(), name: z.string() }));

export const AdhocExpiryResultSchema = z.object({ expired: z.number().int() });

// Credit snapshot ---------------------------------------------------------------------------------

export const SnapshotQuerySchema = z.object({ period: SnapshotPeriodSchema.default('12M') });
export const CreditSnapshotSchema = z.object({
  current: CreditPositionSchema,
  enhancers: z.array(z.object({ enhancerType: EnhancerTypeSchema, amountPaise: PaiseWireSchema })),
  period: SnapshotPeriodSchema,
  trends: z.array(
    z.object({
      label: z.string(),
      start: z.string(),
      end: z.string(),
      invoicedPaise: PaiseWireSchema,
      collectedPaise: PaiseWireSchema,
      /** The ledger balance at the end of the bucket. */
      outstandingPaise: PaiseWireSchema,
    }),
  ),
});
export type CreditSnapshot = z.infer<typeof CreditSnapshotSchema>;
