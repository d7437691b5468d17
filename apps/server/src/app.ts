import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { AppError, errorBody } from './platform/errors';
import { filesRoutes } from './platform/files/files.routes';
import { installAccessControl, installRouteRegistry, publicRoute } from './platform/http/access';
import { installErrorHandling } from './platform/http/error-handler';
import { installInputHygiene } from './platform/http/input-hygiene';
import { healthRoutes } from './platform/http/health.routes';
import { API_SECURITY_HEADERS, installSecurityHeaders } from './platform/http/security-headers';
import { genRequestId } from './platform/http/request-context';
import { installIdempotency } from './platform/idempotency';
import { type LogStream, loggerOptions } from './platform/logging';
import { repoRoot, serverRoot } from './platform/paths';
import { authenticationChallenge, installAuthentication, jwksRoute } from './modules/identity';
import { MODULES } from './modules';

export interface BuildAppOptions {
  /** The log level (and, for tests, where lines go), or false for none (tests). */
  logger?: boolean | { level: string; stream?: LogStream };
  /** Serve the built web app from this folder; omitted → apps/web/dist when it exists. */
  webDistDir?: string | null;
  /** More routes inside the /api scope (the access rules apply to them); tests use it. */
  extraApiRoutes?: FastifyPluginAsync;
}

function version(): string {
  try {
    return (JSON.parse(readFileSync(path.join(serverRoot(), 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
}

export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const loggerOpt = opts.logger ?? { level: ctx.config.logLevel };
  const app = Fastify({
    logger:
      loggerOpt === false
        ? false
        : loggerOpt === true
          ? loggerOptions('info')
          : loggerOptions(loggerOpt.level, loggerOpt.stream),
    genReqId: genRequestId,
    requestIdHeader: false,
    // Doc 1 §7: calls time out after 60 seconds.
    requestTimeout: 60_000,
    connectionTimeout: 65_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Sign-in throttling counts per client address: behind n proxies, the address the n-th hop saw.
    // (A hop count, as a function: Fastify's types take no number.)
    trustProxy: ctx.config.trustProxy > 0 ? (_address, hop) => hop < ctx.config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any hook (a path parameter over 100 characters, a URL that
    // does not decode) answer in the API's error shape with the security headers, not Fastify's raw
    // body without them.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const appError = tooLong
        ? new AppError(
            'URI_TOO_LONG',
            'The address is too long: a path value may have at most 100 characters',
            undefined,
            414,
          )
        : new AppError('BAD_URL', 'The address is not valid: a part of it does not decode', undefined, 400);
      // (The reply's generic types come from the route schemas; here there is no route.)
      void (reply as FastifyReply)
        .headers(API_SECURITY_HEADERS)
        .status(appError.status)
        .send(errorBody(appError));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRouteRegistry(app);

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DOM — Distributed Order Management API',
        version: version(),
        description: 'Every call answers errors as `{ message, status, errorCode }`.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  jwksRoute(app, ctx.identity);

  await app.register(
    async (api) => {
      // The guard checks each route's access after identity's onRequest hook has set the principal.
      installAccessControl(api, { onUnauthenticated: authenticationChallenge(ctx.identity) });
      installInputHygiene(api);
      installAuthentication(api, ctx.identity);
      installIdempotency(api, ctx.idempotency);
      await api.register(healthRoutes(ctx.database, version()));
      await api.register(filesRoutes(ctx.files, ctx.signer));
      // Every area's routes, one signature each, from the composition root (src/modules.ts).
      for (const area of MODULES) if (area.routes) await api.register(area.routes(ctx));
      if (opts.extraApiRoutes) await api.register(opts.extraApiRoutes);
      api.get(
        '/openapi.json',
        {
          config: publicRoute('the API description is published'),
          schema: { hide: true },
        },
        async () => app.swagger(),
      );
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send(
            errorBody(
              new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`),
            ),
          ),
      );
    },
    { prefix: '/api' },
  );

  const webDist =
    opts.webDistDir === null
      ? null
      : (opts.webDistDir ?? ctx.config.webDistDir ?? path.join(repoRoot(), 'apps/web/dist'));
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await serveWeb(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    // A hashed file no build has (an old page asking after a deploy) is a 404, not the app page.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(new AppError('NOT_FOUND', `Nothing at ${request.url.split('?')[0]}`)));
  });
  return app;
}

/**
 * The built web app on the same origin; unknown non-API addresses get index.html (client routing).
 *
 * `/assets/*` names carry their content hash, so they are cached for a year and never re-checked
 * (`immutable`); everything else (index.html, the favicon) is re-checked on every load (`no-cache`).
 * `cacheControl: false` matters: @fastify/send otherwise writes its own `public, max-age=0` over
 * what `setHeaders` set (it calls `setHeaders` first, then copies send's headers onto the reply).
 * The build writes Brotli and gzip twins of the assets (apps/web/vite.config.ts, precompress), and
 * `preCompressed` picks one by the request's Accept-Encoding; `vary` tells caches the answer depends
 * on it.
 */
async function serveWeb(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', isHashedAsset(root, filePath) ? IMMUTABLE_ASSET : 'no-cache');
    },
  });
}

const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/** A file under the build's `assets/` folder (its name carries its content hash). */
function isHashedAsset(root: string, filePath: string): boolean {
  const relative = path.relative(root, filePath);
  return relative.startsWith(`assets${path.sep}`);
}
