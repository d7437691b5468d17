import { GSTIN_PATTERN, isValidGstin } from '@dom/domain';
import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryText } from '../common/query';
import { PlainTextSchema } from './party-common';

export const TRANSPORTER_ID_MESSAGE = 'Enter a valid transporter id';
export const TRANSPORTER_GSTIN_MESSAGE = 'Enter a valid GSTIN';

const canonical = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : canonical(v));

/**
 * A transporter is added with a GSTIN (checked in full) or, when unregistered, with the transporter
 * id (TRANSIN) the e-way bill portal issued: the same 15-character shape, but real ones do not
 * always satisfy the GSTIN check character, so only the shape is checked.
 */
export const AddTransporterSchema = z
  .object({
    transporterName: PlainTextSchema(120),
    transporterGstin: z.preprocess(
      blankToUndefined,
      z.string().refine(isValidGstin, TRANSPORTER_GSTIN_MESSAGE).optional(),
    ),
    transporterId: z.preprocess(
      blankToUndefined,
      z.string().regex(GSTIN_PATTERN, TRANSPORTER_ID_MESSAGE).optional(),
    ),
    transportMode: z.enum(['ROAD', 'RAIL', 'AIR', 'SHIP']).default('ROAD'),
  })
  .superRefine((t, ctx) => {
    if (!t.transporterGstin && !t.transporterId)
      ctx.addIssue({
        code: 'custom',
        path: ['transporterGstin'],
        message: 'Enter a GSTIN or a transporter id',
      });
    if (t.transporterGstin && t.transporterId)
      ctx.addIssue({
        code: 'custom',
        path: ['transporterId'],
        message: 'Enter a GSTIN or a transporter id, not both',
      });
  });
export type AddTransporter = z.infer<typeof AddTransporterSchema>;

export const TransporterSchema = z.object({
  transporterId: z.string(),
  transporterName: z.string(),
  /** The GSTIN, or the transporter id when `idKind` is TRANSPORTER_ID: what e-way bills carry. */
  transporterGstin: z.string(),
  idKind: z.enum(['GSTIN', 'TRANSPORTER_ID']),
  transportMode: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
export type Transporter = z.infer<typeof TransporterSchema>;

export const TransporterSearchSchema = PageQuerySchema.extend({
  transporterName: queryText(),
  transporterGstin: queryText(),
});
export type TransporterSearch = z.infer<typeof TransporterSearchSchema>;
export const TransporterPageSchema = pageOf(TransporterSchema);
export type TransporterPage = z.infer<typeof TransporterPageSchema>;

export const SellerTransporterQuerySchema = z.object({
  sellerId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Not a valid id').optional()),
});
export const LinkSellerTransporterSchema = z.object({
  sellerId: z.uuid('Not a valid id'),
  transporterId: z.uuid('Not a valid id'),
});
export const SellerTransporterListSchema = z.object({
  sellerId: z.string(),
  transporters: z.array(TransporterSchema),
});
export type SellerTransporterList = z.infer<typeof SellerTransporterListSchema>;
