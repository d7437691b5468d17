import { defineConfig } from 'vitest/config';

// One runner for every unit and API test. `npm test` picks projects by name
// (scripts/test.mjs) so the server project can run once per database engine.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
