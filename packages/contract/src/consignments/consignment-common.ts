import {
  BLOCKED_REASONS,
  CONSIGNMENT_STATUSES,
  ITEM_CONDITIONS,
  LOGISTICS_PROVIDERS,
  POD_DELIVERY_STATUSES,
  TRACKING_STATUSES,
  TRANSPORT_MODES,
  validateVehicleNumber,
  normalizeVehicleNumber,
} from '@dom/domain';
import { z } from 'zod';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const ConsignmentStatusSchema = z.enum(values(CONSIGNMENT_STATUSES));
export const TrackingStatusSchema = z.enum(values(TRACKING_STATUSES));
export const BlockedReasonSchema = z.enum(values(BLOCKED_REASONS));
export const ItemConditionSchema = z.enum(values(ITEM_CONDITIONS));
export const PodDeliveryStatusSchema = z.enum(values(POD_DELIVERY_STATUSES));
export const TransportModeSchema = z.enum(values(TRANSPORT_MODES));
export const LogisticProviderSchema = z.enum(values(LOGISTICS_PROVIDERS));

/** Every consignment action names its consignment by key (CN + digits). */
export const ConsignmentKeySchema = z.string().trim().min(1, 'Give the consignment key').max(64);
export const ConsignmentKeyParamSchema = z.object({ key: ConsignmentKeySchema });
export const ConsignmentIdParamSchema = z.object({ id: ConsignmentKeySchema });

/** Vehicle numbers are normalised (no spaces or dashes, uppercase) and must match the spec's rule. */
export const VehicleNumberSchema = z
  .string()
  .transform((v) => normalizeVehicleNumber(v))
  .superRefine((v, ctx) => {
    const problem = validateVehicleNumber(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export { RequiredCommentSchema } from '../common/comment';

/** The answer of every state-changing action: where the consignment is now. */
export const ConsignmentActionResultSchema = z.object({
  consignmentKey: z.string(),
  status: ConsignmentStatusSchema,
  trackingStatus: TrackingStatusSchema.nullable(),
  version: z.number().int(),
  blockedReasons: z.array(z.string()),
  /** Why the last system step failed (a failure state), in the portal's words. */
  failureReason: z.string().nullable(),
});
export type ConsignmentActionResult = z.infer<typeof ConsignmentActionResultSchema>;
