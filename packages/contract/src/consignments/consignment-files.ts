import { z } from 'zod';
import { DocumentTypeSchema } from '../orders/order-common';
import { BuyerContactSchema } from '../parties/buyer-contacts';
import { ConsignmentKeySchema } from './consignment-common';

/**
 * POST /consignment/save-file-path: a file already in our storage (the path an upload answered:
 * our signed download address, or the file's storage key) recorded as one of the consignment's
 * documents.
 */
export const SaveFilePathSchema = z.object({
  consignmentKey: ConsignmentKeySchema,
  documentType: DocumentTypeSchema,
  fileName: z.string().trim().min(1, 'Give the file name').max(200, 'At most 200 characters'),
  path: z.string().trim().min(1, 'Give the file path').max(2000, 'At most 2000 characters'),
});
export type SaveFilePath = z.infer<typeof SaveFilePathSchema>;

/** GET /zoho/buyer-contact-details: by the consignment, or by the buyer (one of the two). */
export const BuyerContactDetailsQuerySchema = z
  .object({
    consignmentKey: ConsignmentKeySchema.optional(),
    buyerId: z.uuid('Not a valid id').optional(),
  })
  .refine((q) => q.consignmentKey !== undefined || q.buyerId !== undefined, {
    message: 'Give the consignment key or the buyer id',
    path: ['consignmentKey'],
  });
export type BuyerContactDetailsQuery = z.infer<typeof BuyerContactDetailsQuerySchema>;

/**
 * The buyer's contacts for a consignment: all of them (primary first), and whom proof-of-delivery
 * notifications go to — the site co-ordinators (role SITE_COORDINATOR or department
 * "Site Co-ordinator", doc 2 §9), else the primary contact.
 */
export const BuyerContactDetailsSchema = z.object({
  buyerId: z.string(),
  buyerName: z.string(),
  consignmentKey: z.string().nullable(),
  contacts: z.array(BuyerContactSchema),
  podContacts: z.array(BuyerContactSchema),
});
export type BuyerContactDetails = z.infer<typeof BuyerContactDetailsSchema>;
