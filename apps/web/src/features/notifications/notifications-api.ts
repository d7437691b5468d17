import { type BodyInputOf, type CommunicationPreferences, NOTIFICATION_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const NOTIFICATIONS_KEY = 'notifications';

const on = NOTIFICATION_ENDPOINTS;

export const listLogs = (query: QueryParams) => call(on.logs, { query });
export const retriggerLog = (id: number, idempotencyKey: string) =>
  call(on.retrigger, { params: { id } }, { idempotencyKey });

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
