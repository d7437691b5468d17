import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackgroundRegistration } from './background';

/**
 * What an area of the server declares about itself: the one shape the composition root
 * (src/modules.ts) lists. Platform knows no module, so the shared context is a type parameter;
 * the areas use `ModuleManifest<AppContext>` (src/context.ts).
 *
 * Adding an area = one folder `modules/<area>/` whose `index.ts` exports its manifest, one line in
 * src/modules.ts, and one migration for its tables.
 */
export interface ModuleManifest<Ctx> {
  /** The area's name (its folder under modules/). */
  readonly name: string;
  /** Every route the area serves, as one plugin registered inside the /api scope. */
  readonly routes?: (ctx: Ctx) => FastifyPluginAsyncZod;
  /** The area's event handlers and jobs (src/background.ts registers them before the runners start). */
  readonly background?: (ctx: Ctx) => BackgroundRegistration;
  /** The Drizzle tables the area owns (it alone writes them). */
  readonly tables: readonly PgTable[];
}

/** The Drizzle tables among a schema file's exports (`import * as schema from './x.schema'`). */
export function tablesOf(...schemas: readonly Record<string, unknown>[]): PgTable[] {
  return schemas.flatMap((schema) => Object.values(schema).filter((value) => is(value, PgTable)));
}

/**
 * Several route plugins as one: each is registered in turn inside the area's scope (the /api
 * scope's access control, authentication and idempotency hooks apply to them as before).
 */
export function routesOf(...plugins: readonly FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (scope) => {
    for (const plugin of plugins) await scope.register(plugin);
  };
}
