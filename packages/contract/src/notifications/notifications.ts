import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_CODES,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_RECIPIENT_TYPES,
  NOTIFICATION_SEND_STATUSES,
} from '@dom/domain';
import { z } from 'zod';
import { CommentSchema } from '../common/comment';
import { AllowedActionSchema } from '../common/allowed-action';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryDate, queryList, queryText } from '../common/query';

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((o) => o.value) as [T['value'], ...T['value'][]];

export const NotificationChannelSchema = z.enum(values(NOTIFICATION_CHANNELS));
export const NotificationRecipientTypeSchema = z.enum(values(NOTIFICATION_RECIPIENT_TYPES));
export const NotificationSendStatusSchema = z.enum(values(NOTIFICATION_SEND_STATUSES));
export const NotificationEventCodeSchema = z.enum(NOTIFICATION_EVENT_CODES);
export const NotificationLanguageSchema = z.enum(NOTIFICATION_LANGUAGES);

/** One send: an event to one recipient on one channel. */
export const NotificationLogSchema = z.object({
  id: z.number().int(),
  eventCode: z.string(),
  channel: NotificationChannelSchema,
  recipientType: NotificationRecipientTypeSchema,
  recipientName: z.string().nullable(),
  recipient: z.string(),
  language: NotificationLanguageSchema,
  subject: z.string().nullable(),
  body: z.string(),
  status: NotificationSendStatusSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** What caused it (`order SO-…`, `campaign 3`…). */
  sourceRef: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** What the caller may do to this row (retrigger when FAILED and permitted). */
  allowedActions: z.array(AllowedActionSchema),
});
export type NotificationLog = z.infer<typeof NotificationLogSchema>;

export const NotificationLogQuerySchema = PageQuerySchema.extend({
  status: queryList(NotificationSendStatusSchema),
  channel: queryList(NotificationChannelSchema),
  recipientType: queryList(NotificationRecipientTypeSchema),
  eventCode: queryList(z.string().min(1).max(60)),
  /** Part of the address or the recipient's name. */
  recipient: queryText(),
  fromDate: queryDate(),
  toDate: queryDate(),
});
export type NotificationLogQuery = z.infer<typeof NotificationLogQuerySchema>;
export const NotificationLogPageSchema = pageOf(NotificationLogSchema);
export type NotificationLogPage = z.infer<typeof NotificationLogPageSchema>;

/** A row id of a serial column: past 2^31 − 1 it cannot name a row (and PostgreSQL refuses the value). */
export const SerialIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const NotificationLogIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const NotificationEventSchema = z.object({
  code: z.string(),
  label: z.string(),
  recipients: z.array(NotificationRecipientTypeSchema),
  placeholders: z.array(z.string()),
  sample: z.record(z.string(), z.string()),
});

export const NotificationTemplateSchema = z.object({
  id: z.number().int(),
  eventCode: z.string(),
  channel: NotificationChannelSchema,
  recipientType: NotificationRecipientTypeSchema,
  language: NotificationLanguageSchema,
  subject: z.string().nullable(),
  body: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type NotificationTemplate = z.infer<typeof NotificationTemplateSchema>;

export const NotificationTemplateQuerySchema = z.object({
  eventCode: queryText(),
  channel: queryList(NotificationChannelSchema),
  language: queryList(NotificationLanguageSchema),
});

export const NotificationTemplateListSchema = z.object({
  events: z.array(NotificationEventSchema),
  templates: z.array(NotificationTemplateSchema),
});

const templateText = {
  subject: z.string().trim().max(200, 'subject must be 200 characters or fewer').nullable().optional(),
  body: z.string().trim().min(1, 'body is required').max(2000, 'body must be 2000 characters or fewer'),
};

export const NotificationTemplateUpdateSchema = z.object({ ...templateText, active: z.boolean().optional() });
export const NotificationTemplatePreviewSchema = z.object({
  eventCode: NotificationEventCodeSchema,
  channel: NotificationChannelSchema,
  ...templateText,
});
export const NotificationPreviewSchema = z.object({ subject: z.string().nullable(), body: z.string() });

export const CommunicationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  language: NotificationLanguageSchema,
});
export type CommunicationPreferences = z.infer<typeof CommunicationPreferencesSchema>;

// Campaigns (feedback / NPS)

export const CAMPAIGN_AUDIENCES = ['BUYERS', 'SELLERS'] as const;
export const CampaignAudienceSchema = z.enum(CAMPAIGN_AUDIENCES);
export const CAMPAIGN_STATUSES = ['DRAFT', 'SENT'] as const;

export const CampaignCreateSchema = z.object({
  name: z.string().trim().min(3, 'name must be at least 3 characters').max(120),
  audience: CampaignAudienceSchema,
  /** Only parties of this region (all regions when absent). */
  region: z.string().trim().min(1).max(60).optional(),
  channel: NotificationChannelSchema,
  eventCode: NotificationEventCodeSchema.default('NPS_SURVEY'),
});

export const NpsSummarySchema = z.object({
  score: z.number().nullable(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  responses: z.number().int(),
});

export const CampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  audience: CampaignAudienceSchema,
  region: z.string().nullable(),
  channel: NotificationChannelSchema,
  eventCode: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  recipients: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nps: NpsSummarySchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignListQuerySchema = PageQuerySchema.extend({ name: queryText() });
export const CampaignPageSchema = pageOf(CampaignSchema);
export const CampaignIdParamSchema = z.object({ id: SerialIdSchema });

export const CampaignResponseSchema = z.object({
  recipientName: z.string(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export const CampaignDetailSchema = CampaignSchema.extend({
  responses: z.array(CampaignResponseSchema),
  /** A draft's audience as a send would reach it now (the send's own cap); null once sent. */
  audienceSize: z.number().int().nullable(),
});

export const FeedbackTokenParamSchema = z.object({ token: z.string().min(16).max(80) });
export const FeedbackAnswerSchema = z.object({
  score: z.number().int().min(0, 'score must be 0 to 10').max(10, 'score must be 0 to 10'),
  comment: CommentSchema.trim().max(1000).optional(),
  /** The key the first answer handed back: with it, and only within the window, the answer changes. */
  correctionKey: z.string().min(16).max(100).optional(),
});
export const FeedbackAnswerResultSchema = z.object({
  recorded: z.boolean(),
  /** Kept by the page that answered: the one key that corrects this answer. */
  correctionKey: z.string(),
  /** Until when the answer may be corrected. */
  correctableUntil: z.string(),
});
