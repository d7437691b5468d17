import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/database';
import { idempotencyKeys } from './db/schema/index';
import { AppError } from './errors';
import { addRouteHook, isMutatingRoute } from './http/route-hooks';

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

/**
 * The fingerprint of a multipart body, fed part by part as the route reads them: every field's
 * name and value and every file's field name, file name, declared type and bytes, in the order
 * sent. The boundary is not part of it (a browser picks a new one for every retry).
 */
export class MultipartFingerprint {
  private readonly hash = createHash('sha256');

  field(name: string, value: unknown): this {
    this.hash.update(`field\0${name}\0${typeof value === 'string' ? value : canonicalJson(value)}\0`);
    return this;
  }

  file(name: string, fileName: string, contentType: string, bytes: Buffer): this {
    const content = createHash('sha256').update(bytes).digest('hex');
    this.hash.update(`file\0${name}\0${fileName}\0${contentType}\0${content}\0`);
    return this;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** A single-file upload: the fields sent before the file (what the route reads) and the file. */
export function singleFileFingerprint(data: MultipartFile, bytes: Buffer): string {
  const print = new MultipartFingerprint();
  for (const [name, entry] of Object.entries(data.fields)) {
    for (const part of Array.isArray(entry) ? entry : [entry]) {
      if (!part) continue;
      if (part.type === 'field') print.field(name, part.value);
      else if (part === data) print.file(name, data.filename, data.mimetype, bytes);
    }
  }
  return print.digest();
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

interface RequestIdempotency {
  scope: string;
  key: string;
  /**
   * `claimed`: the key is held and the answer will be kept. `awaiting-body`: a multipart request,
   * whose parts are read by the route; it claims with `replayIfRepeated` once it has read them.
   */
  state: 'claimed' | 'awaiting-body';
  store: IdempotencyStore;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: RequestIdempotency | null;
  }
}

const isMultipart = (request: FastifyRequest): boolean =>
  /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * For a multipart route, after it has read the parts and before it has any effect: claims the key
 * with the fingerprint of what was read. A repeat of the same request has its first answer sent
 * (true: the route returns at once); the same key with different parts answers 422.
 */
export async function replayIfRepeated(
  request: FastifyRequest,
  reply: FastifyReply,
  bodyFingerprint: string,
): Promise<boolean> {
  const held = request.idempotency;
  if (!held || held.state !== 'awaiting-body') return false;
  request.idempotency = null;
  const hash = requestHash(request.method, request.url, { multipart: bodyFingerprint });
  const claim = await held.store.claim(held.scope, held.key, hash);
  if (claim.kind === 'replay') {
    void reply.header('idempotent-replayed', 'true');
    await reply.status(claim.statusCode).send(claim.response);
    return true;
  }
  request.idempotency = { ...held, state: 'claimed' };
  return false;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any state-changing request may carry an Idempotency-Key. The first answer (below 500) is kept and
 * replayed for repeats with the same method, address (path parameters and query included) and body,
 * marked with `Idempotent-Replayed: true`; the same key with another request answers 422.
 */
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.decorateRequest('idempotency', null);
  const claimOrReplay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | string[],
  ): Promise<void> => {
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
    if (isMultipart(request)) {
      // The parts are not read yet: the route claims once it has (replayIfRepeated).
      request.idempotency = { scope, key, state: 'awaiting-body', store };
      return;
    }
    const claim = await store.claim(scope, key, requestHash(request.method, request.url, request.body));
    if (claim.kind === 'replay') {
      void reply.header('idempotent-replayed', 'true');
      void reply.status(claim.statusCode).send(claim.response);
      return;
    }
    request.idempotency = { scope, key, state: 'claimed', store };
  };
  const keepAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    claim: NonNullable<FastifyRequest['idempotency']>,
  ): Promise<unknown> => {
    if (claim.state !== 'claimed') {
      // A multipart route that answered before reading its parts (or never fingerprints them):
      // nothing is kept, so no other request can ever be answered with this one's answer.
      if (reply.statusCode < 400)
        request.log.warn('multipart request with an Idempotency-Key was not fingerprinted');
      return payload;
    }
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
  };
  // Only on routes that change state (route-level hooks: a GET runs neither phase). Callback style
  // (an async hook costs a promise each time); the claim itself (a request with a key) stays async.
  addRouteHook(app, 'preHandler', isMutatingRoute, () => (request, reply, done) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !MUTATING.has(request.method)) {
      done();
      return;
    }
    claimOrReplay(request, reply, key).then(
      () => done(),
      (err: unknown) => done(err as Error),
    );
  });
  addRouteHook(app, 'onSend', isMutatingRoute, () => (request, reply, payload, done) => {
    const claim = request.idempotency;
    if (!claim) {
      done(null, payload);
      return;
    }
    request.idempotency = null;
    keepAnswer(request, reply, payload, claim).then(
      (kept) => done(null, kept),
      (err: unknown) => done(err as Error),
    );
  });
}
