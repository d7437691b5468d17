// The route fuzz walk: every route of the OpenAPI document (and every /api route the document hides),
// signed in as admin so permission checks pass and handlers run, with plausible and bad path values,
// bad query values and bodies mutated from a schema-valid one (wrong types, missing fields, 100k
// strings, control characters, NUL, lone surrogates, extra and prototype keys, nested junk). Fails
// listing every answer ≥ 500. Seeded: DOM_FUZZ_SEED=<n> repeats a walk; DOM_FUZZ_MUTATIONS scales it.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from './auth';
import {
  BAD_VALUES,
  HUGE,
  type JsonSchema,
  type Pools,
  Rng,
  deepJunk,
  harvest,
  hashSeed,
  leafPaths,
  plausible,
  setAt,
  withOwnKey,
} from './fuzz/inputs';
import { type TestApp, createTestApp } from './test-app';

const SEED = Number(process.env.DOM_FUZZ_SEED ?? 20261125);
const BODY_MUTATIONS = Number(process.env.DOM_FUZZ_MUTATIONS ?? 10);
const QUERY_MUTATIONS = 8;
const PATH_MUTATIONS = 6;
/** Fuzz requests come from their own address, so sign-in throttling never locks out the admin. */
const FUZZ_IP = '198.51.100.7';
const TIMEOUT_MS = 15_000;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  summary?: string;
}
interface Route {
  method: string;
  /** OpenAPI form: /api/x/{id}. */
  path: string;
  op: Operation | null;
}
interface Case {
  what: string;
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
}
interface Failure {
  method: string;
  url: string;
  input: string;
  status: number;
  message: string;
}

/** Bad path values; the raw text goes into the URL (so %00 is a NUL after decoding). */
const BAD_PATH_RAW = [
  'x',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '00000000-0000-0000-0000-000000000000',
  'f47ac10b-58cc-4372-a567-0e02b2c3d479',
  'not-a-uuid',
  '2026-02-30',
  'null',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9D%95%8F',
  '%20',
  '%25',
  "'%20or%201=1--",
  '..%2F..%2Fetc',
  'x'.repeat(90),
  'y'.repeat(5000),
];

const MULTIPART_BOUNDARY = '----domfuzz';
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const describeInput = (c: Case): string => {
  const show = (v: unknown) => {
    const s = JSON.stringify(v, (_k, x: unknown) =>
      typeof x === 'string' && x.length > 60 ? `${x.slice(0, 20)}…(${x.length} chars)` : x,
    );
    return s && s.length > 400 ? `${s.slice(0, 400)}…` : s;
  };
  return [
    c.what,
    `params=${show(c.params)}`,
    c.query ? `query=${show(c.query)}` : '',
    c.body !== undefined ? `body=${show(c.body)}` : '',
    c.raw ? `raw ${c.raw.contentType} (${c.raw.payload.length} bytes)` : '',
  ]
    .filter(Boolean)
    .join(' ');
};

function urlOf(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? 'x');
}

function queryString(query: Record<string, string | string[]> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeText(k)}=${encodeText(one)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** encodeURIComponent, except a lone surrogate (which it refuses) goes as its 3 raw UTF-8-style bytes. */
function encodeText(text: string): string {
  return text.replace(/\p{Cs}|\P{Cs}+/gu, (part) =>
    /^\p{Cs}$/u.test(part)
      ? [
          0xe0 | (part.charCodeAt(0) >> 12),
          0x80 | ((part.charCodeAt(0) >> 6) & 0x3f),
          0x80 | (part.charCodeAt(0) & 0x3f),
        ]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(part),
  );
}

const asQueryText = (v: unknown): string | string[] =>
  typeof v === 'string' ? v : Array.isArray(v) ? v.slice(0, 3).map(String) : JSON.stringify(v);

describe('route fuzz walk', () => {
  let t: TestApp;
  let token = '';
  let adminId = '';

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    token = await signIn(t, 'admin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    adminId =
      me.json<{ sub?: string; id?: string; userId?: string }>().sub ??
      me.json<{ id?: string }>().id ??
      me.json<{ userId?: string }>().userId ??
      '';
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  /**
   * A new admin session without the sign-in route: the walk sends wrong passwords and OTPs, and the
   * sign-in throttle rightly locks the account after a few.
   */
  const freshSession = async (): Promise<string> =>
    (
      await t.ctx.identity.sessions.start(adminId, 'PASSWORD', {
        ip: null,
        userAgent: 'route-fuzz',
        requestId: null,
      })
    ).access_token;

  test('no route answers ≥ 500 to generated bad input', async () => {
    const started = Date.now();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    }>();
    const routes: Route[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const m of METHODS) {
        const op = item[m];
        if (op) routes.push({ method: m.toUpperCase(), path, op });
      }
    }
    // Routes the document hides are walked too (with generic junk).
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const r of t.app.routeRegistry) {
      if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs') || r.method === 'HEAD') continue;
      const path = r.url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '');
      if (r.url.includes('*') || known.has(`${r.method} ${path}`)) continue;
      known.add(`${r.method} ${path}`);
      routes.push({ method: r.method, path, op: null });
    }
    routes.sort((a, b) =>
      a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path),
    );

    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;

    async function send(route: Route, c: Case): Promise<void> {
      const query = c.query;
      const url = urlOf(route.path, c.params) + queryString(query);
      const opts: InjectOptions = {
        method: route.method,
        url,
        remoteAddress: FUZZ_IP,
        headers: { authorization: `Bearer ${token}` },
      };
      if (c.raw) {
        opts.payload = c.raw.payload;
        opts.headers = { ...opts.headers, 'content-type': c.raw.contentType };
      } else if (c.body !== undefined) {
        opts.payload = JSON.stringify(c.body);
        opts.headers = { ...opts.headers, 'content-type': 'application/json' };
      }
      const attempt = async (): Promise<LightMyRequestResponse | Error> => {
        let timer: NodeJS.Timeout | undefined;
        try {
          return await Promise.race([
            t.app.inject(opts),
            new Promise<Error>((resolve) => {
              timer = setTimeout(() => resolve(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
            }),
          ]);
        } catch (err) {
          return err instanceof Error ? err : new Error(String(err));
        } finally {
          clearTimeout(timer);
        }
      };
      requests += 1;
      let res = await attempt();
      if (!(res instanceof Error) && res.statusCode === 401) {
        // A walked route ended the admin's session (sign-out, act-as, …): sign in again, once.
        token = await freshSession();
        opts.headers = { ...opts.headers, authorization: `Bearer ${token}` };
        requests += 1;
        res = await attempt();
      }
      const status = res instanceof Error ? 599 : res.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) {
        let message = res instanceof Error ? res.message : res.body.slice(0, 300);
        if (!(res instanceof Error)) {
          try {
            message = res.json<{ message?: string }>().message ?? message;
          } catch {
            /* not JSON */
          }
        }
        failures.push({
          method: route.method,
          url: url.slice(0, 200),
          input: describeInput(c),
          status,
          message,
        });
      }
    }

    // Plausible values: what the app's own list answers hold, by property name (never the admin
    // itself, so the walk does not deactivate or demote its own session).
    const skip = new Set<unknown>([adminId, 'admin']);
    const globalPools: Pools = new Map();
    const listPools = new Map<string, Pools>();
    for (const r of routes) {
      if (r.method !== 'GET' || r.path.includes('{') || /export|template|openapi|sso\/authorize/.test(r.path))
        continue;
      const res = await t.app.inject({
        method: 'GET',
        url: r.path,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) continue;
      const body: unknown = res.json();
      const pools: Pools = new Map();
      harvest(body, pools, skip);
      harvest(body, globalPools, skip);
      listPools.set(r.path, pools);
    }
    const segments = (p: string) => p.split('/').filter(Boolean);
    function pathValues(route: Route, name: string, schema: JsonSchema): string[] {
      const segs = segments(route.path);
      const at = segs.indexOf(`{${name}}`);
      let best: unknown[] = [];
      let bestShared = 1;
      for (const [listPath, pools] of listPools) {
        const ls = segments(listPath);
        let shared = 0;
        while (shared < at && shared < ls.length && ls[shared] === segs[shared]) shared++;
        const values = pools.get(name) ?? (name === 'key' || name === 'id' ? [] : pools.get('id')) ?? [];
        if (shared > bestShared && values.length > 0) {
          best = values;
          bestShared = shared;
        }
      }
      if (best.length === 0) best = globalPools.get(name) ?? [];
      const fits = best.map(String).filter((v) => !schema.pattern || new RegExp(schema.pattern).test(v));
      return fits.slice(0, 2);
    }

    for (const route of routes) {
      const rng = new Rng(hashSeed(`${route.method} ${route.path}`, SEED));
      const parameters = route.op?.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
        const n = name.slice(1, -1);
        if (!pathParams.some((p) => p.name === n))
          pathParams.push({ name: n, in: 'path', schema: { type: 'string' } });
      }
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = route.op?.requestBody?.content?.['application/json']?.schema;
      const isMultipart = /multipart/i.test(route.op?.summary ?? '') || /upload/.test(route.path);

      const params: Record<string, string> = {};
      for (const p of pathParams) {
        const real = pathValues(route, p.name, p.schema);
        params[p.name] =
          real.length > 0
            ? rng.pick(real)
            : encodeURIComponent(String(plausible(p.schema, p.name, globalPools, rng)));
      }
      const validQuery: Record<string, string | string[]> = {};
      for (const q of queryParams) {
        if (q.required || rng.chance(0.5))
          validQuery[q.name] = asQueryText(plausible(q.schema, q.name, globalPools, rng));
      }
      const validBody = bodySchema ? plausible(bodySchema, 'body', globalPools, rng) : undefined;
      const cases: Case[] = [{ what: 'plausible', params, query: validQuery, body: validBody }];

      // Path values: the real ones, then bad ones.
      for (const p of pathParams) {
        for (const real of pathValues(route, p.name, p.schema).slice(1)) {
          cases.push({ what: `path ${p.name} real`, params: { ...params, [p.name]: real }, body: validBody });
        }
        const bad = [...BAD_PATH_RAW];
        for (let i = 0; i < PATH_MUTATIONS && bad.length > 0; i++) {
          const v = bad.splice(rng.int(bad.length), 1)[0]!;
          cases.push({
            what: `path ${p.name} bad`,
            params: { ...params, [p.name]: v },
            query: validQuery,
            body: validBody,
          });
        }
        cases.push({ what: `path ${p.name} NUL`, params: { ...params, [p.name]: 'a%00' }, body: validBody });
      }

      // Query values: each a bad value in turn, plus unknown, prototype and repeated keys.
      if (queryParams.length > 0) {
        for (let i = 0; i < QUERY_MUTATIONS; i++) {
          const q = rng.pick(queryParams);
          cases.push({
            what: `query ${q.name} bad`,
            params,
            query: { ...validQuery, [q.name]: asQueryText(rng.pick(BAD_VALUES)) },
            body: validBody,
          });
        }
        const first = queryParams[0]!.name;
        cases.push({ what: 'query NUL', params, query: { ...validQuery, [first]: 'a\u0000' } });
        cases.push({ what: 'query lone surrogate', params, query: { ...validQuery, [first]: '\ud800' } });
        cases.push({ what: 'query repeated', params, query: { ...validQuery, [first]: ['1', 'x'] } });
      }
      cases.push({
        what: 'query junk keys',
        params,
        query: {
          ...validQuery,
          __proto__x: '1',
          'constructor[prototype]': 'x',
          zzUnknown: HUGE.slice(0, 6000),
        },
      });
      cases.push({
        what: 'query __proto__',
        params,
        query: withOwnKey(validQuery, [], '__proto__', 'x') as Record<string, string>,
      });

      if (isMultipart && route.method === 'POST') {
        const fieldsFor = (bad: string) => ({ fileType: bad, identifier: bad, documentType: bad });
        const real = String(rng.pick([...(globalPools.get('key') ?? ['x'])]));
        const file = { name: 'fuzz.pdf', bytes: Buffer.from('%PDF-1.4\n%fuzz\n') };
        for (const [what, payload] of [
          ['multipart plausible', multipart(fieldsFor(real), file)],
          ['multipart NUL field', multipart(fieldsFor('a\u0000b'), file)],
          ['multipart NUL file name', multipart(fieldsFor(real), { ...file, name: 'a\u0000.pdf' })],
          ['multipart huge field', multipart(fieldsFor('x'.repeat(200_000)), file)],
          ['multipart no file', multipart(fieldsFor(real))],
          ['multipart garbage', Buffer.from('--nope\r\n\u0000\u0001garbage')],
        ] as const) {
          cases.push({
            what,
            params,
            raw: { payload, contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
          });
        }
      }

      if (bodySchema || (route.method !== 'GET' && route.method !== 'DELETE')) {
        // Bodies that are not the right thing at all.
        for (const body of [{}, [], 'text', 12, null, deepJunk(300), { __proto__x: 1, zz: HUGE }]) {
          cases.push({ what: 'body replaced', params, body });
        }
        cases.push({
          what: 'body invalid JSON',
          params,
          raw: { payload: '{"a": "\\u0000", ', contentType: 'application/json' },
        });
        cases.push({ what: 'body as text', params, raw: { payload: 'a\u0000b', contentType: 'text/plain' } });
      }
      if (bodySchema && validBody !== null && typeof validBody === 'object') {
        const leaves = leafPaths(validBody);
        const props = Object.keys(bodySchema.properties ?? {});
        // Each required field missing, and every field the wrong type at once.
        for (const k of bodySchema.required ?? []) {
          cases.push({ what: `body without ${k}`, params, body: setAt(validBody, [k], undefined) });
        }
        cases.push({
          what: 'body all fields wrong type',
          params,
          body: Object.fromEntries(props.map((k) => [k, rng.pick([[], {}, 12, true, 'x'])])),
        });
        cases.push({
          what: 'body NUL',
          params,
          body: leaves.length ? setAt(validBody, rng.pick(leaves), 'a\u0000') : { a: '\u0000' },
        });
        cases.push({
          what: 'body lone surrogate',
          params,
          body: leaves.length ? setAt(validBody, rng.pick(leaves), '\udfff') : { a: '\ud800' },
        });
        cases.push({ what: 'body NUL key', params, body: { ...validBody, 'k\u0000': 1 } });
        cases.push({
          what: 'body __proto__ key',
          params,
          body: withOwnKey(validBody, [], '__proto__', { isAdmin: true }),
        });
        cases.push({
          what: 'body constructor key',
          params,
          body: withOwnKey(validBody, [], 'constructor', { prototype: { x: 1 } }),
        });
        for (let i = 0; i < BODY_MUTATIONS; i++) {
          const target =
            leaves.length > 0 && rng.chance(0.85)
              ? rng.pick(leaves)
              : [rng.pick(props.length ? props : ['zz'])];
          const roll = rng.next();
          const body =
            roll < 0.8
              ? setAt(validBody, target, rng.pick(BAD_VALUES))
              : roll < 0.9
                ? setAt(validBody, target, deepJunk(40))
                : withOwnKey(
                    validBody,
                    target.slice(0, -1),
                    rng.pick(['__proto__', 'constructor', 'prototype']),
                    { polluted: true },
                  );
          cases.push({ what: `body mutated at ${target.join('.')}`, params, body });
        }
      }
      for (const c of cases) await send(route, c);
      // Sign-out, act-as, password and role routes may have changed who the session is: start afresh.
      if (/\/auth\/|act-as|password|\/users|roles|permission/.test(route.path)) token = await freshSession();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.warn(
      `route fuzz walk (seed ${SEED}): ${routes.length} routes, ${requests} requests, ` +
        `${failures.length} answers ≥ 500, ${seconds} s; statuses ${histogram.join(' ')}`,
    );
    const report = failures.map(
      (f) => `${f.status} ${f.method} ${f.url}\n    ${f.input}\n    → ${f.message}`,
    );
    expect(report, `answers ≥ 500 (seed ${SEED}):\n${report.join('\n')}`).toEqual([]);
    expect(routes.length).toBeGreaterThan(200);
  }, 300_000);
});
