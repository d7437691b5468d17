import type {
  AnyEndpoint,
  BodyOf,
  Endpoint,
  EndpointAccess,
  ParamsOf,
  QueryOf,
  ResponseInputOf,
} from '@dom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Caller, callerOf } from '../caller';
import type { Db, Tx } from '../db/database';
import { AfterCommit } from '../db/steps';
import { type AccessConfig, byTable, needs, publicRoute, signedIn } from './access';

/** The app a route plugin is given (zod type provider). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The request of an endpoint: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * An endpoint's handler: answers what its response schema takes (the route sets the endpoint's
 * success status), or the reply itself when it sent something else (a file, a stream, a replay).
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseInputOf<E> | FastifyReply | undefined>;

/** The route `config` of a catalogue access declaration, through the access helpers. */
export function accessConfigOf(access: EndpointAccess): AccessConfig {
  if (access === 'signed-in') return signedIn();
  if (typeof access === 'string') return needs(access);
  if ('public' in access) return publicRoute(access.public);
  return byTable(access.rule, access.table, access.actions);
}

/**
 * Registers the route of a catalogue endpoint: its method and path, its access (so the guard, the
 * route registry and the route walk see it), its schemas (validation, serialisation and the API
 * description) and its success status. `tags` group it in the API description.
 */
export function route<E extends AnyEndpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { tags?: string[] } = {},
): void {
  // Read through the catalogue's general shape: the schema slots as zod types, not `any`.
  const declared: Endpoint = endpoint;
  const status = declared.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: accessConfigOf(endpoint.access),
    schema: {
      ...(options.tags ? { tags: options.tags } : {}),
      ...(declared.summary ? { summary: declared.summary } : {}),
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      // A create (201) that finds what it would create answers 200 with the same shape (a repeated
      // post, a saved file path met again): its handler sends that, the schema serialises both.
      ...(declared.response
        ? {
            response:
              status === 201
                ? { 200: declared.response, 201: declared.response }
                : { [status]: declared.response },
          }
        : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      // The handler sent its own answer (a file, an idempotent replay): nothing more to do.
      if (answer === reply || reply.sent) return reply;
      if (status !== 200) reply.status(status);
      return status === 204 ? reply.send() : answer;
    },
  });
}

/**
 * A create's answer when it found what it would create (the same posting again, by its natural key):
 * answered 200 with the same shape instead of the endpoint's 201.
 */
export class Found<T> {
  constructor(readonly answer: T) {}
}

/** Marks a create command's answer as found rather than made (200, not 201). */
export const found = <T>(answer: T): Found<T> => new Found(answer);

/** A command's handler: the request's transaction, the caller and the request (params, query, body). */
export type CommandHandler<E extends AnyEndpoint> = (
  tx: Tx,
  caller: Caller,
  request: EndpointRequest<E>,
) => Promise<ResponseInputOf<E> | Found<ResponseInputOf<E>> | AfterCommit<ResponseInputOf<E>>>;

/**
 * Registers the route of a command: the route layer opens the request's one transaction and hands
 * it to the command with the caller; the command opens none. A refusal or a failure anywhere in it,
 * in whichever area, rolls all of it back: a request commits whole or not at all.
 */
export function command<E extends AnyEndpoint>(
  app: ZodApp,
  db: Db,
  endpoint: E,
  handler: CommandHandler<E>,
  options: { tags?: string[]; headers?: Record<string, string> } = {},
): void {
  route(
    app,
    endpoint,
    async (request, reply) => {
      const answer = await db.transaction((tx) => handler(tx, callerOf(request), request));
      // Headers every answer of the endpoint carries (`no-store` on an answer naming a new account).
      for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
      // Sent after the commit, so a found answer never goes out for a request that rolled back.
      if (answer instanceof Found) return reply.status(200).send(answer.answer);
      // The rest of the work runs once the request's transaction has committed (its own steps).
      if (answer instanceof AfterCommit) return answer.work();
      return answer;
    },
    { tags: options.tags },
  );
}
