import {
  type BodyInputOf,
  type CommunicationPreferences,
  NOTIFICATION_ENDPOINTS,
  type NotificationLog,
} from '@dom/contract';
import { callAllowedAction } from '../../lib/allowed-actions';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const NOTIFICATIONS_KEY = 'notifications';

const on = NOTIFICATION_ENDPOINTS;

export const listLogs = (query: QueryParams) => call(on.logs, { query });
/** Retriggers a failed log through the call its allowed action names. */
export function retriggerLog(log: NotificationLog, idempotencyKey: string): Promise<NotificationLog> {
  const action = log.allowedActions.find((a) => a.action === 'retrigger');
  if (!action) throw new Error(`Notification ${log.id} cannot be retriggered`);
  return callAllowedAction<NotificationLog>(action, undefined, { idempotencyKey });
}

export const listTemplates = (query: QueryParams) => call(on.templates, { query });
export const previewTemplate = (body: BodyInputOf<typeof on.previewTemplate>) =>
  call(on.previewTemplate, { body });
export const updateTemplate = (
  id: number,
  body: { subject?: string | null; body: string; active?: boolean },
  idempotencyKey: string,
) => call(on.updateTemplate, { params: { id }, body }, { idempotencyKey });

export const myPreferences = () => call(on.myPreferences);
export const updateMyPreferences = (body: CommunicationPreferences, idempotencyKey: string) =>
  call(on.updateMyPreferences, { body }, { idempotencyKey });

export const listCampaigns = (query: QueryParams) => call(on.campaigns, { query });
export const getCampaign = (id: number) => call(on.campaign, { params: { id } });
export const createCampaign = (body: BodyInputOf<typeof on.createCampaign>, idempotencyKey: string) =>
  call(on.createCampaign, { body }, { idempotencyKey });
export const sendCampaign = (id: number, idempotencyKey: string) =>
  call(on.sendCampaign, { params: { id } }, { idempotencyKey });

/** A survey recipient's answer from the link in the message (public: the token is the key). */
export const answerFeedback = (token: string, body: BodyInputOf<typeof on.answerFeedback>) =>
  call(on.answerFeedback, { params: { token }, body });
