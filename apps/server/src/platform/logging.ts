import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
/** Where log lines go (pino's destination: anything with `write(line)`). */
export type LogStream = NonNullable<LoggerOptions['stream']>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

/**
 * Logs never carry secrets or personal data. Values are dropped by key name, wherever they sit in a
 * logged object or an error (and its causes); SQL parameters are dropped whole, from the error
 * object and from the message text drizzle builds out of them ("Failed query: … params: …").
 */
export const REDACTED = '[redacted]';

const SECRET_KEY =
  /pass(word|wd)?|hash|token|secret|otp|phone|mobile|e-?mail|^pan$|pan_?(number|no)|account_?(number|no)|acc(ount)?_?no|ifsc|authorization|cookie|signature|^sig$|idempotency/i;
/** Whole SQL parameter lists: their values are whatever the statement was given. */
const PARAMS_KEY = /^(params|parameters|bindings|values)$/i;

const MAX_DEPTH = 6;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key) || PARAMS_KEY.test(key);

/** Cuts the parameter list out of a drizzle message and masks the values PostgreSQL quotes back. */
export function redactText(text: string): string {
  return (
    text
      // drizzle: "Failed query: <sql>\nparams: a,b,c" (up to the end or the stack's first frame)
      .replace(/\n\s*params:.*?(?=\n\s+at |$)/gs, '\nparams: [redacted]')
      // pg detail: "Key (email)=(a@b.in) already exists." / "Failing row contains (…)."
      .replace(/\)=\(.*?\)( already exists| is not present| conflicts|\.|$)/g, `)=(${REDACTED})$1`)
      .replace(/Failing row contains \(.*\)/g, `Failing row contains (${REDACTED})`)
      // pg: invalid input syntax for type uuid: "…"
      .replace(/(invalid input (syntax|value) for [^:]*: )".*?"/g, `$1"${REDACTED}"`)
  );
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value, depth, seen);
  if (seen.has(value) || depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1, seen));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretKey(key) ? REDACTED : redactValue(v, depth + 1, seen);
  }
  return out;
}

/** An error as a plain object: type, message, stack, code and own fields, causes included — redacted. */
export function serializeError(err: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (!(err instanceof Error)) return redactValue(err, depth, seen);
  if (seen.has(err) || depth >= MAX_DEPTH) return '[…]';
  seen.add(err);
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: redactText(err.message),
  };
  if (err.stack) out.stack = redactText(err.stack);
  for (const [key, v] of Object.entries(err)) {
    if (key === 'message' || key === 'stack') continue;
    out[key] = isSecretKey(key) ? REDACTED : redactValue(v, depth + 1, seen);
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1, seen);
  if (err instanceof AggregateError)
    out.errors = err.errors.map((e: unknown) => serializeError(e, depth + 1, seen));
  return out;
}

/** One line of text for code that reports to the console (background loops, start-up). */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return redactText(String(err));
  const parts = [redactText(err.stack ?? `${err.name}: ${err.message}`)];
  if (err.cause instanceof Error) parts.push(`caused by: ${describeError(err.cause)}`);
  return parts.join('\n');
}

/** The request address with the values of secret-named query parameters (signed links) masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSecretKey(decodeSafely(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** The pino options of the server's logger; `stream` lets a test read what is written. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Headers are not logged by the request serializer below; these paths guard a handler that
    // logs a request's headers itself.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
    serializers: {
      err: (err) => serializeError(err) as { type: string; message: string; stack: string },
      error: (err: unknown) => serializeError(err),
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    formatters: {
      // Everything else a call logs, by key and nested; errors go to the error serializer.
      log: (object: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        const seen = new WeakSet<object>();
        for (const [key, value] of Object.entries(object)) {
          if (isSecretKey(key)) out[key] = REDACTED;
          else if (key === 'err' || key === 'error' || key === 'req' || key === 'res') out[key] = value;
          else out[key] = redactValue(value, 1, seen);
        }
        return out;
      },
    },
    hooks: {
      // `log.error(err)` makes the error's own message the line's message: redact it first.
      logMethod(
        this: ThisParameterType<LogMethodHook>,
        args: Parameters<LogMethodHook>[0],
        method: Parameters<LogMethodHook>[1],
      ) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest[0] : redactText(first.message);
          return method.apply(this, [{ err: first }, message] as never);
        }
        if (typeof first === 'string') {
          return method.apply(this, [redactText(first), ...rest] as never);
        }
        return method.apply(this, args);
      },
    },
  };
}
