import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { idempotencyKeys } from './db/schema/index';
import { AppError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/** Canonical JSON: object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${canonicalJson(body)}`)
    .digest('hex');
}

export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'replay'; statusCode: number; response: unknown };

export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /**
   * Claims a key for a request. A repeat with the same body replays the first answer; a different
   * body under the same key is refused, as is a repeat while the first is still running.
   */
  async claim(scope: string, key: string, hash: string): Promise<IdempotencyClaim> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) return this.claim(scope, key, hash);
    if (row.requestHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      );
    }
    if (row.completedAt === null || row.statusCode === null) {
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      );
    }
    return { kind: 'replay', statusCode: row.statusCode, response: row.response };
  }

  async complete(scope: string, key: string, statusCode: number, response: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ statusCode, response: response ?? null, completedAt: new Date() })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  /** A failed first attempt (server error) frees the key so the client may retry. */
  async release(scope: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async purgeOlderThan(cutoff: Date): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any state-changing request may carry an Idempotency-Key. The first answer (below 500) is kept and
 * replayed for repeats with the same body, marked with `Idempotent-Replayed: true`.
 */
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !MUTATING.has(request.method)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Idempotency-Key: use 8 to 200 letters, digits, dots, colons, dashes or underscores',
        {
          fields: [
            {
              field: 'Idempotency-Key',
              message: 'Use 8 to 200 letters, digits, dots, colons, dashes or underscores',
            },
          ],
        },
      );
    }
    const route = request.routeOptions.url ?? request.url;
    const scope = `${request.principal?.userId ?? 'anonymous'} ${request.method} ${route}`;
    const claim = await store.claim(scope, key, requestHash(request.method, request.url, request.body));
    if (claim.kind === 'replay') {
      void reply.header('idempotent-replayed', 'true');
      return reply.status(claim.statusCode).send(claim.response);
    }
    request.idempotency = { scope, key };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 500) {
      await store.release(claim.scope, claim.key);
      return payload;
    }
    let body: unknown = payload;
    if (typeof payload === 'string') {
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    await store.complete(claim.scope, claim.key, reply.statusCode, body);
    return payload;
  });
}
