import { startBuiltServer } from './server';

/** Starts the app once for the whole run; the returned function stops it again. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  // Workers inherit the environment of the runner, which is set up after this returns.
  process.env.DOM_E2E_BASE_URL = server.baseUrl;
  process.env.DOM_E2E_SERVER_LOG = server.logFile;
  return server.stop;
}
