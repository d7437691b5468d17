import { CREDIT_LIMITS_ENDPOINTS } from '@dom/contract';
import type { BodyOf } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const CREDIT_LIMITS_KEY = 'credit-limits';

const on = CREDIT_LIMITS_ENDPOINTS;

export const limitScreen = (buyerId: string) => call(on.limitScreen, { params: { buyerId } });
export const creditSnapshot = (buyerId: string, period: '12M' | '6M' | '3M' | '4Q') =>
  call(on.snapshot, { params: { buyerId }, query: { period } });
export const enhancers = (buyerId: string) => call(on.enhancers, { query: { buyerId } });
export const adhocLog = (query: QueryParams) => call(on.adhocLog, { query });

export const createEnhancer = (body: BodyOf<typeof on.createEnhancer>, idempotencyKey: string) =>
  call(on.createEnhancer, { body }, { idempotencyKey });
export const requestAdhoc = (body: BodyOf<typeof on.adhocUpsert>, idempotencyKey: string) =>
  call(on.adhocUpsert, { body }, { idempotencyKey });
export const decideAdhoc = (body: BodyOf<typeof on.adhocUpdateStatus>, idempotencyKey: string) =>
  call(on.adhocUpdateStatus, { body }, { idempotencyKey });
