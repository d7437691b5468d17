import { startBuiltServer } from './server';
import { e2eWorkers } from './workers';

/**
 * Starts one app per Playwright worker (each with its own PGlite database and demo data) for the
 * whole run; the returned function stops them again. Worker N talks only to server N
 * (fixtures.ts picks it by the worker's parallel index), so specs running side by side never
 * change each other's data — exactly as when one worker runs them one after the other.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = await Promise.all(Array.from({ length: e2eWorkers() }, () => startBuiltServer()));
  // Workers inherit the environment of the runner, which is set up after this returns.
  process.env.DOM_E2E_BASE_URLS = servers.map((s) => s.baseUrl).join(' ');
  process.env.DOM_E2E_SERVER_LOGS = servers.map((s) => s.logFile).join(' ');
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
