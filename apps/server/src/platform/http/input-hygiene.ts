import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, type FieldError, badRequest } from '../errors';
import { addRouteHook, methodsOf } from './route-hooks';

/**
 * Text PostgreSQL cannot store (a NUL byte) or that is not Unicode at all (a UTF-16 surrogate without
 * its pair). With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only lone halves.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /[\u0000\p{Cs}]/u;
/** Keys that reach Object.prototype when a body is merged or copied carelessly. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A body nested deeper than this is refused rather than walked (no route takes anything close). */
const MAX_DEPTH = 64;

export const BAD_TEXT_MESSAGE = 'Contains a NUL character or malformed Unicode (a lone surrogate)';
export const PROTOTYPE_KEY_MESSAGE = 'This key is not allowed';

export function isCleanText(value: string): boolean {
  return !BAD_TEXT.test(value);
}

/**
 * The first problem in a parsed value, as the field error the zod validation would give (the path
 * without the request part, e.g. `items.0.name`); null when the value is clean.
 */
export function findDirtyField(
  value: unknown,
  opts: { context?: string; refuseKeys?: boolean } = {},
): FieldError | null {
  const problem = walk(value, opts.refuseKeys ?? false, 0);
  if (!problem) return null;
  return {
    field: problem.path.length > 0 ? problem.path.join('.') : (opts.context ?? 'request'),
    message: problem.message,
  };
}

interface Problem {
  /** Built on the way back up, so a clean value costs no string work. */
  path: (string | number)[];
  message: string;
}

function walk(value: unknown, refuseKeys: boolean, depth: number): Problem | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? { path: [], message: BAD_TEXT_MESSAGE } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { path: [], message: 'Nested too deeply' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], refuseKeys, depth + 1);
      if (problem) {
        problem.path.unshift(i);
        return problem;
      }
    }
    return null;
  }
  // Buffers (raw bodies) are bytes, not text.
  if (Buffer.isBuffer(value)) return null;
  for (const key of Object.keys(value)) {
    if (BAD_TEXT.test(key)) return { path: [key], message: BAD_TEXT_MESSAGE };
    if (refuseKeys && PROTOTYPE_KEYS.has(key)) return { path: [key], message: PROTOTYPE_KEY_MESSAGE };
    const problem = walk((value as Record<string, unknown>)[key], refuseKeys, depth + 1);
    if (problem) {
      problem.path.unshift(key);
      return problem;
    }
  }
  return null;
}

/** Throws the 400 for a multipart text field (or file name) a route reads itself. */
export function assertCleanText(value: string | undefined, field: string): void {
  if (value !== undefined && BAD_TEXT.test(value)) throw badRequest([{ field, message: BAD_TEXT_MESSAGE }]);
}

/** The first dirty path parameter or query string value, as a field error; null when clean. */
function dirtyAddress(request: FastifyRequest): FieldError | null {
  return (
    (request.params ? findDirtyField(request.params, { context: 'params' }) : null) ??
    (request.query ? findDirtyField(request.query, { context: 'querystring', refuseKeys: true }) : null)
  );
}

/** A route none of whose methods carries a body (GET, HEAD): nothing to wait for before checking. */
const BODYLESS = new Set(['GET', 'HEAD']);
const isBodyless = (route: RouteOptions): boolean => methodsOf(route).every((m) => BODYLESS.has(m));

/**
 * Input hygiene in one place: before validation, every string of the parsed body, query string and
 * path parameters (keys too) is checked for NUL and lone surrogates, and body and query keys that
 * pollute prototypes are refused — 400 naming the field, never a 500 from the database. Multipart
 * parts are streamed to the handler, so their text fields are checked where they are read
 * (`multipartField`). A route-level hook on each route: on a route without a body (GET, HEAD) it
 * checks the address on arrival (onRequest, after the access guard), so such a request runs no
 * preValidation phase at all; on the others it runs at preValidation, once the body is parsed.
 */
export function installInputHygiene(app: FastifyInstance): void {
  // Callback style: it runs on every request, and an async hook costs a promise each time.
  addRouteHook(app, 'onRequest', isBodyless, () => (request, _reply, done) => {
    const problem = dirtyAddress(request);
    if (problem) {
      done(badRequest([problem]));
      return;
    }
    done();
  });
  addRouteHook(
    app,
    'preValidation',
    (route) => !isBodyless(route),
    () => (request, _reply, done) => {
      const problem =
        dirtyAddress(request) ??
        // A body handed on as a stream (the signed upload's bytes, `files.routes.ts`) is not parsed input.
        (request.body !== undefined && request.body !== null && !(request.body instanceof Readable)
          ? findDirtyField(request.body, { context: 'body', refuseKeys: true })
          : null);
      if (problem) {
        done(badRequest([problem]));
        return;
      }
      done();
    },
  );
}

/** The text of a multipart field from `request.file()`'s `fields`, checked like any other input. */
export function multipartField(field: unknown, name: string): string | undefined {
  const f = Array.isArray(field) ? (field[0] as unknown) : field;
  const value =
    f && typeof f === 'object' && 'value' in f && typeof f.value === 'string' ? f.value : undefined;
  assertCleanText(value, name);
  return value;
}

/**
 * What a route answers when reading its multipart body fails: a body the parser cannot read
 * (a missing boundary, a cut-off part) is the client's, 400; the parser's own limits (413 and the
 * like) keep their status.
 */
export function malformedMultipart(err: unknown): never {
  if (err instanceof AppError || (err instanceof Error && 'statusCode' in err)) throw err;
  throw badRequest([{ field: 'body', message: 'The multipart body is malformed' }]);
}
